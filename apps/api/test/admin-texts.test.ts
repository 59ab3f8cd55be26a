/**
 * The dashboard's and the digest's French texts follow French typography: a narrow no-break space (U+202F) before
 * : ; ! and ?, so the sign never wraps to a line of its own (the workspace's shared check, as for the engine's texts).
 */
import { frenchPunctuationReport } from '@treesponse/browser-testing/french-typography';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '../admin-ui/src/texts.js';
import { DIGEST_TEXTS } from '../src/digest.js';

describe("the dashboard's French texts", () => {
  it('have a narrow no-break space before : ; ! and ?', () => {
    expect(Object.keys(TEXTS.fr).length).toBeGreaterThan(50);
    expect(frenchPunctuationReport(TEXTS.fr)).toEqual([]);
  });
});

describe("the digest's French texts", () => {
  it('have a narrow no-break space before : ; ! and ?', () => {
    expect(Object.keys(DIGEST_TEXTS.fr).length).toBeGreaterThan(10);
    expect(frenchPunctuationReport(DIGEST_TEXTS.fr)).toEqual([]);
  });
});
