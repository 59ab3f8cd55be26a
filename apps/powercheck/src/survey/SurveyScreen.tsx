import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { SurveyState } from '@treesponse/core';
import { Survey, type QuestionComponents } from '@treesponse/react';
import type { AppConfig, AppLanguage } from '../config.js';
import { endResumingMark, takeStartRequest } from '../app/deferred.js';
import { cameThroughHistory } from '../app/router.js';
import { RadioOrScale } from './ImportanceScale.js';
import { PAGE } from './pages.js';
import { progressCounter } from './progress.js';
import { browserSessionStore, isFinished } from './session.js';
import { ContentOrWidget, SurveyAppContext } from './widgets.js';
import { ContinueOrStartOver } from './ContinueOrStartOver.js';
import './survey.css';

const COMPONENTS: QuestionComponents = { radio: RadioOrScale, content: ContentOrWidget };

export interface SurveyScreenProps {
  language: AppLanguage;
  config: AppConfig;
  i18n: I18n;
}

function ProgressCounter({ current, total }: { current: number; total: number }) {
  const { t } = useTranslation();
  return (
    <div className="pc-progress" data-testid="progress">
      <span className="pc-progress__text">{t('progress.label', { current, total })}</span>
      <span className="pc-progress__track" aria-hidden="true">
        <span className="pc-progress__fill" style={{ width: `${Math.round((current / total) * 100)}%` }} />
      </span>
    </div>
  );
}

function ErrorIcon({ label }: { label: string }) {
  return (
    <svg className="pc-error-icon" role="img" aria-label={label} viewBox="0 0 48 48" width="56" height="56">
      <circle cx="24" cy="24" r="22" fill="#fff4d6" stroke="#8a5a00" strokeWidth="3" />
      <path d="M24 12v16" stroke="#8a5a00" strokeWidth="4" strokeLinecap="round" />
      <circle cx="24" cy="35" r="2.6" fill="#8a5a00" />
    </svg>
  );
}

/** The questionnaire: the engine's survey view with the app's scale, widgets, labels and progress counter. */
export default function SurveyScreen({ language, config, i18n }: SurveyScreenProps) {
  const { t } = useTranslation();
  const store = browserSessionStore(config, i18n);
  // Coming back to the survey after a finished questionnaire opens a new one; Back from its results page shows its
  // result page again, which then offers the ranking again or a new start instead of a redirect.
  const [session, setSession] = useState(() => {
    const finished = store.current();
    return finished && cameThroughHistory() && finished.ending?.redirected ? finished : store.open(language);
  });
  const { controller } = session;

  useEffect(() => {
    const follow = () => setSession(store.current() ?? store.open(language));
    follow();
    return store.subscribe(follow);
  }, [store, language]);

  // The header logo leads home: after a finished questionnaire, that is a new one; mid-questionnaire, the visitor
  // (perhaps someone else on a shared device) chooses to continue it or start over.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const home = (event.target as Element | null)?.closest?.('a.pc-header__home');
      if (!home) return;
      if (isFinished(store.current() ?? session)) store.open(language);
      else store.askBeforeContinuing();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [store, session, language]);

  // After a choice between continuing and starting over, focus goes to the page shown next (the buttons are gone).
  const chose = useRef(false);
  const restart = useCallback(() => {
    chose.current = true;
    store.restart(language);
  }, [store, language]);
  const continueWaiting = useCallback(() => {
    chose.current = true;
    store.continueWaiting(language);
  }, [store, language]);
  useEffect(() => {
    if (!chose.current || session.waiting || session.resuming) return;
    chose.current = false;
    document.querySelector<HTMLElement>('.pc-survey .ts-page__title')?.focus();
  }, [session]);

  useLayoutEffect(() => {
    if (controller.getState().language !== language) void controller.setLanguage(language);
  }, [controller, language]);

  // The questionnaire (or the choice to continue it) is on screen: the intro hidden while it loaded may show again.
  useLayoutEffect(() => {
    if (!session.resuming) endResumingMark();
  }, [session]);

  // The visitor pressed start on the intro preview before this code had loaded.
  useEffect(() => {
    if (takeStartRequest() && controller.getState().pageIndex === 0) void controller.next();
  }, [controller]);

  const context = useMemo(() => ({ config, language, session, restart }), [config, language, session, restart]);

  const header = (state: SurveyState): ReactNode => {
    if (state.page.key === PAGE.error) return <ErrorIcon label={t('error.iconLabel')} />;
    if (state.isFirstPage) return null;
    const counter = progressCounter(state);
    return counter ? <ProgressCounter {...counter} /> : null;
  };

  const nextLabel = (state: SurveyState): ReactNode => {
    if (state.submitting) return t('nav.saving');
    if (state.page.key === PAGE.intro) return t('nav.start');
    if (state.page.key === PAGE.summary) return t('summary.goToResult');
    return t('nav.next');
  };

  if (session.waiting) {
    return (
      <ContinueOrStartOver
        key={session.serial}
        waiting={session.waiting}
        onContinue={continueWaiting}
        onStartOver={restart}
      />
    );
  }

  if (session.resuming) {
    return (
      <p className="pc-spinner pc-resuming" role="status">
        <span className="ts-spinner pc-spinner__icon" aria-hidden="true" />
        {t('survey.resuming')}
      </p>
    );
  }

  return (
    <SurveyAppContext.Provider value={context}>
      <Survey
        key={session.serial}
        controller={controller}
        components={COMPONENTS}
        header={header}
        nextLabel={nextLabel}
        previousLabel={t('nav.previous')}
        showProgress={false}
        className="pc-survey"
      />
    </SurveyAppContext.Provider>
  );
}
