/**
 * The load of the English texts of the question types whose rules load on demand, in a module of its own: only what
 * loads on demand (their rules, the components of `@treesponse/react`) calls it, so a survey without those types does
 * not carry the loader either.
 */
import { addEnglishTexts } from './engine-texts.js';

let typeTexts: Promise<void> | undefined;

/**
 * Loads the English texts of the date, matrix, rating, multiple text, tag box, ranking and repeating panel questions'
 * components and rules (the other languages' packs have them). A survey that uses one of these types loads them with
 * their rules when it reads the page (`ready()` waits for those of the first page), and `@treesponse/react` with the
 * rarely used types' components; a front end that renders such a component on its own awaits this first, as it awaits
 * `loadEngineTexts` for another language. A failed load may be tried again.
 */
export const loadQuestionTypeTexts = (): Promise<void> =>
  (typeTexts ??= import('./texts/en-types.js').then(
    ({ enTypes }) => addEnglishTexts(enTypes),
    (error: unknown) => {
      typeTexts = undefined;
      throw error;
    },
  ));
