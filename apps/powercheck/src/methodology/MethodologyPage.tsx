import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CRITERIA, type Criterion } from '@powercheck/scoring';
import type { AppLanguage } from '../config.js';
import { homePath } from '../app/router.js';
import {
  FIGURES,
  REGIONS,
  REGION_TABLES,
  SUPPLIER_DATA_VERSION,
  type RegionalSupplier,
  type ScoreCell,
  type SupplierTable,
} from '../suppliers/index.js';
import { loadMethodologyTexts, loadedMethodologyTexts, type MethodologyTexts } from './texts/index.js';
import { formatFigure, writtenDate } from './format.js';
import { isOutOfDate, priceAgeDays } from '../suppliers/freshness.js';
import { sourcesOfCriterion, specificationDifferences, unknownCellsOf } from './model.js';
import './methodology.css';

const TABLES: readonly SupplierTable[] = REGIONS.map((region) => REGION_TABLES[region]);

/** The columns of a region's table: which criterion's cell each shows. */
const COLUMNS = [
  { key: 'price', criterion: 'price' },
  { key: 'fixedOffer', criterion: 'stable_price' },
  { key: 'markup', criterion: 'adjusted_formula' },
  { key: 'greenRanking', criterion: 'origin' },
  { key: 'complaints', criterion: 'customer_satisfaction' },
] as const satisfies readonly { key: keyof MethodologyTexts['columns']; criterion: Criterion }[];

/**
 * The methodology page at /{language}/methodology: every criterion's definition, formula and dated sources, the
 * figures and scores of both regional tables, the cells without a public figure, where the specified Ecopower row
 * differs from the data, and who makes the comparison. Everything is read from the same tables the ranking uses.
 */
export default function MethodologyPage({ language }: { language: AppLanguage }) {
  const [texts, setTexts] = useState<{ language: AppLanguage; texts: MethodologyTexts } | null>(() => {
    const loaded = loadedMethodologyTexts(language);
    return loaded ? { language, texts: loaded } : null;
  });
  useEffect(() => {
    if (texts?.language === language) return undefined;
    let active = true;
    void loadMethodologyTexts(language).then((loaded) => {
      if (active) setTexts({ language, texts: loaded });
    });
    return () => {
      active = false;
    };
  }, [language, texts]);
  if (!texts || texts.language !== language) return <div className="pc-loading" />;
  return <Methodology language={language} texts={texts.texts} />;
}

