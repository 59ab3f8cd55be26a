import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { AppLanguage } from '../config.js';
import { DeferredSupplierBanner, endResumingMark, isSurveyWanted, preloadSurvey, requestStart } from '../app/deferred.js';
import { QUESTION_COUNT } from './question-count.js';

/**
 * The intro page as the survey view will render it, from the main bundle (and prerendered as HTML), so the first
 * paint needs no engine code. The engine loads when the visitor means to start: a pointer on or focus in the start
 * button preloads it, a press starts the survey as soon as its code has arrived. `data-hydrated` marks the moment
 * the button works.
 */
export function IntroPreview({ i18n }: { i18n: I18n }) {
  const { t } = useTranslation();
  const language = i18n.language as AppLanguage;
  const [hydrated, setHydrated] = useState(false);
  const preload = () => void preloadSurvey(language);
  useEffect(() => {
    setHydrated(true);
    // No kept questionnaire is shown after all: the intro hidden by the loader's mark appears.
    if (!isSurveyWanted()) endResumingMark();
  }, []);
  return (
    <div className="ts-survey pc-survey" lang={language}>
      <div className="ts-survey__header" />
      <form
        className="ts-page pc-page pc-page--intro"
        data-page-key="first_page"
        data-preview="true"
        data-hydrated={hydrated ? 'true' : undefined}
        aria-labelledby="pc-intro-title"
      >
        <h1 id="pc-intro-title" className="ts-page__title">
          {t('intro.title')}
        </h1>
        <p className="ts-page__description">{t('intro.text', { count: QUESTION_COUNT })}</p>
        <div className="ts-section ts-section--content">
          <div>
            <p>{t('intro.initiative')}</p>
          </div>
        </div>
        <div className="ts-question ts-question--content">
          <DeferredSupplierBanner language={language} />
        </div>
        <div className="ts-nav">
          <button type="button" className="ts-button ts-button--primary ts-nav__next" onClick={() => requestStart(language)}
            onPointerEnter={preload}
            onPointerDown={preload}
            onFocus={preload}
          >
            {t('nav.start')}
          </button>
        </div>
      </form>
    </div>
  );
}
