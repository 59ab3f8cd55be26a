import type { RadioQuestion } from '@treesponse/core';
import { ErrorMessage, RadioField, RequiredMark, useQuestion, type QuestionComponentProps } from '@treesponse/react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from './Tooltip.js';

/**
 * The 1 to 5 importance scale of a criterion page: native radio buttons shown as five boxes, with a label under
 * 1 and 5 only, and the description's explanation behind a tooltip. Other radio questions keep the default look.
 */
export function RadioOrScale(props: QuestionComponentProps<RadioQuestion>) {
  return props.question.layout === 'buttons' ? <ImportanceScale {...props} /> : <RadioField {...props} />;
}

export function ImportanceScale({ question }: QuestionComponentProps<RadioQuestion>) {
  const { t } = useTranslation();
  const binding = useQuestion<string>(question);
  const { controller, ids } = binding;
  const tooltipKey = question.htmlAttributes?.['data-tooltip-key'];
  const topicKey = tooltipKey?.replace(/\.tooltip$/, '.title');
  const options = question.options.filter((option) => !option.hide);
  return (
    <fieldset
      className={['ts-question', 'pc-scale', binding.error ? 'ts-question--invalid' : ''].filter(Boolean).join(' ')}
      data-question-key={question.key}
    >
      <legend id={ids.label} className="ts-question__label pc-scale__legend">
        {binding.label}
        <RequiredMark required={question.required} />
      </legend>
      <div className="pc-scale__description">
        <p id={ids.description}>{binding.description}</p>
        {tooltipKey && topicKey ? <Tooltip topic={t(topicKey)} text={t(tooltipKey)} /> : null}
      </div>
      <div className="pc-scale__options">
        {options.map((option) => {
          const label = controller.text(option.label);
          const id = `${ids.control}-${option.value}`;
          return (
            <div className="pc-scale__option" key={option.value}>
              <input
                id={id}
                type="radio"
                className="pc-scale__input"
                name={ids.control}
                value={option.value}
                checked={binding.value === option.value}
                disabled={binding.disabled}
                required={question.required}
                aria-invalid={binding.error ? true : undefined}
                aria-describedby={binding.describedBy}
                onChange={() => {
                  controller.setAnswer(question.key, option.value);
                  controller.touch(question.key);
                }}
              />
              <label htmlFor={id} className="pc-scale__box">
                <span className="pc-scale__number">{option.value}</span>
                {label ? <span className="pc-scale__text">{label}</span> : null}
              </label>
            </div>
          );
        })}
      </div>
      <ErrorMessage id={ids.error} error={binding.error} />
    </fieldset>
  );
}
