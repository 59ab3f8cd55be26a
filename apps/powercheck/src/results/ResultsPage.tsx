import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { regionOfAddress, type Criterion, type ResultAddress } from '@powercheck/scoring';
import type { TFunction } from 'i18next';
import {
  ComparisonProfile,
  Tabs,
  TipsList,
  comparisonProfileTranslations,
  tipsListTranslations,
} from '@treesponse/react';
import type { AppLanguage } from '../config.js';
import { homePath, methodologyPath, navigate } from '../app/router.js';
import { SUPPLIERS } from '../suppliers/catalogue.js';
import { regionScoresFor, type SupplierScoreRow } from '../suppliers/scores.js';
import { NotFound } from '../components/NotFound.js';
import { ShareLink } from './ShareLink.js';
import { BestMatch } from './BestMatch.js';
import { SupplierLogo } from './SupplierLogo.js';
import { TunableResults } from './TunableResults.js';
import { displayNameOf, readResultsView, withRegion } from './model.js';
import { takeMailNotice } from './mail-notice.js';
import './results.css';
import './unknown-cells.css';

export interface ResultsPageProps {
  language: AppLanguage;
  supplier: string;
  /** The address's query string, with '?'. */
  search: string;
}

/** The supplier's scores in the table of the address's region, if it is in it. */
function rowOf(address: ResultAddress, name: string | undefined): SupplierScoreRow | undefined {
  return regionScoresFor(regionOfAddress(address)).suppliers.find((supplier) => supplier.name === name);
}

/**
 * The notes under a criterion of the comparison: which of the two suppliers have no public figure there (the neutral
 * default, the same for every supplier), and which value is set by the specification without a figure.
 */
function cellNotes(address: ResultAddress, criterion: Criterion, names: readonly string[], t: TFunction): string[] {
  const rows = names.flatMap((name) => rowOf(address, name) ?? []);
  const unknown = rows.filter((row) => row.unknown.includes(criterion)).map((row) => displayNameOf(row.name));
  const specified = rows.filter((row) => row.specifiedWithoutFigure.includes(criterion));
  return [
    ...(unknown.length > 0 ? [t('results.unknownFor', { suppliers: unknown.join(', '), count: unknown.length })] : []),
    ...specified.map((row) => t('results.specifiedFor', { supplier: displayNameOf(row.name) })),
  ];
}

/**
 * The results page at /{language}/{supplier}/. With the weights in the address (`w`), every supplier of the region is
 * ranked and the visitor can tune, question, compare and keep the result (TunableResults). An address with only the
 * specification's parameters shows what it says: the best match, the top five, the first two per criterion and tips.
 */
export default function ResultsPage({ language, supplier, search }: ResultsPageProps) {
  const { t } = useTranslation();
  const known = supplier in SUPPLIERS;
  useEffect(() => {
    if (!known) document.title = t('meta.notFoundTitle');
  }, [known, t]);
  const view = known ? readResultsView(language, supplier, search) : undefined;
  // The region goes into the address, so that another language keeps the same table and ranking.
  const missingRegion = view?.kind === 'weighted' ? withRegion(search, view.setting) : undefined;
  useEffect(() => {
    if (missingRegion) navigate(`${window.location.pathname}${missingRegion}`, { replace: true, keepScroll: true });
  }, [missingRegion]);
  // A screen-reader user starts at the page's heading, also after the redirect from the questionnaire.
  useEffect(() => {
    document.querySelector<HTMLElement>('.pc-main h1')?.focus({ preventScroll: true });
  }, []);
  if (!view) return <NotFound language={language} />;
  if (view.kind === 'invalid') {
    return (
      <div className="pc-panel" data-testid="results-invalid">
        <h1>{t('results.title')}</h1>
        <p>{t('results.invalid')}</p>
        <p>
          <a className="ts-button ts-button--primary" href={homePath(language)}>
            {t('results.restart')}
          </a>
        </p>
      </div>
    );
  }
  if (view.kind === 'address') return <Results address={view.address} language={language} />;
  return (
    <>
      <MailNotice />
      <TunableResults language={language} weights={view.weights} setting={view.setting} ranking={view.ranking} />
      <RestartHint language={language} />
    </>
  );
}

/** Why the result e-mail asked for on the questionnaire did not go out, and what to do instead. */
function MailNotice() {
  const { t } = useTranslation();
  const [reason] = useState(() => takeMailNotice(window.sessionStorage));
  if (!reason) return null;
  return (
    <p className="ts-error pc-mail-notice" role="alert" data-testid="mail-notice">
      {t(reason === 'refused' ? 'results.mailRefused' : 'results.mailFailed')}
    </p>
  );
}

