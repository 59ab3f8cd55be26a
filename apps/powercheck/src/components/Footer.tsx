import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppLanguage } from '../config.js';
import { Logo } from './Logo.js';
import { cooperativesFor, PARTNERS_PER_SLIDE } from './partners.js';
import { PartnerTiles } from './PartnerTiles.js';

// The carousel is below the fold: its code loads when the footer comes near the viewport. It is not prerendered,
// since its sliding track is laid out with inline styles, which the CSP allows from scripts but not in HTML. Until it
// is in, the footer shows its first slide as plain tiles, so the block is never an empty band.
const PartnerCarousel = lazy(() => import('./PartnerCarousel.js'));

/** True once the element is in the viewport (at once where IntersectionObserver is missing). */
function useNearViewport(element: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

/** Logo, made-by line, privacy link, initiative line and the partner cooperatives. */
export function Footer({ language }: { language: AppLanguage }) {
  const { t } = useTranslation();
  const cooperatives = cooperativesFor(language);
  const partners = useRef<HTMLElement>(null);
  const shown = useNearViewport(partners);
  const firstSlide = (
    <div className="pc-carousel-placeholder">
      <PartnerTiles names={cooperatives.slice(0, PARTNERS_PER_SLIDE)} />
    </div>
  );
  return (
    <footer className="pc-footer">
      <div className="pc-footer__inner">
        <section className="pc-footer__partners" aria-labelledby="pc-partners-title" ref={partners}>
          <h2 id="pc-partners-title" className="pc-footer__title">
            {t('footer.partnersTitle')}
          </h2>
          {shown ? (
            <Suspense fallback={firstSlide}>
              <PartnerCarousel key={language} language={language} cooperatives={cooperatives} />
            </Suspense>
          ) : (
            firstSlide
          )}
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
