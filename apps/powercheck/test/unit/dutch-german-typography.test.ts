/**
 * Dutch and German conventions over every Dutch and German text of the app, the methodology page and the result
 * e-mail, and in the numbers, amounts and dates the pages format:
 * - Dutch: quotes ‘…’ or “…” (never straight, never „ or « »), a percentage without a space (71%), the euro sign
 *   before the amount (€ 12,34), a decimal comma;
 * - German: quotes „…“ (never straight, never an English “…” or « »), a no-break space before % (71 %), the euro sign
 *   after the amount (12,34 €), a decimal comma, dates as "10. Oktober 2026";
 * - both: no ISO date (2026-10-10) in prose: one written date form per language.
 */
import { describe, expect, it } from 'vitest';
import nl from '../../src/i18n/nl.js';
import de from '../../src/i18n/de.js';
import { methodologyTexts } from '../../src/methodology/texts/index.js';
import nlMethodologyResource from '../../src/i18n/methodology/nl.json';
import deMethodologyResource from '../../src/i18n/methodology/de.json';
import { RESULT_EMAIL_TEXTS } from '../../netlify/functions/lib/result-email-texts.js';
import { LOCALES, numberFormat, writtenDate } from '../../src/methodology/format.js';
import { strings } from './text-tree.js';
const nlMethodology = methodologyTexts(nlMethodologyResource);
const deMethodology = methodologyTexts(deMethodologyResource);

/** The prose of a text: links' addresses and placeholders are not prose ({{x}} reads as a number, as it stands for one). */
function proseOf(text: string): string {
  return text.replace(/\]\([^)]*\)/g, ']').replace(/\b(https?|mailto):[^\s)]*/g, '').replace(/\{\{[^}]*\}\}/g, '9');
}

function sharedProblems(prose: string): string[] {
  const problems: string[] = [];
  if (/"/.test(prose)) problems.push('straight double quotes');
  if (/[«»]/.test(prose)) problems.push('« » are French quotes');
  if (/\b\d{4}-\d{2}-\d{2}\b/.test(prose)) problems.push('ISO date in prose: write it out');
  if (/\d\.\d{1,2}(?!\d)/.test(prose)) problems.push('decimal point: use a decimal comma');
  return problems;
}

function dutchProblems(text: string): string[] {
  const prose = proseOf(text);
  const problems = sharedProblems(prose);
  if (/„/.test(prose)) problems.push('„ is a German quote: use ‘…’');
  if (/\d[\s\u00a0\u202f]%/.test(prose)) problems.push('percentage: no space before % (71%)');
  if (/\d[\s\u00a0\u202f]?€(?!\/)/.test(prose)) problems.push('amount: the euro sign comes first (€ 12,34)');
  return problems;
}

function germanProblems(text: string): string[] {
  const prose = proseOf(text);
  const problems = sharedProblems(prose);
  if (/\d ?%/.test(prose)) problems.push('percentage: a no-break space before % (71 %)');
  if (/€\s?\d/.test(prose)) problems.push('amount: the euro sign comes after (12,34 €)');
  const opened = (prose.match(/„/g) ?? []).length;
  const closed = (prose.match(/“/g) ?? []).length;
  if (opened !== closed || /”/.test(prose)) problems.push('quotes: „…“');
  if (/(^|[\s(])‘/.test(prose)) problems.push('quotes: ‚…‘ or „…“, not English ‘…’');
  return problems;
}

describe('Dutch and German conventions', () => {
  it('finds the mistakes it is meant to find', () => {
    expect(dutchProblems('Totaal 71 %')).toHaveLength(1);
    expect(dutchProblems('kost 12,34 €')).toHaveLength(1);
    expect(dutchProblems('een "groen" contract')).toHaveLength(1);
    expect(dutchProblems('een „groen“ contract')).toHaveLength(1);
    expect(dutchProblems('prijs 0.25')).toHaveLength(1);
    expect(dutchProblems('herzien op 2026-10-10')).toHaveLength(1);
    expect(dutchProblems('71% match, € 12,34, 3,75 c€/kWh, een ‘groen’ contract, 3.500 kWh, {{percentage}}%')).toEqual([]);
    expect(germanProblems('71% Übereinstimmung')).toHaveLength(1);
    expect(germanProblems('71 % Übereinstimmung')).toHaveLength(1);
    expect(germanProblems('kostet € 12,34')).toHaveLength(1);
    expect(germanProblems('„grün” ist')).toHaveLength(1);
    expect(germanProblems('ein “grüner” Vertrag')).toHaveLength(1);
    expect(germanProblems('71\u00a0% Übereinstimmung, 12,34 €, 3,75 c€/kWh, „grün“, 3.500 kWh, {{percentage}}\u00a0%')).toEqual([]);
  });

  it.each([
    ['nl', [...strings(nl, 'nl'), ...strings(nlMethodology, 'methodology'), ...strings(RESULT_EMAIL_TEXTS.nl, 'email')], dutchProblems],
    ['de', [...strings(de, 'de'), ...strings(deMethodology, 'methodology'), ...strings(RESULT_EMAIL_TEXTS.de, 'email')], germanProblems],
  ] as const)('hold for every %s text', (_language, texts, problemsOf) => {
    expect(texts.length).toBeGreaterThan(200);
    expect(texts.flatMap(([path, text]) => problemsOf(text).map((problem) => `${path}: ${problem}`))).toEqual([]);
  });

  it('hold for the amounts, numbers and dates the pages format', () => {
    const euro = (language: 'nl' | 'de') => numberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' }).format(1234.5);
    expect(euro('nl')).toBe('€\u00a01.234,50');
    expect(euro('de')).toBe('1.234,50\u00a0€');
    expect(numberFormat(LOCALES.nl, { maximumFractionDigits: 0 }).format(50_000)).toBe('50.000');
    expect(numberFormat(LOCALES.de, { maximumFractionDigits: 0 }).format(50_000)).toBe('50.000');
    expect([writtenDate('2026-10-01', 'nl'), writtenDate('2026-10', 'nl')]).toEqual(['1 oktober 2026', 'oktober 2026']);
    expect([writtenDate('2026-10-01', 'de'), writtenDate('2026-10', 'de')]).toEqual(['1. Oktober 2026', 'Oktober 2026']);
    for (const language of ['nl', 'de'] as const) {
      const problemsOf = language === 'nl' ? dutchProblems : germanProblems;
      expect(problemsOf(`${euro(language)}, ${writtenDate('2026-10-10', language)}`)).toEqual([]);
    }
  });
});
