import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryStorage,
  createOfflineApi,
  createSurvey,
  type QuestionBase,
  type QuestionTypeRegistry,
  type SurveyDefinition,
} from '@treesponse/core';
import { CheckboxesField } from '../questions/CheckboxesField.js';
import { QuestionShell } from '../questions/QuestionShell.js';
import { useQuestion } from '../questions/useQuestion.js';
import { Survey } from './Survey.js';
import type { QuestionComponentProps, QuestionComponents } from './renderers.js';

interface StarsQuestion extends QuestionBase {
  type: 'stars';
  max: number;
}

declare module '@treesponse/core' {
  interface CustomQuestionTypes {
    stars: StarsQuestion;
  }
}

/** A custom question component: buttons for 1..max stars, bound with the same hook as the built-in ones. */
function StarsField({ question }: QuestionComponentProps<StarsQuestion>) {
  const binding = useQuestion<number>(question);
  return (
    <QuestionShell question={question} binding={binding} as="fieldset">
      {Array.from({ length: question.max }, (_, i) => (
        <button
          key={i}
          type="button"
          aria-pressed={binding.value === i + 1}
          aria-describedby={binding.describedBy}
          onClick={() => {
            binding.controller.setAnswer(question.key, i + 1);
            binding.controller.touch(question.key);
          }}
        >
          {`${i + 1} star${i === 0 ? '' : 's'}`}
        </button>
      ))}
    </QuestionShell>
  );
}

const questionTypes: QuestionTypeRegistry = {
  stars: {
    check: (question) => (typeof question.max === 'number' ? [] : ['A stars question needs "max" (a number)']),
    validate: (value) => (value === 1 ? { literal: 'One star only? Tell us more on the next page.' } : null),
  },
};

const definition = JSON.parse(`{
  "key": "custom", "languages": ["en"],
  "pages": [{ "key": "p", "order": 1, "title": "Rate us", "sections": [
    { "type": "question", "question": { "key": "rating", "type": "stars", "max": 3, "label": "Your rating", "required": true } }
  ] }]
}`) as SurveyDefinition;

describe('custom question types', () => {
  it('render with their registered component and validate with their registered rules', async () => {
    const controller = createSurvey({
      definition,
      questionTypes,
      api: createOfflineApi(),
      language: 'en',
      environment: { storage: createMemoryStorage() },
      onError: () => undefined,
    });
    const components: QuestionComponents = { stars: StarsField };
    render(<Survey controller={controller} components={components} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '1 star' }));
    expect(screen.getByText('One star only? Tell us more on the next page.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '3 stars' }));
    expect(controller.getState().pageValid).toBe(true);
    expect(controller.getAnswer('rating')).toBe(3);
  });

  it('the component map is typed per question type', () => {
    // @ts-expect-error: a checkboxes component cannot be the radio component
    const wrong: QuestionComponents = { radio: CheckboxesField };
    // @ts-expect-error: nor can the stars component be used for text questions
    const alsoWrong: QuestionComponents = { text: StarsField };
    expect([wrong, alsoWrong]).toHaveLength(2);
  });
});
