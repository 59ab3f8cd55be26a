import { useTranslation } from 'react-i18next';
import type { AppLanguage } from '../config.js';
import { homePath } from '../app/router.js';

/** Shown for every address the app does not know. */
export function NotFound({ language }: { language: AppLanguage }) {
  const { t } = useTranslation();
  return (
    <div className="pc-panel pc-not-found" data-testid="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <a className="pc-button" href={homePath(language)}>
          {t('notFound.home')}
        </a>
      </p>
    </div>
  );
}
