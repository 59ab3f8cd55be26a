import type { AppLanguage } from '../config.js';
import type { ScoreCell } from '../suppliers/index.js';
import type { MethodologyTexts } from './texts/index.js';

/** The number formats of each language (Belgian conventions). */
export const LOCALES: Record<AppLanguage, string> = { nl: 'nl-BE', fr: 'fr-BE', de: 'de-BE' };

/** The figure behind a score as written for visitors: € per year, c€/kWh, points out of 20, yes/no, or "no public figure". */
export function formatFigure(cell: ScoreCell, language: AppLanguage, texts: Pick<MethodologyTexts, 'unknownCell' | 'yes' | 'no'>): string {
  if (cell.figure === null) return texts.unknownCell;
  if (typeof cell.figure === 'boolean') return cell.figure ? texts.yes : texts.no;
  const locale = LOCALES[language];
  switch (cell.formula) {
    case 'price':
      return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cell.figure);
    case 'markup':
      return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(cell.figure)} c€/kWh`;
    case 'green-ranking':
      return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(cell.figure)}/20`;
    default:
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(cell.figure);
  }
}
