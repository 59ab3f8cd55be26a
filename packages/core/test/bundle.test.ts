import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

describe('bundle', () => {
  it('keeps js-sha3 and the MD5 out of the main entry (loaded on demand) and stays within its budget', () => {
    // The script exits non-zero when the main entry pulls in either library.
    const output = execFileSync(process.execPath, ['scripts/size.mjs', '--json'], { cwd: packageDir, encoding: 'utf8' });
    const report = JSON.parse(output) as {
      mainEntry: { gzip: number };
      lazyChunks: Record<string, { gzip: number }>;
      mainEntryWithHashLibraries: { gzip: number };
      expressionLanguage: { gzip: number };
    };
    expect(Object.keys(report.lazyChunks).sort()).toEqual(['js-sha3', 'src/md5.ts']);
    const lazyTotal = Object.values(report.lazyChunks).reduce((sum, chunk) => sum + chunk.gzip, 0);
    expect(report.mainEntryWithHashLibraries.gzip).toBeGreaterThan(report.mainEntry.gzip + lazyTotal * 0.9);
    // Budget for the engine without the hash libraries, every export of the main entry and the chunks it imports
    // statically: 29.4 kB gzip (definitions as data, their checks, four new question types and eight more (yes/no,
    // rating, multiple text, tag box, image picker, ranking, calculated values and the repeating panel, with their texts
    // in four languages: the panel's eleven texts and its definition checks are 1.6 kB of it, 0.45 kB the checks of its
    // items' typed fields, in validateDefinition only; the newer types' English texts are a chunk of their own with
    // its loader, which costs 0.2 kB here and spares the first load of a survey without those types 0.2 kB), the
    // survey composed of parts with named dependencies, the views a front end renders, the list of types a definition
    // uses, a save the respondent can follow with the draft kept on the device, validateDefinition's check of every
    // field with the table of known fields, 2.1 kB, which an app that does not call validateDefinition leaves out, the
    // engine's texts as a contract, and `MESSAGES`, which holds the engine's texts in every language; a survey loads
    // only the languages it shows).
    expect(report.mainEntry.gzip).toBeLessThan(29.4 * 1024);
    // The expression language stays small: 2.9 kB gzip.
    expect(report.expressionLanguage.gzip).toBeLessThan(2.9 * 1024);
  });
});
