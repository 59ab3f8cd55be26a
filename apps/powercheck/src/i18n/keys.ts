/**
 * The types of the texts, derived from the Dutch JSON files: the Dutch key set is the reference, French and German
 * must have the same keys (the loaders in index.ts and the whole-language modules are typed with these, and
 * scripts/check-i18n.mjs checks the files for missing, extra and empty texts). No type is written by hand, so a key
 * added to the Dutch files is known to the typecheck at once.
 */
import type entryNl from './entry/nl.json';
import type viewsNl from './views/nl.json';
import type resultsNl from './results/nl.json';
import type { Joined } from './join.js';

/** The texts every page needs from its first load. */
export type EntryMessages = typeof entryNl;
/** The view texts of the survey and the privacy statement. */
export type ViewMessages = typeof viewsNl;
/** The view texts of the results and methodology pages (merged per criterion with the survey's). */
export type ResultsMessages = typeof resultsNl;

/** Every text of a language: the entry texts and both parts of the view texts. */
export type Messages = Joined<EntryMessages, Joined<ViewMessages, ResultsMessages>>;

/** The dotted keys of a group of texts, e.g. 'intro.title'. */
type DottedKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${DottedKeys<T[K]>}`;
}[keyof T & string];

/** i18next's plural forms: `text_one` and `text_other` are looked up as `text` with a count. */
type WithoutPluralSuffix<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;

/** Every key a text can be looked up by, e.g. 'intro.title' or 'intro.text' (plural, looked up with a count). */
export type TextKey = DottedKeys<Messages> | WithoutPluralSuffix<DottedKeys<Messages>>;
