import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppLanguage } from '../config.js';
import { Logo } from './Logo.js';
import { cooperativesFor } from './partners.js';

// The carousel is below the fold: its code loads after the first paint.
const PartnerCarousel = lazy(() => import('./PartnerCarousel.js'));

/** Logo, made-by line, privacy link, initiative line and the partner cooperatives. */
export function Footer({ language }: { language: AppLanguage }) {
  const { t } = useTranslation();
  const cooperatives = cooperativesFor(language);
  return (
    <footer className="pc-footer">
      <div className="pc-footer__inner">
        <section className="pc-footer__partners" aria-labelledby="pc-partners-title">
          <h2 id="pc-partners-title" className="pc-footer__title">
            {t('footer.partnersTitle')}
          </h2>
          <Suspense fallback={<div className="pc-carousel-placeholder" />}>
            <PartnerCarousel key={language} language={language} cooperatives={cooperatives} />
          </Suspense>
        </section>
        <div className="pc-footer__about">
          <Logo language={language} label={t('footer.logoAlt')} inverted className="pc-logo" />
          <p>{t('footer.initiative')}</p>
          <p>{t('footer.madeBy')}</p>
          <p>
            <a href={`/${language}/privacy`}>{t('footer.privacyLink')}</a>
          </p>
        </div>
      </div>
    </footer>
  );
}
