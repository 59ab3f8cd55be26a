/**
 * The load of the rarely used question types' English texts, in a module of its own: only what loads on demand (their
 * rules, the components of `@treesponse/react`) calls it, so a survey without those types does not carry the loader
 * either.
 */
import { addEnglishTexts } from './engine-texts.js';

let typeTexts: Promise<void> | undefined;

/**
 * Loads the English texts of the components and rules of the date, matrix, slider, like, upload, registration-number,
 * rating, multiple text, tag box, ranking and repeating panel questions (the other languages' packs have them). A
 * survey that uses one of these types loads them with the rules when it reads the page (`ready()` waits for those of
 * the first page), and `@treesponse/react` with the types' components; a front end that renders such a component
 * on its own awaits this first, as it awaits `loadEngineTexts` for another language. A failed load may be tried again.
 */
export const loadQuestionTypeTexts = (): Promise<void> =>
  (typeTexts ??= import('./texts/en-types.js').then(
    ({ enTypes }) => addEnglishTexts(enTypes),
    (error: unknown) => {
      typeTexts = undefined;
      throw error;
    },
  ));
