/**
 * French typography of the engine's French texts: a narrow no-break space (U+202F) before : ; ! ?, so the sign
 * never wraps to a line of its own and the gap is the width French printing uses.
 */
import { describe, expect, it } from 'vitest';
import { fr } from '../src/texts/fr.js';

/** Each : ; ! ? of a text that has something other than U+202F before it. */
function signsWithoutNarrowSpace(text: string): string[] {
  const prose = text.replace(/\{\{[^}]*\}\}/g, 'X');
  return [...prose.matchAll(/(.)([:;!?])(?=\s|$)/gu)].filter((match) => match[1] !== '\u202F').map((match) => match[0]);
}

describe('the French engine texts', () => {
  it('finds an ordinary space, a no-break space or no space before the sign', () => {
    expect(signsWithoutNarrowSpace('Statut : {{code}}')).toEqual([' :']);
    expect(signsWithoutNarrowSpace('Merci\u00A0!')).toEqual(['\u00A0!']);
    expect(signsWithoutNarrowSpace('Vraiment?')).toEqual(['t?']);
    expect(signsWithoutNarrowSpace('Merci\u202F! Pourriez-vous en dire plus\u202F?')).toEqual([]);
  });

  it('have a narrow no-break space before : ; ! and ?', () => {
    const problems = Object.entries(fr).flatMap(([key, text]) => signsWithoutNarrowSpace(text).map((sign) => `${key}: «${sign}»`));
    expect(problems).toEqual([]);
  });
});
