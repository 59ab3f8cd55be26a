/**
 * Every Dutch text at once: the texts of the first load (entry/nl.ts) and those of the views loaded on demand
 * (views/nl.ts and results/nl.ts, merged per criterion). The app loads the parts separately (index.ts); this whole is
 * for code that needs every text.
 */
import entry from './entry/nl.js';
import views from './views/nl.js';
import results from './results/nl.js';
import { joinTexts } from './join.js';

const nl = joinTexts(entry, joinTexts(views, results));

export default nl;

/** The shape every language must have: the same keys as the Dutch texts, all strings. */
export type Messages = typeof nl;
