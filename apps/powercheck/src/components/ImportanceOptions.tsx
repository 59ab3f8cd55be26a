import { choiceGroup } from '@treesponse/react';
import './importance-options.css';

/** One option of the 1 to 5 importance scale. */
export interface ImportanceOption {
  readonly value: string;
  /** Written under the box (the questionnaire labels 1 and 5 only). */
  readonly label?: string;
}

export interface ImportanceOptionsProps {
  /** The radio group's name, also the prefix of each option's id. */
  name: string;
  options: readonly ImportanceOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The five boxes of the importance scale (native radio buttons from the engine's headless choice group), shared by
 * the questionnaire's criterion pages and the results page's weights, so both look and read the same.
 */
export function ImportanceOptions({ name, options, value, onChange, disabled, required, invalid, describedBy }: ImportanceOptionsProps) {
  const group = choiceGroup({ name, options, value, onChange, disabled, required, invalid, describedBy, idBy: 'value' });
  return (
    <div className="pc-scale__options">
      {group.items.map((item) => (
        <div className="pc-scale__option" key={item.option.value}>
          <input className="pc-scale__input" {...group.inputProps(item)} />
          <label className="pc-scale__box" {...group.labelProps(item)}>
            <span className="pc-scale__number">{item.option.value}</span>
            {item.option.label ? <span className="pc-scale__text">{String(item.option.label)}</span> : null}
          </label>
        </div>
      ))}
    </div>
  );
}
