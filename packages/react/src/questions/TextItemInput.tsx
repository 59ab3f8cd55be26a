import type { MultipleTextItem } from '@treesponse/core';
import { RequiredMark } from './QuestionShell.js';
import { useSurvey } from '../survey/context.js';

/** The native type of each `inputType`: a number is typed as text in the survey's language (3,5 in nl). */
const NATIVE_TYPE = { text: 'text', number: 'text', email: 'email', tel: 'tel', url: 'url', date: 'date' } as const;

export interface TextItemInputProps {
  id: string;
  /** The field: a multiple text question's item, or a repeating panel's template field. */
  item: MultipleTextItem;
  /** The control's name attribute. */
  name: string;
  value: unknown;
  disabled: boolean;
  invalid: boolean;
  describedBy: string;
  /** Ids of what names the field after its own label (a repeating panel's item heading). */
  labelledBy?: string;
  onText: (text: string) => void;
  onBlur: () => void;
}

/** The visible label and the input of one labelled text field (multiple text questions, repeating panels). */
export function TextItemInput({ id, item, name, value, disabled, invalid, describedBy, labelledBy, onText, onBlur }: TextItemInputProps) {
  const controller = useSurvey();
  return (
    <>
      <label id={`${id}-label`} htmlFor={id} className="ts-multipletext__label">
        {controller.text(item.label) || item.name}
        <RequiredMark required={item.required} />
      </label>
      <input
        id={id}
        className="ts-input"
        type={NATIVE_TYPE[item.inputType ?? 'text']}
        inputMode={item.inputType === 'number' ? 'decimal' : undefined}
        name={name}
        value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
        placeholder={controller.text(item.placeholder) || undefined}
        autoComplete={item.autoComplete}
        disabled={disabled}
        required={item.required}
        aria-required={item.required ? true : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-labelledby={labelledBy ? `${id}-label ${labelledBy}` : undefined}
        onChange={(event) => onText(event.target.value)}
        onBlur={onBlur}
      />
    </>
  );
}
