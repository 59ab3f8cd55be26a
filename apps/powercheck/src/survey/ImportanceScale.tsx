import type { RadioQuestion } from '@treesponse/core';
import { ErrorMessage, RadioField, RequiredMark, useQuestion, type QuestionComponentProps } from '@treesponse/react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from './Tooltip.js';
import { ImportanceOptions } from '../components/ImportanceOptions.js';

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
      <ImportanceOptions
        name={ids.control}
        options={options.map((option) => ({ value: option.value, label: controller.text(option.label) || undefined }))}
        value={binding.value}
        onChange={(value) => {
          controller.setAnswer(question.key, value);
          controller.touch(question.key);
        }}
        disabled={binding.disabled}
        required={question.required}
        invalid={Boolean(binding.error)}
        describedBy={binding.describedBy}
      />
      <ErrorMessage id={ids.error} error={binding.error} />
    </fieldset>
  );
}
