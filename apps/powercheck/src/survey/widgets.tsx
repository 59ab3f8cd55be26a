import { createContext, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentQuestion, FullSurveyController } from '@treesponse/core';
import { ContentBlock, useSurvey, useSurveyState, type QuestionComponentProps } from '@treesponse/react';
import { buildResultAddress, computeResult } from '@powercheck/scoring';
import type { AppConfig, AppLanguage } from '../config.js';
import { SUPPLIER_DATA_VERSION_ANSWER, scoringTableFor, supplierTableFor } from '../suppliers/index.js';
import { navigate } from '../app/router.js';
import { SupplierBanner } from '../components/SupplierBanner.js';
import { SourceLogos } from '../components/SourceLogos.js';
import { PAGE, PARAMETER_KEYS, type Widget } from './pages.js';
import type { SurveySession } from './session.js';

export interface SurveyAppContextValue {
  config: AppConfig;
  language: AppLanguage;
  session: SurveySession;
}

export const SurveyAppContext = createContext<SurveyAppContextValue | null>(null);

function useSurveyApp(): SurveyAppContextValue {
  const value = useContext(SurveyAppContext);
  if (!value) throw new Error('Survey widgets need a SurveyAppContext');
  return value;
}

/** Content questions marked `data-widget` render the app's widget; the others render their Markdown. */
export function ContentOrWidget({ question }: QuestionComponentProps<ContentQuestion>) {
  const name = question.htmlAttributes?.['data-widget'] as Widget | undefined;
  switch (name) {
    case 'supplier-banner':
      return <SupplierBannerWidget />;
    case 'parameters':
      return <ParameterList />;
    case 'sources':
      return <SourceLogos />;
    case 'result':
      return <ResultRunner />;
    case 'restart':
      return <RestartButton />;
    default:
      return <ContentBlock question={question} />;
  }
}

function SupplierBannerWidget() {
  const { language } = useSurveyApp();
  return <SupplierBanner language={language} />;
}

/** The seven parameters that enter the result. */
function ParameterList() {
  const { t } = useTranslation();
  return (
    <ul className="pc-parameters">
      {PARAMETER_KEYS.map((key) => (
        <li key={key}>{t(`criteria.${key}.title`)}</li>
      ))}
    </ul>
  );
}

/** Back to the first page with the answers kept, so the visitor can change them. */
function RestartButton() {
  const { t } = useTranslation();
  const controller = useSurvey();
  return (
    <p>
      <button type="button" className="ts-button ts-button--primary pc-restart" onClick={() => controller.goTo(0)}>
        {t('error.restart')}
      </button>
    </p>
  );
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Sends the visitor to a results address: inside the app without a reload, elsewhere with a page load. */
function openAddress(address: string): void {
  const url = new URL(address, window.location.href);
  if (url.origin === window.location.origin) navigate(url.pathname + url.search);
  else window.location.assign(url.href);
}

/** How long the redirect may wait for a slow save after the minimum display time. */
const SAVE_WAIT_LIMIT_MS = 15000;

/**
 * The result page's work: mark the response completed, store the ranking, save, ask for the profile e-mail at the
 * same time (its failure is ignored) and resolve to the results address once the minimum display time has passed.
 * Answers that allow no personal result lead to the insufficient-data page instead (resolves to null).
 */
function runResult(controller: FullSurveyController, config: AppConfig, onSaveFailed: () => void): Promise<string | null> {
  const state = controller.getState();
  const language = state.language as AppLanguage;
  const answers = state.treesponse.answers;
  const result = computeResult(answers, scoringTableFor(language));
  // Which supplier data produced the result, so a stored result can be audited against it later.
  controller.setAnswer(SUPPLIER_DATA_VERSION_ANSWER, supplierTableFor(language).dataVersion);
  controller.setCompleted();
  if (result.insufficientData) {
    controller.setResults({});
    controller.save().catch((error: unknown) => console.error('[powercheck] save:', error));
    controller.goTo(state.pages.findIndex((page) => page.key === PAGE.error));
    return Promise.resolve(null);
  }
  controller.setResults(Object.fromEntries(result.rankings.map(({ name, percentage }) => [name, percentage])));
  const resultAddress = buildResultAddress(result, language, { base: config.resultsBase || window.location.origin });
  const started = Date.now();
  const saving = controller.save().catch((error: unknown) => {
    console.error('[powercheck] save:', error);
    onSaveFailed();
  });
  const email = state.treesponse.email;
  const mailing =
    answers.mailResults === true && email
      ? fetch(config.sendProfileUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ url: resultAddress, email, language }),
          // The request survives the redirect if it is still running.
          keepalive: true,
        }).catch(() => undefined)
      : Promise.resolve();
  return (async () => {
    await Promise.race([Promise.all([saving, mailing]), sleep(config.minResultDisplayMs + SAVE_WAIT_LIMIT_MS)]);
    const remaining = config.minResultDisplayMs - (Date.now() - started);
    if (remaining > 0) await sleep(remaining);
    return resultAddress;
  })();
}

/**
 * Runs the result page's work once per visit of the page and opens the results address once, even when the page
 * re-renders, the language changes or the visitor leaves and comes back (then a link is shown instead).
 */
function ResultRunner() {
  const { t } = useTranslation();
  const controller = useSurvey() as FullSurveyController;
  const { config, session } = useSurveyApp();
  const visits = useSurveyState((state) => state.treesponse.pageVisits.length);
  const [address, setAddress] = useState<string | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);

  useEffect(() => {
    let active = true;
    if (session.outro?.visit !== visits) {
      session.outro = { visit: visits, done: runResult(controller, config, () => setSaveFailed(true)), redirected: false };
    }
    const outro = session.outro;
    void outro.done.then((resultAddress) => {
      if (!active || resultAddress === null) return;
      setAddress(resultAddress);
      if (!outro.redirected) {
        outro.redirected = true;
        openAddress(resultAddress);
      }
    });
    return () => {
      active = false;
    };
  }, [controller, config, session, visits]);

  return (
    <div className="pc-result-status" data-testid="result-status">
      {saveFailed ? <p className="ts-error">{t('outro.saveFailed')}</p> : null}
      {address ? (
        <p>
          <a className="ts-button ts-button--primary" href={address}>
            {t('outro.goNow')}
          </a>
        </p>
      ) : (
        <p className="pc-spinner" role="status">
          <span className="ts-spinner pc-spinner__icon" aria-hidden="true" />
          {t('outro.redirecting')}
        </p>
      )}
    </div>
  );
}
