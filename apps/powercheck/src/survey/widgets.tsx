import { createContext, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentQuestion } from '@treesponse/core';
import { ContentBlock, type QuestionComponentProps } from '@treesponse/react';
import type { AppConfig, AppLanguage } from '../config.js';
import { SupplierBanner } from '../components/SupplierBanner.js';
import { SourceLogos } from '../components/SourceLogos.js';
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
      return <ResultStatus />;
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

/**
 * What the result page shows of the end of the questionnaire (finish.ts runs it, from the engine's completion): a
 * spinner until the results address opens, then a link to it; coming back to the page after it opened (Back), the
 * result again and a new start instead of a redirect that does not come.
 */
function ResultStatus() {
  const { t } = useTranslation();
  const { session, restart } = useSurveyApp();
  const address = session.ending?.address ?? null;
  // Back from the results page: the result was opened already, so this page offers it again instead of a redirect.
  const [returned] = useState(() => session.ending?.redirected === true);

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
