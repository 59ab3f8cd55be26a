/**
 * French typography over every French text of the app, the methodology page and the result e-mail: a narrow no-break
 * space (U+202F) before : ; ! ? and inside « », no straight double quotes, and ordinals written 1re / 2e (never 1e).
 */
import { frenchPunctuationProblems } from '@treesponse/browser-testing/french-typography';
import { describe, expect, it } from 'vitest';
import fr from '../../src/i18n/fr.js';
import { methodologyTexts } from '../../src/methodology/texts/index.js';
import methodologyResource from '../../src/i18n/methodology/fr.json';
import { RESULT_EMAIL_TEXTS } from '../../netlify/functions/lib/result-email-texts.js';
import { strings } from './text-tree.js';
const methodology = methodologyTexts(methodologyResource);

const NARROW = '\u202F';

/**
 * What breaks the French rules in one text (links' addresses and placeholders are not prose): the workspace's shared
 * check of : ; ! and ?, and the app's own rules for quotes and ordinals.
 */
function frenchTypographyProblems(text: string): string[] {
  const prose = text.replace(/\]\([^)]*\)/g, ']').replace(/\b(https?|mailto):[^\s)]*/g, '').replace(/\{\{[^}]*\}\}/g, 'X');
  const problems = frenchPunctuationProblems(text).map((sign) => `«${sign}» needs U+202F before ${sign.at(-1)}`);
  if (/"/.test(prose)) problems.push('straight double quotes: use « »');
  if (/«(?!\u202F)/.test(prose) || /(?<!\u202F)»/.test(prose)) problems.push('« » need U+202F inside');
  if (/\b1e\b/.test(prose)) problems.push('ordinal: 1re, not 1e');
  return problems;
}

/**
 * An ordinal from a placeholder ("{{count}}e") is right only in the plural form for 2 and more, next to a form for 1
 * that says 1re.
 */
function ordinalProblems(texts: readonly [string, string][]): string[] {
  const byPath = new Map(texts);
  return texts.flatMap(([path, text]) => {
    if (!/\{\{[^}]*\}\}e\b/.test(text)) return [];
    const one = path.endsWith('_other') ? byPath.get(path.replace(/_other$/, '_one')) : undefined;
    return one?.startsWith('1re') ? [] : [`${path}: ordinal from a placeholder needs a _one form with 1re`];
  });
}

describe('French typography', () => {
  const texts = [
    ...strings(fr, 'fr'),
    ...strings(methodology, 'methodology'),
    ...strings(RESULT_EMAIL_TEXTS.fr, 'email'),
  ];

  it('finds the mistakes it is meant to find', () => {
    expect(frenchTypographyProblems('Total: 12')).toHaveLength(1);
    expect(frenchTypographyProblems('Total : 12')).toHaveLength(1);
    expect(frenchTypographyProblems('Vraiment !')).toHaveLength(1);
    expect(frenchTypographyProblems('« pas importants »')).toHaveLength(1);
    expect(ordinalProblems([['fr.rank', '{{rank}}e place']])).toHaveLength(1);
    expect(ordinalProblems([['fr.rank_one', '1re place'], ['fr.rank_other', '{{count}}e place']])).toEqual([]);
    expect(frenchTypographyProblems('1e place')).toHaveLength(1);
    expect(frenchTypographyProblems('dit "oui"')).toHaveLength(1);
    expect(frenchTypographyProblems(`Total${NARROW}: 12, «${NARROW}oui${NARROW}», 1re place, voir [ici](https://example.org/a?b=c)`)).toEqual([]);
  });

  it('holds for every French text', () => {
    expect(texts.length).toBeGreaterThan(200);
    const problems = [
      ...texts.flatMap(([path, text]) => frenchTypographyProblems(text).map((problem) => `${path}: ${problem}`)),
      ...ordinalProblems(texts),
    ];
    expect(problems).toEqual([]);
  });
});
