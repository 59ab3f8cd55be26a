/**
 * French typography of the engine's French texts: a narrow no-break space (U+202F) before : ; ! ?, so the sign
 * never wraps to a line of its own and the gap is the width French printing uses (the workspace's shared check).
 */
import { frenchPunctuationReport } from '@treesponse/browser-testing/french-typography';
import { describe, expect, it } from 'vitest';
import { fr } from '../src/texts/fr.js';

describe('the French engine texts', () => {
  it('have a narrow no-break space before : ; ! and ?', () => {
    expect(frenchPunctuationReport({ sample: 'Statut : {{code}}' }), 'the check itself').toEqual(['sample: « :»']);
    expect(frenchPunctuationReport(fr)).toEqual([]);
  });
});
