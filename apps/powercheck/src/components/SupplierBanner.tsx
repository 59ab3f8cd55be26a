import { useTranslation } from 'react-i18next';
import type { AppLanguage } from '../config.js';
import { regionOfLanguage, regionSuppliersFor } from '../suppliers/catalogue.js';

/** The logos of the suppliers the comparison covers (the table of the visitor's language). */
export function SupplierBanner({ language }: { language: AppLanguage }) {
  const { t } = useTranslation();
  const suppliers = regionSuppliersFor(regionOfLanguage(language));
  return (
    <section className="pc-banner" aria-labelledby="pc-banner-title">
      <h2 id="pc-banner-title" className="pc-banner__title">
        {t('intro.bannerLabel')}
      </h2>
      <ul className="pc-banner__list">
        {suppliers.map((supplier) => (
          <li key={supplier.name} className="pc-banner__item">
            <img src={supplier.logo.src} alt={supplier.logo.alt} width={160} height={48} />
          </li>
        ))}
      </ul>
    </section>
  );
}
