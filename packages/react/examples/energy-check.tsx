import { createSurvey, type QuestionBase, type QuestionTypeRegistry, type SurveyDefinition } from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';
import { QuestionShell, Survey, useQuestion, type QuestionComponentProps } from '@treesponse/react';

// 1. A custom question type: its shape, its rules in the engine, its component.
interface ScoreQuestion extends QuestionBase {
  type: 'score';
  max: number;
}
declare module '@treesponse/core' {
  interface CustomQuestionTypes {
    score: ScoreQuestion;
  }
}

const questionTypes: QuestionTypeRegistry = {
  score: {
    check: (question) => (typeof question.max === 'number' ? [] : ['A score question needs "max" (a number)']),
    validate: (value) => (value === 1 ? { literal: 'Sorry to hear that. What went wrong?' } : null),
  },
};

function ScoreField({ question }: QuestionComponentProps<ScoreQuestion>) {
  const binding = useQuestion<number>(question);
  const { controller } = binding;
  return (
    <QuestionShell question={question} binding={binding} as="fieldset">
      {Array.from({ length: question.max }, (_, i) => (
        <button
          key={i}
          type="button"
          className="ts-button"
          aria-pressed={binding.value === i + 1}
          aria-describedby={binding.describedBy}
          disabled={binding.disabled}
          onClick={() => {
            controller.setAnswer(question.key, i + 1);
            controller.touch(question.key);
          }}
        >
          {i + 1}
        </button>
      ))}
    </QuestionShell>
  );
}

// 2. The survey as JSON: conditions, piping with {{…}}, a matrix and the custom type.
export const definition = JSON.parse(`{
  "key": "energy-check",
  "languages": ["en", "nl"],
  "pages": [
    {
      "key": "you", "order": 1, "title": { "en": "About you", "nl": "Over jou" },
      "sections": [
        { "type": "question", "question": { "key": "name", "type": "string", "required": true,
          "label": { "en": "Your first name", "nl": "Je voornaam" } } },
        { "type": "question", "question": { "key": "contract", "type": "radio", "layout": "buttons",
          "label": { "en": "Do you have an energy contract, {{name}}?", "nl": "Heb je een energiecontract, {{name}}?" },
          "options": [{ "value": "yes", "label": { "en": "Yes", "nl": "Ja" } }, { "value": "no", "label": { "en": "No", "nl": "Nee" } }] } },
        { "type": "question", "question": { "key": "supplier", "type": "dropdown",
          "visibleIf": "{contract} = 'yes'", "requiredIf": "{contract} = 'yes'",
          "label": { "en": "Your supplier", "nl": "Je leverancier" },
          "options": [{ "value": "ecopower", "label": "Ecopower" }, { "value": "other", "label": { "en": "Another one", "nl": "Een andere" } }] } }
      ]
    },
    {
      "key": "priorities", "order": 2, "title": { "en": "What matters to you, {{name}}?", "nl": "Wat vind jij belangrijk, {{name}}?" },
      "sections": [
        { "type": "question", "question": { "key": "importance", "type": "matrix", "required": true,
          "label": { "en": "How important is…", "nl": "Hoe belangrijk is…" },
          "rows": [{ "value": "price", "label": { "en": "the price", "nl": "de prijs" } },
                   { "value": "green", "label": { "en": "green power", "nl": "groene stroom" } }],
          "options": [{ "value": "1", "label": { "en": "Not", "nl": "Niet" } }, { "value": "2", "label": { "en": "Very", "nl": "Heel" } }] } },
        { "type": "question", "question": { "key": "satisfaction", "type": "score", "max": 5,
          "visibleIf": "{contract} = 'yes'", "label": { "en": "How happy are you with {{supplier}}?", "nl": "Hoe tevreden ben je over {{supplier}}?" } } }
      ]
    },
    { "key": "thanks", "order": 3, "title": { "en": "Thank you, {{name}}", "nl": "Bedankt, {{name}}" }, "sections": [] }
  ]
}`) as SurveyDefinition;

// 3. Run it: the engine with the custom type's rules, the view with its component.
export function createEnergyCheck(language: 'en' | 'nl' = 'en') {
  return createSurvey({ definition, questionTypes, api: createOfflineApi(), language });
}

export function EnergyCheck({ controller }: { controller: ReturnType<typeof createEnergyCheck> }) {
  return <Survey controller={controller} components={{ score: ScoreField }} />;
}
