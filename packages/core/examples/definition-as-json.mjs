import { createSurvey, validateDefinition } from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';

// A definition is plain JSON: it can come from a file, a database or a CMS.
const definition = JSON.parse(`{
  "key": "energy",
  "languages": ["en", "nl"],
  "computed": [{ "key": "yearly", "expression": "{monthly} * 12", "save": true }],
  "pages": [
    {
      "key": "contract", "order": 1,
      "sections": [
        { "type": "question", "question": { "key": "name", "type": "string", "label": "Your name", "required": true } },
        { "type": "question", "question": { "key": "has_contract", "type": "radio", "label": "Do you have a contract, {{name}}?",
          "options": [{ "value": "yes", "label": "Yes" }, { "value": "no", "label": "No" }] } },
        { "type": "question", "question": { "key": "monthly", "type": "number", "unit": "€", "min": 0,
          "visibleIf": "{has_contract} = 'yes'", "requiredIf": "{has_contract} = 'yes'" } }
      ],
      "validation": [{ "expression": "{monthly} <= 1000", "key": "monthly", "message": "That seems high, {{name}}: at most 1000 €" }]
    },
    { "key": "result", "order": 2, "title": "{{name}}, you pay {{yearly}} € a year", "visibleIf": "{has_contract} = 'yes'", "sections": [] },
    { "key": "thanks", "order": 3, "title": "Thank you", "sections": [] }
  ]
}`);

console.log(validateDefinition(definition)); // [] : no problems

const survey = createSurvey({ definition, api: createOfflineApi(), language: 'en' });
survey.setAnswer('name', 'Ann');
survey.setAnswer('has_contract', 'yes');
console.log(survey.visibleQuestions().map((q) => `${q.key}${q.required ? '*' : ''}`).join(' ')); // name* has_contract monthly*
survey.setAnswer('monthly', '1200');
await survey.next(); // refused: the page rule fails
console.log(survey.getState().errors); // { monthly: 'That seems high, Ann: at most 1000 €' }
survey.setAnswer('monthly', '95');
await survey.next();
console.log(survey.text(survey.getState().page.title)); // Ann, you pay 1140 € a year
survey.destroy();

// A mistake is found when the definition is loaded, with where it is and what is wrong.
const broken = structuredClone(definition);
broken.pages[0].sections[2].question.visibleIf = "{has_contract = 'yes'";
broken.pages[0].sections[1].question.options = [];
for (const { path, message } of validateDefinition(broken)) console.log(`${path}: ${message}`);
