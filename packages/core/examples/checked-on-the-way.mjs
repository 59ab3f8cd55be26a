import { createSurvey, InvalidDefinitionError, validateDefinition } from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';

// The second page's condition does not parse.
const definition = {
  key: 'later',
  pages: [
    { key: 'one', order: 1, sections: [{ type: 'question', question: { key: 'a', type: 'string' } }] },
    { key: 'two', order: 2, sections: [{ type: 'question', question: { key: 'b', type: 'string', visibleIf: '{a} =' } }] },
  ],
};
// Everything at once, e.g. in a test of the definition or when it is saved:
for (const { path, message } of validateDefinition(definition)) console.log(`${path}: ${message}`);

// createSurvey checks the frame of the definition and the first page: it starts.
const survey = createSurvey({ definition, api: createOfflineApi() });
// The second page is checked on the way to it: Next refuses, and the first page stays shown.
const refused = await survey.next().catch((error) => error);
console.log(refused instanceof InvalidDefinitionError, survey.getState().page.key);
