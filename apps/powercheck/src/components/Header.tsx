import { useTranslation } from 'react-i18next';
import { APP_LANGUAGES, type AppLanguage } from '../config.js';
import { homePath } from '../app/router.js';
import { Logo } from './Logo.js';

export interface HeaderProps {
  language: AppLanguage;
  /** The address of the current view in another language. */
  pathFor: (language: AppLanguage) => string;
}

/** Skip link, logo (home link) and the language switcher. */
export function Header({ language, pathFor }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="pc-header">
      <a className="pc-skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      <div className="pc-header__inner">
        <a className="pc-header__home" href={homePath(language)}>
          <Logo language={language} label={t('header.logoAlt')} className="pc-logo" />
        </a>
        <nav className="pc-languages" aria-label={t('header.languageLabel')}>
          <ul>
            {APP_LANGUAGES.map((option) => (
              <li key={option}>
                <a
                  href={pathFor(option)}
                  lang={option}
                  hrefLang={option}
                  aria-current={option === language ? 'true' : undefined}
                  className="pc-languages__link"
                >
                  <span aria-hidden="true">{option.toUpperCase()}</span>
                  <span className="pc-visually-hidden">{t(`languages.${option}`)}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
