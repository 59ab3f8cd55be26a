import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CRITERIA,
  MAX_IMPORTANCE,
  MAX_KWH,
  MIN_IMPORTANCE,
  MIN_KWH,
  REFERENCE_HOUSEHOLD,
  TIP_INVEST_SUPPLIERS,
  type Criterion,
  type CriterionWeight,
  type Meter,
} from '@powercheck/scoring';
import { ComparisonProfile, TipsList, comparisonProfileTranslations, tipsListTranslations } from '@treesponse/react';
import type { AppLanguage } from '../config.js';
import { methodologyPath, navigate } from '../app/router.js';
import { ImportanceOptions } from '../components/ImportanceOptions.js';
import { LOCALES, dateTimeFormat, listFormat, numberFormat, writtenDate } from '../methodology/format.js';
import { REGIONS } from '../suppliers/regions.js';
import { isOutOfDate, priceAgeDays } from '../suppliers/freshness.js';
import type { Region } from '../suppliers/types.js';
import {
  absentSuppliers,
  certaintyOf,
  chooseCompared,
  compareSuppliers,
  displayNameOf,
  importanceOf,
  isTopFive,
  leadingNames,
  maxPercentageOf,
  pageAddressFor,
  rankFor,
  shareAddressFor,
  supplierDataDates,
  withImportance,
  type Ranking,
  type RegionSetting,
} from './model.js';
import { BestMatch } from './BestMatch.js';
import { readConsumption } from './household.js';
import { CalculationPanel } from './CalculationPanel.js';
import { ShareLink } from './ShareLink.js';
import { SupplierLogo } from './SupplierLogo.js';
import './tunable-results.css';

export interface TunableResultsProps {
  language: AppLanguage;
  weights: readonly CriterionWeight[];
  /** The region ranked in, and whether it was assumed from the language (no postcode). */
  setting: RegionSetting;
  ranking: Ranking;
  /** The clock, for the date of calculation. */
  now?: () => Date;
  /** Opens the browser's print dialog (print or save as PDF). */
  print?: () => void;
}

const IMPORTANCE_VALUES = Array.from({ length: MAX_IMPORTANCE - MIN_IMPORTANCE + 1 }, (_, index) => String(MIN_IMPORTANCE + index));

/**
 * The results page when the weights are known: the weights as controls, every supplier of the region ranked (top five
 * highlighted), the calculation of any supplier, any two side by side, a print view and a share link. The address
 * holds the weights, so a change is written back to it and everything follows from it.
 */
