/**
 * Every German text at once: the texts of the first load (entry/de.ts) and those of the views loaded on demand
 * (views/de.ts). The app loads the two parts separately (index.ts); this whole is for code that needs every text.
 */
import entry from './entry/de.js';
import views from './views/de.js';
import type { Messages } from './nl.js';

const de: Messages = { ...entry, ...views };

export default de;
