import { createRoot } from 'react-dom/client';
import { QuestionShell, useQuestion, type QuestionComponentProps } from '@treesponse/react';
import type { QuestionBase } from '@treesponse/core';
import { Studio, type JsonSchema } from '@treesponse/studio';
import '@treesponse/react/styles.css';
import '@treesponse/studio/styles.css';

// A custom question type: its settings as JSON Schema (texts use the core's LocalizedText)…
const customTypes: Record<string, JsonSchema> = {
  score: {
    type: 'object',
    properties: {
      max: { type: 'number', description: 'Number of stars.' },
      lowLabel: { $ref: '#/definitions/LocalizedText', description: 'Shown under the first star.' },
    },
    required: ['max'],
  },
};

// …and its component, so the preview can show it.
interface ScoreQuestion extends QuestionBase {
  type: 'score';
  max: number;
}
declare module '@treesponse/core' {
  interface CustomQuestionTypes {
    score: ScoreQuestion;
  }
}
function ScoreField({ question: score }: QuestionComponentProps<ScoreQuestion>) {
  const binding = useQuestion<number>(score);
  return (
    <QuestionShell question={score} binding={binding} as="fieldset">
      {Array.from({ length: score.max }, (_, i) => (
        <button key={i} type="button" aria-pressed={binding.value === i + 1} onClick={() => binding.controller.setAnswer(score.key, i + 1)}>
          {i + 1}
        </button>
      ))}
    </QuestionShell>
  );
}

export function MyStudio() {
  return <Studio customTypes={customTypes} components={{ score: ScoreField }} language="en" />;
}

const root = document.getElementById('studio');
if (root) createRoot(root).render(<MyStudio />);
