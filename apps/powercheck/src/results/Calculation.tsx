/**
 * The calculation of one supplier: per criterion weight × score = points, the figure behind the score with its dated
 * sources (or that there is no public figure, and why), then the total. Loaded with its figures and the methodology
 * texts only when the visitor opens it (CalculationPanel).
 */
import { useTranslation } from 'react-i18next';
import type { Criterion } from '@powercheck/scoring';
import type { AppLanguage } from '../config.js';
import { LOCALES, formatFigure, numberFormat } from '../methodology/format.js';
import type { MethodologyTexts } from '../methodology/texts/index.js';
import { explainSupplier, type CriterionLine } from './calculation.js';
import type { Ranking } from './model.js';

export interface CalculationProps {
  language: AppLanguage;
  ranking: Ranking;
  /** The supplier explained. */
  name: string;
  /** The id of the table's caption (the scrolling region is labelled by it). */
  captionId: string;
  /** The methodology texts: figure words, unknown reasons and source names. */
  texts: MethodologyTexts;
}

export default function Calculation({ language, ranking, name, captionId, texts }: CalculationProps) {
  const { t } = useTranslation();
  const view = explainSupplier(ranking, name);
  if (!view) return null;
  const decimal = numberFormat(LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const criterionTitle = (criterion: Criterion) => t(`criteria.${criterion}.title`);
  // The column names: the headers, and on a phone the label shown above each value.
  const column = {
    criterion: t('results.columnCriterion'),
    weight: t('results.columnWeight'),
    score: t('results.columnScore'),
    points: t('results.columnPoints'),
    figure: t('results.columnFigure'),
  };

  const figureCell = (line: CriterionLine) => (
    <>
      {line.unknown ? (
        <span className="pc-explain__unknown" data-testid="explain-unknown">
          {t('results.unknownCell', { reason: line.cell.unknownReason ? texts.unknownReasons[line.cell.unknownReason] : texts.unknownCell })}
        </span>
      ) : (
        <span>
          {formatFigure(line.cell, language, texts)}
          {line.cell.status === 'specification' ? ` (${t('results.specifiedCell')})` : ''}
        </span>
      )}
      {line.sources.length > 0 ? (
        <ul className="pc-explain__sources">
          {line.sources.map(({ id, source }) => (
            <li key={id}>
              {source.url ? (
                <a href={source.url} target="_blank" rel="noopener noreferrer">
                  {texts.sourceName(id, source)}
                </a>
              ) : (
                texts.sourceName(id, source)
              )}{' '}
              ({texts.publishedRetrieved(source.published, source.retrieved)})
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );

  return (
    <div data-testid="explanation">
      <div className="pc-explain__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        {/* Explicit roles: on a narrow screen the rows are laid out as blocks (styles), which would otherwise drop the
            table semantics in some browsers; each cell's label shows there in place of the column headers. */}
        <table className="pc-explain__table" role="table">
          <caption id={captionId}>{t('results.explanationCaption', { supplier: view.displayName })}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {Object.entries(column).map(([key, label]) => (
                <th scope="col" role="columnheader" key={key}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {view.lines.map((line) => (
              <tr key={line.criterion} data-criterion={line.criterion} role="row">
                <th scope="row" role="rowheader">{criterionTitle(line.criterion)}</th>
                <td role="cell" data-label={column.weight}>{t('results.weightOf', { importance: line.importance, weight: line.weight })}</td>
                <td role="cell" data-label={column.score}>{'×\u00a0'}{line.unknown ? '—' : decimal.format(line.score)}</td>
                <td role="cell" data-label={column.points} data-testid="explain-points">{'=\u00a0'}{decimal.format(line.points)}</td>
                <td role="cell" data-label={column.figure} className="pc-explain__figure">{figureCell(line)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="pc-explain__total" data-testid="explain-total">
        {t('results.total', { points: decimal.format(view.explanation.weightedSum), percentage: view.explanation.percentage })}
      </p>
      <p className="pc-explain__based" data-testid="explain-based-on">
        {t('results.basedOn', { count: view.explanation.basedOn })}
        {view.explanation.factor !== 1 ? ` ${t('results.renormalised', { factor: decimal.format(view.explanation.factor) })}` : ''}
      </p>
    </div>
  );
}