export function TunableResults({ language, weights, setting, ranking, now = () => new Date(), print = () => window.print() }: TunableResultsProps) {
  const { region } = setting;
  const { t } = useTranslation();
  const [calculatedAt, setCalculatedAt] = useState(now);
  const [announcement, setAnnouncement] = useState('');
  const [explained, setExplained] = useState<string | null>(null);
  const names = ranking.result.rankings.map(({ name }) => name);
  const [compared, setCompared] = useState<[string, string]>([names[0] ?? '', names[1] ?? names[0] ?? '']);
  const locale = LOCALES[language];
  const decimal = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // Whole numbers as the language writes them: 1.500 (nl, de), 1 500 (fr).
  const wholeNumber = numberFormat(locale, { maximumFractionDigits: 0 });
  const criterionTitle = (criterion: Criterion) => t(`criteria.${criterion}.title`);
  const dates = supplierDataDates(ranking.scores);
  const writtenDates = { ...dates, revised: writtenDate(dates.revised, language), prices: writtenDate(dates.prices, language) };
  const calculatedText = t('results.calculatedOn', {
    date: dateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(calculatedAt),
  });

  const tune = (criterion: Criterion, importance: string) => {
    const next = withImportance(weights, criterion, Number(importance));
    const nextRanking = rankFor(next, region);
    setCalculatedAt(now());
    setAnnouncement(
      nextRanking.insufficient
        ? t('results.insufficientTitle')
        : t('results.announce', {
            list: leadingNames(nextRanking)
              .map(({ name, percentage }, index) => `${index + 1}. ${name} ${t('results.matchLabel', { percentage })}`)
              .join(', '),
          }),
    );
    navigate(pageAddressFor(next, setting, language), { replace: true, keepScroll: true });
  };

  const changeRegion = (next: Region) => {
    setCalculatedAt(now());
    navigate(pageAddressFor(weights, { ...setting, region: next, fromLanguage: false }, language), { replace: true, keepScroll: true });
  };

  const household = setting.household ?? REFERENCE_HOUSEHOLD;
  // What the visitor typed stays as typed; only a valid consumption re-ranks.
  const [kwhText, setKwhText] = useState(String(household.kwh));
  const kwhValid = readConsumption(kwhText) !== undefined;
  const changeHousehold = (kwh: number, meter: Meter) => {
    setCalculatedAt(now());
    navigate(pageAddressFor(weights, { ...setting, household: { kwh, meter } }, language), { replace: true, keepScroll: true });
  };
  const priceUnknown = ranking.scores.suppliers
    .filter((row) => row.unknown.includes('price') && ranking.result.explanations.some(({ name }) => name === row.name))
    .map((row) => displayNameOf(row.name));
  const regionName = (value: Region) => t(`results.regions.${value}`);
  const where = t(`results.regionsIn.${region}`);
  const absent = absentSuppliers(region);

  const [first] = ranking.result.rankings;
  // Suppliers sharing first place (an exact tie), listed alphabetically as the ranking lists them.
  const sharedFirst = ranking.result.explanations.filter(({ rank }) => rank === 1);
  const scaleOptions = IMPORTANCE_VALUES.map((value) => ({
    value,
    label: value === String(MIN_IMPORTANCE) ? t('scale.low') : value === String(MAX_IMPORTANCE) ? t('scale.high') : undefined,
  }));

  const certainty = certaintyOf(ranking);
  const supplierList = (list: readonly string[]) => listFormat(locale).format(list.map(displayNameOf));
  const certaintyText = (() => {
    if (!certainty) return '';
    const near = certainty.nearTie ? ` ${t('results.sureNearTie', { runnerUp: supplierList(certainty.runnerUp) })}` : '';
    const { change } = certainty;
    if (!change) return `${t('results.sureNone')}${near}`;
    const key = change.first.length > 1 ? 'results.sureChangeShared' : 'results.sureChange';
    const sentence = t(key, {
      criterion: criterionTitle(change.criterion),
      from: change.from + MIN_IMPORTANCE,
      to: change.to + MIN_IMPORTANCE,
      suppliers: supplierList(change.first),
    });
    return `${sentence}${near}`;
  })();

  const comparison = compareSuppliers(ranking, compared[0], compared[1]);
  const supplierSelect = (index: 0 | 1, label: string) => (
    <div className="pc-compare__field">
      <label htmlFor={`pc-compare-${index}`}>{label}</label>
      <select
        id={`pc-compare-${index}`}
        className="ts-input pc-compare__select"
        value={compared[index]}
        onChange={(event) => setCompared(chooseCompared(compared, index, event.target.value))}
      >
        {names.map((name) => (
          <option key={name} value={name}>
            {displayNameOf(name)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="pc-results pc-results--tunable" data-testid="results">
      <h1 tabIndex={-1}>{t('results.title')}</h1>
      <div className="pc-print-only pc-print-record" data-testid="print-record">
        <p className="pc-print-record__title">{t('results.printTitle')}</p>
        <p data-testid="print-household">
          {t('results.printHousehold', {
            kwh: wholeNumber.format(household.kwh),
            meter: t(household.meter === 'single' ? 'results.meterSingle' : 'results.meterDayNight'),
          })}
        </p>
        <h2>{t('results.tuneTitle')}</h2>
        <ul>
          {CRITERIA.map((criterion) => (
            <li key={criterion}>
              {criterionTitle(criterion)}: {importanceOf(weights, criterion)}/5
            </li>
          ))}
        </ul>
      </div>
      {!ranking.insufficient && first ? (
        <BestMatch name={first.name} displayName={displayNameOf(first.name)} percentage={first.percentage} />
      ) : null}
      {!ranking.insufficient && sharedFirst.length > 1 ? (
        <p className="pc-results__tied" data-testid="tied-first">
          {t('results.tiedFirst', { suppliers: sharedFirst.map(({ name }) => displayNameOf(name)).join(', ') })}
        </p>
      ) : null}
      {!ranking.insufficient && first ? (
        <div className="pc-results__explained">
          <p data-testid="match-explained">{t('results.matchExplained', { max: maxPercentageOf(ranking) })}</p>
          {certainty ? (
            <p data-testid="certainty" data-near-tie={certainty.nearTie ? 'true' : undefined}>
              <strong>{t('results.sureLabel')}</strong> {certaintyText}
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="pc-results__record" data-testid="results-dates">
        <span data-testid="calculated-on">{calculatedText}</span>
        <br />
        <span data-testid="data-dates">{t('results.dataDates', writtenDates)}</span>
        <br />
        {isOutOfDate(dates.prices, calculatedAt) ? (
          <>
            <strong className="pc-results__out-of-date" data-testid="out-of-date">
              {t('results.outOfDate', { where: t(`results.regionsIn.${region}`), date: writtenDates.prices, days: priceAgeDays(dates.prices, calculatedAt) })}
            </strong>
            <br />
          </>
        ) : null}
        <a href={methodologyPath(language)}>{t('methodology.link')}</a>
      </p>

      <section className="pc-region" aria-labelledby="pc-region-title" data-testid="region">
        <h2 id="pc-region-title">{t('results.regionTitle')}</h2>
        <p data-testid="region-note">
          {setting.fromLanguage
            ? t('results.regionFromLanguage', { region: regionName(region) })
            : t('results.regionShown', { where })}
        </p>
        <div className="pc-region__field">
          <label htmlFor="pc-region-select">{t('results.regionLabel')}</label>
          <select
            id="pc-region-select"
            className="ts-input pc-region__select"
            value={region}
            aria-describedby="pc-region-hint"
            onChange={(event) => changeRegion(event.target.value as Region)}
          >
            {REGIONS.map((value) => (
              <option key={value} value={value}>
                {regionName(value)}
              </option>
            ))}
          </select>
          <p id="pc-region-hint" className="pc-region__hint">
            {t('results.regionHint')}
          </p>
        </div>
      </section>

      <section className="pc-household" aria-labelledby="pc-household-title" data-testid="household">
        <h2 id="pc-household-title">{t('results.householdTitle')}</h2>
        <p>{t('results.householdIntro')}</p>
        <div className="pc-household__field">
          <label htmlFor="pc-household-kwh">{t('results.kwhLabel')}</label>
          <input
            id="pc-household-kwh"
            className="ts-input pc-household__kwh"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={kwhText}
            aria-invalid={kwhValid ? undefined : true}
            aria-describedby={kwhValid ? undefined : 'pc-household-kwh-error'}
            onChange={(event) => {
              const text = event.target.value;
              setKwhText(text);
              const kwh = readConsumption(text);
              if (kwh !== undefined && kwh !== household.kwh) changeHousehold(kwh, household.meter);
            }}
          />
          {kwhValid ? null : (
            <p id="pc-household-kwh-error" className="pc-household__error" data-testid="kwh-error">
              {t('results.kwhInvalid', { min: wholeNumber.format(MIN_KWH), max: wholeNumber.format(MAX_KWH) })}
            </p>
          )}
        </div>
        <fieldset className="pc-household__meter">
          <legend>{t('results.meterLabel')}</legend>
          {(['single', 'day-night'] as const).map((meter) => (
            <label key={meter} className="pc-household__option">
              <input
                type="radio"
                name="pc-household-meter"
                value={meter}
                checked={household.meter === meter}
                onChange={() => changeHousehold(household.kwh, meter)}
              />{' '}
              {t(meter === 'single' ? 'results.meterSingle' : 'results.meterDayNight')}
            </label>
          ))}
        </fieldset>
        {priceUnknown.length > 0 ? (
          <p data-testid="price-unknown">{t('results.householdPriceUnknown', { suppliers: priceUnknown.join(', ') })}</p>
        ) : null}
      </section>

      <section className="pc-tune" aria-labelledby="pc-tune-title" data-testid="tune">
        <h2 id="pc-tune-title">{t('results.tuneTitle')}</h2>
        <p id="pc-tune-intro">{t('results.tuneIntro')}</p>
        <div className="pc-tune__grid">
          {CRITERIA.map((criterion) => (
            <fieldset key={criterion} className="pc-scale pc-tune__criterion" data-criterion={criterion}>
              <legend className="pc-scale__legend">{criterionTitle(criterion)}</legend>
              <ImportanceOptions
                name={`pc-weight-${criterion}`}
                options={scaleOptions}
                value={String(importanceOf(weights, criterion))}
                onChange={(value) => tune(criterion, value)}
              />
            </fieldset>
          ))}
        </div>
      </section>
      <p className="pc-visually-hidden" role="status" data-testid="ranking-announcement">
        {announcement}
      </p>

      {ranking.insufficient ? (
        <section className="pc-panel pc-results__insufficient" aria-labelledby="pc-insufficient-title" data-testid="results-insufficient">
          <h2 id="pc-insufficient-title">{t('results.insufficientTitle')}</h2>
          <p>{t('results.insufficient')}</p>
        </section>
      ) : (
        <>
          <section className="pc-ranking" aria-labelledby="pc-ranking-title">
            <h2 id="pc-ranking-title">{t('results.rankingTitle', { where })}</h2>
            <p>{t('results.rankingIntro')}</p>
            {ranking.result.explanations.some(({ tied }) => tied) ? (
              <p className="pc-ranking__ties" data-testid="tie-note">
                {t('results.tieNote')}
              </p>
            ) : null}
            <ol className="pc-ranking__list" data-testid="ranking">
              {ranking.result.explanations.map((entry) => {
                const open = explained === entry.name;
                const top = isTopFive(entry.rank);
                return (
                  <li
                    key={entry.name}
                    className={['pc-ranking__item', top ? 'pc-ranking__item--top' : ''].filter(Boolean).join(' ')}
                    data-supplier={entry.name}
                    data-top-five={top ? 'true' : undefined}
                  >
                    <div className="pc-ranking__row">
                      <span className="pc-ranking__rank" aria-hidden="true" data-tied={entry.tied ? 'true' : undefined}>
                        {entry.tied ? `=${entry.rank}` : entry.rank}
                      </span>
                      <span className="pc-visually-hidden">
                        {t(entry.tied ? 'results.rankShared' : 'results.rankLabel', { rank: entry.rank, count: entry.rank })}{' '}
                      </span>
                      <SupplierLogo name={entry.name} />
                      <span className="pc-ranking__name">{displayNameOf(entry.name)}</span>
                      {top ? <span className="pc-ranking__badge">{t('results.topFiveBadge')}</span> : null}
                      <span className="pc-ranking__value">{t('results.matchLabel', { percentage: entry.percentage })}</span>
                      <span className="pc-ranking__bar" aria-hidden="true">
                        <span style={{ width: `${entry.percentage}%` }} />
                      </span>
                      <button
                        type="button"
                        id={`pc-explain-toggle-${entry.name}`}
                        className="ts-button ts-button--secondary pc-ranking__explain"
                        aria-expanded={open}
                        aria-controls={open ? `pc-explain-${entry.name}` : undefined}
                        onClick={() => setExplained(open ? null : entry.name)}
                      >
                        {t('results.explain')}
                        <span className="pc-visually-hidden"> {t('results.explainFor', { supplier: displayNameOf(entry.name) })}</span>
                      </button>
                    </div>
                    {open ? (
                      <CalculationPanel
                        id={`pc-explain-${entry.name}`}
                        toggleId={`pc-explain-toggle-${entry.name}`}
                        language={language}
                        ranking={ranking}
                        name={entry.name}
                      />
                    ) : null}
                  </li>
                );
              })}
            </ol>
            {ranking.result.notRated.length > 0 ? (
              <section className="pc-not-rated" aria-labelledby="pc-not-rated-title" data-testid="not-rated">
                <h3 id="pc-not-rated-title">{t('results.notRatedTitle')}</h3>
                <ul>
                  {ranking.result.notRated.map(({ name, reason, basedOn }) => (
                    <li key={name} data-supplier={name}>
                      {reason === 'too-few-figures'
                        ? t('results.notRatedTooFew', { supplier: displayNameOf(name), count: basedOn })
                        : t('results.notRatedNothingWeighed', { supplier: displayNameOf(name) })}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {absent.length > 0 ? (
              <details className="pc-absent" data-testid="absent">
                <summary>{t('results.absentTitle', { where })}</summary>
                <ul>
                  {absent.map(({ name, displayName, regions }) => (
                    <li key={name} data-supplier={name}>
                      {t('results.absentItem', {
                        supplier: displayName,
                        where,
                        regions: regions.map(regionName).join(', '),
                      })}
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </section>

          <section className="pc-compare" aria-labelledby="pc-compare-title" data-testid="compare">
            <h2 id="pc-compare-title">{t('results.compareTitle')}</h2>
            <div className="pc-compare__fields">
              {supplierSelect(0, t('results.compareFirst'))}
              {supplierSelect(1, t('results.compareSecond'))}
            </div>
            {comparison ? (
              <ComparisonProfile
                suppliers={[{ name: comparison.first.displayName }, { name: comparison.second.displayName }]}
                criteria={comparison.criteria.map(({ criterion, first: a, second: b, withoutFigure }) => ({
                  id: criterion,
                  label: (
                    <>
                      {criterionTitle(criterion)}{' '}
                      <span className="pc-compare__weight">({t('results.weightOf', { importance: a.importance, weight: a.weight })})</span>
                      {withoutFigure.length > 0 ? (
                        // One note per row, naming every compared supplier without a figure for the criterion.
                        <span className="pc-cell-note" data-testid="unknown-cell">
                          {t('results.unknownFor', { suppliers: supplierList(withoutFigure), count: withoutFigure.length })}
                        </span>
                      ) : null}
                    </>
                  ),
                  scores: [a.points, b.points] as const,
                }))}
                max={4}
                formatScore={(score) => decimal.format(score)}
                caption={t('results.comparisonTitle', {
                  first: comparison.first.displayName,
                  second: comparison.second.displayName,
                })}
                texts={comparisonProfileTranslations[language]}
                className="pc-comparison"
              />
            ) : null}
            {comparison ? (
              <p className="pc-compare__total" data-testid="compare-total">
                {t('results.compareTotal')} {comparison.first.displayName}{' '}
                {t('results.matchLabel', { percentage: comparison.first.explanation.percentage })} ·{' '}
                {comparison.second.displayName} {t('results.matchLabel', { percentage: comparison.second.explanation.percentage })}
              </p>
            ) : null}
          </section>
        </>
      )}

      {!ranking.insufficient && first ? (
        <TipsList
          items={[
            ...(TIP_INVEST_SUPPLIERS.includes(first.name) ? [t('tips.invest', { supplier: displayNameOf(first.name) })] : []),
            t('tips.switch'),
            t('tips.compare'),
            t('tips.socialTariff'),
            t('tips.saveEnergy'),
            t('tips.timing'),
          ]}
          label={t('results.tipsTitle')}
          texts={tipsListTranslations[language]}
          className="pc-tips"
        />
      ) : null}

      <section className="pc-keep" aria-labelledby="pc-keep-title">
        <h2 id="pc-keep-title">{t('results.keepTitle')}</h2>
        <p>
          <button type="button" className="ts-button ts-button--primary pc-keep__print" onClick={print}>
            {t('results.print')}
          </button>
        </p>
      </section>
      <ShareLink
        url={shareAddressFor(weights, setting, language, window.location.origin)}
        note={t('results.shareOnlyWeights')}
      />
    </div>
  );
}
