import { loadEngineTexts, loadQuestionTypeTexts } from '@treesponse/core';

/**
 * Loads the engine's texts of every language the workshop offers, and the English texts loaded with the rarely used
 * types, so that a story shows its language at once, also one that renders a question's component on its own.
 */
export const loadWorkshopLanguages = (): Promise<void> => Promise.all([loadEngineTexts(['nl', 'fr', 'de']), loadQuestionTypeTexts()]).then(() => undefined);
