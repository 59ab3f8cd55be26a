import { useState } from 'react';
import type { RatingQuestion } from '@treesponse/core';
import { ratingValues } from '@treesponse/core/rich-questions';
import { QuestionShell } from './QuestionShell.js';
import { uiText } from './uiText.js';
import { useChoiceGroup } from './useChoiceGroup.js';

export interface RatingFieldProps {
  question: RatingQuestion;
}

/** A face from unhappy (mood -1) to happy (mood 1), drawn for a smiley scale. */
function Smiley({ mood }: { mood: number }) {
  const corner = 15.5 - mood * 1.5;
  return (
    <svg className="ts-rating__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="8.5" cy="9.5" r="1.3" fill="currentColor" />
      <circle cx="15.5" cy="9.5" r="1.3" fill="currentColor" />
      <path d={`M7.5 ${corner} Q12 ${15.5 + mood * 3.5} 16.5 ${corner}`} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

function Star() {
  return (
    <svg className="ts-rating__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A scale of numbers, stars or smileys: a radiogroup of native radios (arrow keys move the rating), each named for a
 * screen reader by its value ('3', '3 of 5 stars', '3 of 5'), with the scale's end descriptions linked to the group.
 * The answer is the value, a number. Stars up to the chosen one are filled (`ts-rating__item--on`); under a pointer,
 * the stars up to the one pointed at are filled instead (`ts-rating__item--preview`), a preview of that rating.
 */
export function RatingField({ question }: RatingFieldProps) {
  const values = ratingValues(question);
  const rateType = question.rateType ?? 'numbers';
  const count = values.length;
  const { binding, group } = useChoiceGroup(question, {
    options: values.map((value) => ({ value: String(value) })),
    read: (answer) => (typeof answer === 'number' ? String(answer) : undefined),
    write: (chosen) => Number(chosen),
  });
  const { controller, ids } = binding;
  /** The name of a value: the number itself, or its place on the scale ('3 of 5 stars'). */
  const ratingName = (index: number): string =>
    rateType === 'numbers' ? String(values[index]) : uiText(controller, rateType === 'stars' ? 'rating.star' : 'rating.smiley', { n: index + 1, count });
  const chosen = typeof binding.value === 'number' ? binding.value : undefined;
  // The star under the pointer: the stars up to it are filled as a preview of that rating until the pointer leaves.
  const [pointed, setPointed] = useState<number | undefined>(undefined);
  const shown = rateType === 'stars' && pointed !== undefined && !binding.disabled ? values[pointed] : chosen;
  const minText = controller.text(question.minRateDescription);
  const maxText = controller.text(question.maxRateDescription);
  const describedBy = [minText ? `${ids.control}-min` : '', maxText ? `${ids.control}-max` : '', binding.describedBy ?? ''].filter(Boolean).join(' ');
  return (
    <QuestionShell
      question={question}
      binding={binding}
      as="fieldset"
      fieldsetProps={{ role: 'radiogroup', 'aria-required': question.required ? true : undefined, 'aria-describedby': describedBy || undefined }}
    >
      <div className={`ts-rating ts-rating--${rateType}`}>
        {minText ? (
          <span id={`${ids.control}-min`} className="ts-rating__end">
            {minText}
          </span>
        ) : null}
        <div className="ts-rating__items" onPointerLeave={() => setPointed(undefined)}>
          {group.items.map((item, index) => {
            const on = rateType === 'stars' && shown !== undefined && values[index]! <= shown;
            const preview = on && shown !== chosen;
            return (
              <div
                className={`ts-choice ts-choice--button ts-rating__item${on ? ' ts-rating__item--on' : ''}${preview ? ' ts-rating__item--preview' : ''}`}
                key={item.option.value}
                onPointerEnter={() => setPointed(index)}
              >
                <input className="ts-choice__input" {...group.inputProps(item)} />
                <label className="ts-choice__label" {...group.labelProps(item)}>
                  {rateType === 'numbers' ? (
                    <span className="ts-option__text">{ratingName(index)}</span>
                  ) : (
                    <>
                      {rateType === 'stars' ? <Star /> : <Smiley mood={count > 1 ? (index / (count - 1)) * 2 - 1 : 0} />}
                      <span className="ts-visually-hidden">{ratingName(index)}</span>
                    </>
                  )}
                </label>
              </div>
            );
          })}
        </div>
        {maxText ? (
          <span id={`${ids.control}-max`} className="ts-rating__end">
            {maxText}
          </span>
        ) : null}
      </div>
    </QuestionShell>
  );
}