function RestartHint({ language }: { language: AppLanguage }) {
  const { t } = useTranslation();
  return (
    <p className="pc-results__restart">
      {t('results.restartHint')} <a href={homePath(language)}>{t('results.restart')}</a>
    </p>
  );
}

function Results({ address, language }: { address: ResultAddress; language: AppLanguage }) {
  const { t } = useTranslation();
  const [first, second] = address.top;
  const topName = displayNameOf(address.supplier);
  const percentage = first?.percentage ?? 0;
  const topRow = rowOf(address, address.supplier);
  const region = regionOfAddress(address);
  const unknownCount = topRow?.unknown.length ?? 0;

  const tips = [
    ...(address.tipInvest ? [t('tips.invest', { supplier: topName })] : []),
    t('tips.switch'),
    t('tips.compare'),
    t('tips.socialTariff'),
    t('tips.saveEnergy'),
    t('tips.timing'),
  ];

  const topFive = (
    <ol className="pc-top-five" data-testid="top-five">
      {address.top.map((entry) => {
        // The address holds rounded percentages only: equal ones share a place, as the address cannot tell them apart.
        const rank = 1 + address.top.filter((other) => other.percentage > entry.percentage).length;
        const tied = address.top.some((other) => other !== entry && other.percentage === entry.percentage);
        return (
        <li key={entry.name} className="pc-top-five__item">
          <span className="pc-top-five__rank" aria-hidden="true">
            {tied ? `=${rank}` : rank}
          </span>
          <span className="pc-visually-hidden">{t(tied ? 'results.rankShared' : 'results.rankLabel', { rank, count: rank })} </span>
          <SupplierLogo name={entry.name} />
          <span className="pc-top-five__name">{displayNameOf(entry.name)}</span>
          <span className="pc-top-five__value">{t('results.matchLabel', { percentage: entry.percentage })}</span>
          <span className="pc-top-five__bar" aria-hidden="true">
            <span style={{ width: `${entry.percentage}%` }} />
          </span>
        </li>
        );
      })}
    </ol>
  );

  const comparison =
    first && second && address.scores.length > 0 ? (
      <>
        <p>{t('results.comparisonIntro')}</p>
        <ComparisonProfile
          suppliers={[{ name: displayNameOf(first.name) }, { name: displayNameOf(second.name) }]}
          criteria={address.scores.map((score) => {
            const notes = cellNotes(address, score.criterion, [first.name, second.name], t);
            return {
              id: score.criterion,
              label: (
                <>
                  {t(`criteria.${score.criterion}.title`)}
                  {notes.map((note) => (
                    <span key={note} className="pc-cell-note" data-testid="unknown-cell">
                      {note}
                    </span>
                  ))}
                </>
              ),
              scores: [score.top, score.second] as const,
            };
          })}
          max={100}
          caption={t('results.comparisonTitle', { first: displayNameOf(first.name), second: displayNameOf(second.name) })}
          texts={comparisonProfileTranslations[language]}
          className="pc-comparison"
        />
      </>
    ) : null;

  const tipsList = (
    <TipsList
      items={tips}
      label={t('results.tipsTitle')}
      texts={tipsListTranslations[language]}
      className="pc-tips"
    />
  );

  return (
    <div className="pc-results" data-testid="results">
      <h1 tabIndex={-1}>{t('results.title')}</h1>
      <MailNotice />
      <BestMatch name={address.supplier} displayName={topName} percentage={percentage} />
      <p data-testid="region-note">{t('results.regionShown', { where: t(`results.regionsIn.${region}`) })}</p>
      <p className="pc-results__data" data-testid="results-data-note">
        {unknownCount > 0 ? `${t('results.unknownSummary', { supplier: topName, count: 7 - unknownCount })} ` : null}
        <a href={methodologyPath(language)}>{t('methodology.link')}</a>
      </p>
      <Tabs
        label={t('results.tabsLabel')}
        className="pc-tabs"
        items={[
          { id: 'top', label: t('results.tabTopFive'), content: topFive },
          ...(comparison ? [{ id: 'comparison', label: t('results.tabComparison'), content: comparison }] : []),
          { id: 'tips', label: t('results.tabTips'), content: tipsList },
        ]}
      />
      <p className="pc-results__address-only" data-testid="address-only">
        {t('results.addressOnly')}
      </p>
      <ShareLink url={window.location.href} />
      <RestartHint language={language} />
    </div>
  );
}
