/**
 * Every French text at once: the texts of the first load (entry/fr.ts) and those of the views loaded on demand
 * (views/fr.ts). The app loads the two parts separately (index.ts); this whole is for code that needs every text.
 */
import entry from './entry/fr.js';
import views from './views/fr.js';
import type { Messages } from './nl.js';

const fr: Messages = { ...entry, ...views };

export default fr;
