import type { SliderQuestion } from '@treesponse/core';
import { QuestionShell } from './QuestionShell.js';
import { uiText } from './uiText.js';
import { controlAria, useQuestion } from './useQuestion.js';

export interface SliderFieldProps {
  question: SliderQuestion;
}

// A native range needs a maximum; without one the track ends here (or at the value, when it is higher).
const OPEN_RANGE_TRACK = 100;

/** A number on a range input, with decrement and increment buttons and an output showing the formatted value. */
export function SliderField({ question }: SliderFieldProps) {
  const binding = useQuestion<number>(question);
  const { controller, ids, language } = binding;
  const min = question.minValue ?? 0;
  const step = question.step ?? 1;
  const value = typeof binding.value === 'number' ? binding.value : undefined;
  const max = question.maxValue ?? Math.max(OPEN_RANGE_TRACK, (value ?? min) + step);
  const outputId = `${ids.control}-output`;
  // The core clamps the value to the question's minimum and maximum.
  const set = (next: number) => {
    controller.setAnswer(question.key, next);
    controller.touch(question.key);
  };
  const shown = value ?? min;
  const formatted =
    value === undefined
      ? ''
      : question.formatOutput
        ? question.formatOutput(value, language)
        : question.outputFormat !== undefined
          ? controller.text(question.outputFormat).replace(/\{\{\s*value\s*\}\}/g, String(value))
          : String(value);
  const aria = controlAria(binding, question.required);
  return (
    <QuestionShell question={question} binding={binding}>
      <div className="ts-slider">
        <button
          type="button"
          className="ts-button ts-slider__step"
          aria-controls={ids.control}
          aria-label={uiText(controller, 'slider.decrease')}
          disabled={binding.disabled}
          onClick={() => set((value ?? min) - step)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={ids.control}
          type="range"
          className="ts-slider__input"
          min={min}
          max={max}
          step={step}
          value={shown}
          data-answered={value !== undefined}
          disabled={binding.disabled}
          aria-valuetext={formatted || undefined}
          {...aria}
          aria-required={undefined}
          onChange={(event) => set(Number(event.target.value))}
          onBlur={() => controller.touch(question.key)}
        />
        <button
          type="button"
          className="ts-button ts-slider__step"
          aria-controls={ids.control}
          aria-label={uiText(controller, 'slider.increase')}
          disabled={binding.disabled}
          onClick={() => set((value ?? min) + step)}
        >
          <span aria-hidden="true">+</span>
        </button>
        <output id={outputId} className="ts-slider__output" htmlFor={ids.control} aria-live="polite">
          {formatted}
        </output>
      </div>
    </QuestionShell>
  );
}
