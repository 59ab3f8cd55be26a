/**
 * Every French text at once: the texts of the first load (entry/fr.json) and those of the views loaded on demand
 * (views/fr.json and results/fr.json, merged per criterion). The app loads the parts separately (index.ts); this
 * whole is for code that needs every text.
 */
import entry from './entry/fr.json';
import views from './views/fr.json';
import results from './results/fr.json';
import { joinTexts } from './join.js';
import type { Messages } from './keys.js';

const fr: Messages = joinTexts(entry, joinTexts(views, results));

export default fr;
