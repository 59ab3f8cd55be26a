import { loadEngineTexts } from '@treesponse/core';

/** Loads the engine's texts of every language the workshop offers, so that a story shows its language at once. */
export const loadWorkshopLanguages = (): Promise<void> => loadEngineTexts(['nl', 'fr', 'de']);
