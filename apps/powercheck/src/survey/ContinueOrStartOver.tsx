import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeptSession } from './kept.js';
import { PAGE, pageTitleKey } from './pages.js';

/**
 * A questionnaire is waiting on this device (reopened after a pause, or the home link was followed mid-way): the
 * visitor continues it on the page named, or starts over, which forgets it. Focus goes to the question when shown.
 */
export function ContinueOrStartOver({ waiting, onContinue, onStartOver }: { waiting: KeptSession; onContinue: () => void; onStartOver: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const page = t(pageTitleKey(waiting.page) ?? pageTitleKey(PAGE.intro) ?? 'intro.title');
  return (
    <section className="ts-survey pc-survey pc-continue" aria-labelledby="pc-continue-title" data-testid="continue-or-start-over">
      <h1 id="pc-continue-title" className="ts-page__title" tabIndex={-1} ref={heading}>
        {t('survey.continueTitle')}
      </h1>
      <p>{t('survey.continueText', { page })}</p>
      <div className="ts-nav pc-continue__choices">
        <button type="button" className="ts-button ts-button--primary" onClick={onContinue} data-testid="continue">
          {t('survey.continueButton')}
        </button>
        <button type="button" className="ts-button" onClick={onStartOver} aria-describedby="pc-continue-hint" data-testid="start-over">
          {t('survey.startOverButton')}
        </button>
      </div>
      <p id="pc-continue-hint" className="pc-continue__hint">
        {t('survey.startOverHint')}
      </p>
    </section>
  );
}
