/**
 * Every Dutch text at once: the texts of the first load (entry/nl.json) and those of the views loaded on demand
 * (views/nl.json and results/nl.json, merged per criterion). The app loads the parts separately (index.ts); this whole is
 * for code that needs every text.
 */
import entry from './entry/nl.json';
import views from './views/nl.json';
import results from './results/nl.json';
import { joinTexts } from './join.js';
import type { Messages } from './keys.js';

const nl: Messages = joinTexts(entry, joinTexts(views, results));

export default nl;

export type { Messages } from './keys.js';
