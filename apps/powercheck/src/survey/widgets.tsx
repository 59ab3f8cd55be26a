import { createContext, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentQuestion, FullSurveyController } from '@treesponse/core';
import { ContentBlock, useSurvey, useSurveyState, type QuestionComponentProps } from '@treesponse/react';
import type { AppConfig, AppLanguage } from '../config.js';
import { navigate } from '../app/router.js';
import { SupplierBanner } from '../components/SupplierBanner.js';
import { SourceLogos } from '../components/SourceLogos.js';
import { finishQuestionnaire } from './finish.js';
import { keepMailNotice } from '../results/mail-notice.js';
import { PARAMETER_KEYS, type Widget } from './pages.js';
import type { SurveySession } from './session.js';

export interface SurveyAppContextValue {
  config: AppConfig;
  language: AppLanguage;
  session: SurveySession;
  /** Starts a new, empty questionnaire. */
  restart: () => void;
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

/** Starts a new, empty questionnaire. */
function RestartButton() {
  const { t } = useTranslation();
  const { restart } = useSurveyApp();
  return (
    <p>
      <button type="button" className="ts-button ts-button--primary pc-restart" onClick={restart}>
        {t('error.restart')}
      </button>
    </p>
  );
}

/** Sends the visitor to a results address: inside the app without a reload, elsewhere with a page load. */
function openAddress(address: string): void {
  const url = new URL(address, window.location.href);
  if (url.origin === window.location.origin) navigate(url.pathname + url.search);
  else window.location.assign(url.href);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Runs the result page's work once per visit of the page and opens the results address once, even when the page
 * re-renders, the language changes or the visitor leaves and comes back (then a link is shown instead).
 */
function ResultRunner() {
  const { t } = useTranslation();
  const controller = useSurvey() as FullSurveyController;
  const { config, session, restart } = useSurveyApp();
  // Back from the results page: the result was opened already, so this page offers it again instead of a redirect.
  const [returned] = useState(() => session.outro?.redirected === true);
  const visits = useSurveyState((state) => state.treesponse.pageVisits.length);
  const [address, setAddress] = useState<string | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);

  useEffect(() => {
    let active = true;
    if (session.outro?.visit !== visits) {
      const done = finishQuestionnaire(controller, {
        config,
        origin: window.location.origin,
        fetch: (input, init) => window.fetch(input, init),
        sleep,
        now: () => Date.now(),
        onSaveFailed: () => setSaveFailed(true),
        onError: (error, context) => console.error(`[powercheck] ${context}:`, error),
        onMailFailed: (reason) => keepMailNotice(window.sessionStorage, reason),
      });
      session.outro = { visit: visits, done, redirected: false };
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

  if (returned && address) {
    return (
      <div className="pc-result-status" data-testid="result-status">
        <p className="pc-result-status__ready">{t('outro.readyTitle')}</p>
        <p>
          <a className="ts-button ts-button--primary" href={address} data-testid="open-again">
            {t('outro.openAgain')}
          </a>{' '}
          <button type="button" className="ts-button pc-restart" onClick={restart}>
            {t('error.restart')}
          </button>
        </p>
      </div>
    );
  }

  return (
    <div className="pc-result-status" data-testid="result-status">
      <p>{t('outro.subtitle')}</p>
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
