/**
 * Every French text at once: the texts of the first load (entry/fr.ts) and those of the views loaded on demand
 * (views/fr.ts and results/fr.ts, merged per criterion). The app loads the parts separately (index.ts); this
 * whole is for code that needs every text.
 */
import entry from './entry/fr.js';
import views from './views/fr.js';
import results from './results/fr.js';
import { joinTexts } from './join.js';
import type { Messages } from './nl.js';

const fr: Messages = joinTexts(entry, joinTexts(views, results));

export default fr;