function Methodology({ language, texts }: { language: AppLanguage; texts: MethodologyTexts }) {
  const { t } = useTranslation();
  // Today's date is read in the browser only, after hydration: the prerendered HTML cannot know the day it is read.
  const [today, setToday] = useState<Date | null>(null);
  useEffect(() => setToday(new Date()), []);
  const criterionTitle = (criterion: Criterion) => t(`criteria.${criterion}.title`);

  const figureText = (cell: ScoreCell): string => formatFigure(cell, language, texts);

  const cellContent = (cell: ScoreCell): ReactNode => (
    <>
      <span className={cell.figure === null ? 'pc-method__unknown' : undefined}>{figureText(cell)}</span>
      <span className="pc-method__score">
        {cell.status === 'specification' ? `${texts.specifiedCell}: ` : ''}
        {texts.score(Math.round(cell.value * 100))}
      </span>
    </>
  );

  const regionTable = (table: SupplierTable) => {
    const captionId = `pc-method-table-${table.region}`;
    return (
      <section key={table.region} aria-labelledby={captionId} data-testid={`table-${table.region}`}>
        <h3 id={captionId}>{texts.regions[table.region]}</h3>
        <p>{texts.regionIntro[table.region]}</p>
        {today && isOutOfDate(table.priceDate, today) ? (
          <p className="pc-method__out-of-date" data-testid={`out-of-date-${table.region}`}>
            <strong>{texts.outOfDate(texts.regions[table.region], writtenDate(table.priceDate, language), priceAgeDays(table.priceDate, today) ?? 0)}</strong>
          </p>
        ) : null}
        {/* Explicit table roles: on a phone the table is laid out as cards and must stay a table for screen readers. */}
        <div className="pc-method__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="pc-method__table" role="table">
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  {texts.columns.supplier}
                </th>
                {COLUMNS.map(({ key }) => (
                  <th scope="col" role="columnheader" key={key}>
                    {texts.columns[key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {table.suppliers.map((supplier: RegionalSupplier) => (
                <tr key={supplier.name} role="row">
                  <th scope="row" role="rowheader">
                    {supplier.displayName}
                  </th>
                  {COLUMNS.map(({ key, criterion }) => (
                    <td key={key} role="cell" data-label={texts.columns[key]}>
                      {cellContent(supplier.scores[criterion])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    );
  };

  const sourceItem = (id: string) => {
    const source = FIGURES.sources[id];
    if (!source) return null;
    const name = texts.sourceName(id, source);
    return (
      <li key={id}>
        {source.url ? (
          <a href={source.url} target="_blank" rel="noopener noreferrer">
            {name}
          </a>
        ) : (
          name
        )}{' '}
        ({texts.publishedRetrieved(writtenDate(source.published, language), writtenDate(source.retrieved, language))})
      </li>
    );
  };

  return (
    <article className="pc-panel pc-method" data-testid="methodology">
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      {texts.computation.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p data-testid="data-version">{texts.dataVersion(SUPPLIER_DATA_VERSION, { flanders: writtenDate(REGION_TABLES.flanders.priceDate, language), wallonia: writtenDate(REGION_TABLES.wallonia.priceDate, language), brussels: writtenDate(REGION_TABLES.brussels.priceDate, language) })}</p>

      <h2>{texts.independenceTitle}</h2>
      {texts.independence.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}

      <h2>{texts.criteriaTitle}</h2>
      <p>{texts.neutral}</p>
      {CRITERIA.map((criterion) => {
        const formula = REGION_TABLES.flanders.suppliers[0]?.scores[criterion].formula ?? 'price';
        return (
          <section key={criterion} className="pc-method__criterion" aria-labelledby={`pc-method-${criterion}`}>
            <h3 id={`pc-method-${criterion}`}>{criterionTitle(criterion)}</h3>
            <p>{texts.definitions[criterion]}</p>
            <p>
              <strong>{texts.formulaLabel}:</strong> {texts.formulas[formula]}
            </p>
            <p className="pc-method__label">
              <strong>{texts.sourcesLabel}:</strong>
            </p>
            <ul>{sourcesOfCriterion(TABLES, criterion).map(sourceItem)}</ul>
          </section>
        );
      })}

      <h2>{texts.tablesTitle}</h2>
      <p>{texts.tablesIntro}</p>
      {TABLES.map(regionTable)}

      <h2>{texts.unknownTitle}</h2>
      <p>{texts.unknownIntro}</p>
      {TABLES.map((table) => (
        <section key={table.region} aria-labelledby={`pc-method-unknown-${table.region}`}>
          <h3 id={`pc-method-unknown-${table.region}`}>{texts.regions[table.region]}</h3>
          <ul data-testid={`unknown-${table.region}`}>
            {unknownCellsOf([table]).map(({ supplier, cells }) => (
              <li key={supplier}>
                <strong>{supplier}</strong>:{' '}
                {cells.map(({ criterion, reason }) => `${criterionTitle(criterion)} (${texts.unknownReasons[reason]})`).join('; ')}
              </li>
            ))}
          </ul>
        </section>
      ))}

      <h2>{texts.specificationTitle}</h2>
      <p>{texts.specificationIntro}</p>
      <ul>
        {specificationDifferences(TABLES).map(({ criterion, specified, data }) => (
          <li key={criterion}>{texts.specificationRow(criterionTitle(criterion), specified, data === null ? null : Math.round(data * 100) / 100)}</li>
        ))}
      </ul>

      <p>
        <a href={homePath(language)}>{texts.back}</a>
      </p>
    </article>
  );
}
