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
 * The five boxes of the importance scale (native radio buttons), shared by the questionnaire's criterion pages and
 * the results page's weights, so both look and read the same.
 */
export function ImportanceOptions({ name, options, value, onChange, disabled, required, invalid, describedBy }: ImportanceOptionsProps) {
  return (
    <div className="pc-scale__options">
      {options.map((option) => {
        const id = `${name}-${option.value}`;
        return (
          <div className="pc-scale__option" key={option.value}>
            <input
              id={id}
              type="radio"
              className="pc-scale__input"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              required={required}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={describedBy}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={id} className="pc-scale__box">
              <span className="pc-scale__number">{option.value}</span>
              {option.label ? <span className="pc-scale__text">{option.label}</span> : null}
            </label>
          </div>
        );
      })}
    </div>
  );
}
