/**
 * Every German text at once: the texts of the first load (entry/de.json) and those of the views loaded on demand
 * (views/de.json and results/de.json, merged per criterion). The app loads the parts separately (index.ts); this
 * whole is for code that needs every text.
 */
import entry from './entry/de.json';
import views from './views/de.json';
import results from './results/de.json';
import { joinTexts } from './join.js';
import type { Messages } from './keys.js';

const de: Messages = joinTexts(entry, joinTexts(views, results));

export default de;
