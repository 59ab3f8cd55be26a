/**
 * Every German text at once: the texts of the first load (entry/de.ts) and those of the views loaded on demand
 * (views/de.ts and results/de.ts, merged per criterion). The app loads the parts separately (index.ts); this
 * whole is for code that needs every text.
 */
import entry from './entry/de.js';
import views from './views/de.js';
import results from './results/de.js';
import { joinTexts } from './join.js';
import type { Messages } from './nl.js';

const de: Messages = joinTexts(entry, joinTexts(views, results));

export default de;
