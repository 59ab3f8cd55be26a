/**
 * The module `virtual:powercheck-scores` (src/suppliers/scores.ts): the score tables derived from
 * src/suppliers/data/figures.json by scoreTablesOf when the app is built (or served, or tested), so the browser gets
 * the scores without the figures behind them. Read from the file on every build, never copied by hand.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scoreTablesOf } from '../src/suppliers/score-tables.ts';

export const SCORES_MODULE = 'virtual:powercheck-scores';

const FIGURES_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'suppliers', 'data', 'figures.json');

/** The module's source: the score tables of the figures file, as JSON. */
export function scoresModuleSource(figuresFile = FIGURES_FILE) {
  const tables = scoreTablesOf(JSON.parse(readFileSync(figuresFile, 'utf8')));
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(tables))});`;
}

/** The Vite plugin that provides `virtual:powercheck-scores`. */
export function supplierScoresPlugin() {
  return {
    name: 'powercheck-supplier-scores',
    resolveId(id) {
      return id === SCORES_MODULE ? `\0${id}` : undefined;
    },
    load(id) {
      if (id !== `\0${SCORES_MODULE}`) return undefined;
      // The development server derives them again when the figures change.
      this.addWatchFile(FIGURES_FILE);
      return scoresModuleSource();
    },
  };
}
