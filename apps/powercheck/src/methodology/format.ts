import type { AppLanguage } from '../config.js';
import type { ScoreCell } from '../suppliers/index.js';
import type { MethodologyTexts } from './texts/index.js';

/** The number formats of each language (Belgian conventions). */
export const LOCALES: Record<AppLanguage, string> = { nl: 'nl-BE', fr: 'fr-BE', de: 'de-BE' };

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();

/** One formatter per locale and options, made once: creating an Intl formatter costs far more than using it. */
function cachedFormat<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(key: string, make: () => T): T {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format as T;
}

/** A number format of a locale (made once per locale and options). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cachedFormat(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

/** A date and time format of a locale (made once per locale and options). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cachedFormat(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/** A list of names as the language writes it ("Eneco en Luminus", "Eneco et Luminus"), made once per locale. */
export function listFormat(locale: string): Intl.ListFormat {
  return cachedFormat(`list ${locale}`, () => new Intl.ListFormat(locale, { type: 'conjunction' }));
}

/** The figure behind a score as written for visitors: € per year, c€/kWh, points out of 20, yes/no, or "no public figure". */
export function formatFigure(cell: ScoreCell, language: AppLanguage, texts: Pick<MethodologyTexts, 'unknownCell' | 'yes' | 'no' | 'olderEdition'>): string {
  if (cell.figure === null) return texts.unknownCell;
  if (typeof cell.figure === 'boolean') return cell.figure ? texts.yes : texts.no;
  const locale = LOCALES[language];
  switch (cell.formula) {
    case 'price':
      return numberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cell.figure);
    case 'markup':
      return `${numberFormat(locale, { maximumFractionDigits: 2 }).format(cell.figure)} c€/kWh`;
    case 'green-ranking': {
      // A score from an older edition of the ranking than the others' is marked as such (its edition is the detail).
      const points = `${numberFormat(locale, { maximumFractionDigits: 2 }).format(cell.figure)}/20`;
      return cell.detail ? `${points} (${texts.olderEdition(cell.detail)})` : points;
    }
    default:
      return numberFormat(locale, { maximumFractionDigits: 2 }).format(cell.figure);
  }
}

/**
 * A calendar date (YYYY-MM-DD) written out as the language writes dates in prose, the one date form visitors read:
 * "10 oktober 2026", "1er octobre 2026", "10. Oktober 2026"; a month (YYYY-MM) as "oktober 2026". Anything else is
 * returned as it is.
 */
export function writtenDate(isoDate: string, language: AppLanguage): string {
  const month = /^(\d{4})-(\d{2})$/.exec(isoDate);
  if (month) {
    return dateTimeFormat(LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)));
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  const written = dateTimeFormat(LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  // French writes the first day of a month as an ordinal.
  return language === 'fr' && date.getUTCDate() === 1 ? written.replace(/^1 /, '1er ') : written;
}
