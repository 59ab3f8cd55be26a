import { Carousel, carouselTranslations } from '@treesponse/react';
import { useTranslation } from 'react-i18next';
import type { AppLanguage } from '../config.js';
import { PARTNERS_PER_SLIDE } from './partners.js';
import { PartnerTiles } from './PartnerTiles.js';
import './partner-carousel.css';

/** The partner cooperatives as name tiles with a monogram, a few per slide, in the shared carousel widget. */
export default function PartnerCarousel({ language, cooperatives }: { language: AppLanguage; cooperatives: readonly string[] }) {
  const { t } = useTranslation();
  const slides = [];
  for (let start = 0; start < cooperatives.length; start += PARTNERS_PER_SLIDE) {
    slides.push(<PartnerTiles key={start} names={cooperatives.slice(start, start + PARTNERS_PER_SLIDE)} />);
  }
  return (
    <Carousel
      items={slides}
      label={t('footer.partnersTitle')}
      interval={12000}
      // Short labels, so the three controls fit in one compact row on a phone; the carousel's label names what they move.
      texts={{
        ...carouselTranslations[language],
        previous: t('footer.carouselPrevious'),
        next: t('footer.carouselNext'),
        stopRotation: t('footer.carouselPause'),
        startRotation: t('footer.carouselPlay'),
      }}
      className="pc-carousel"
    />
  );
}
