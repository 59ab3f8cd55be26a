/**
 * What a survey loads when it reads a page with a date, matrix, rating, multiple text, tag box, image picker, ranking
 * or repeating panel question: their rules, once the English texts of their messages are in. A module of its own
 * that only `loadRichQuestionRules` imports, so that a consumer's bundler makes it the face of a chunk. Imported
 * directly, the shared `rich-questions.ts` needs a module namespace object, whose runtime helper a bundler such as
 * Rolldown puts in a file of its own that the first load then loads too.
 */
import { richQuestionRule } from './rich-questions.js';
import { loadQuestionTypeTexts } from './type-texts.js';

export const loadRichRules = (): Promise<typeof richQuestionRule> => loadQuestionTypeTexts().then(() => richQuestionRule);
