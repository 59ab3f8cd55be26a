import { useTranslation } from 'react-i18next';
import { CircleGraph } from '@treesponse/react';
import { SupplierLogo } from './SupplierLogo.js';

/** The best-matching supplier at the top of the results page: its percentage as a circle, its logo and name. */
export function BestMatch({ name, displayName, percentage }: { name: string; displayName: string; percentage: number }) {
  const { t } = useTranslation();
  return (
    <section className="pc-results__top" aria-labelledby="pc-top-title">
      <div className="pc-results__graph">
        <CircleGraph
          value={percentage}
          label={t('results.graphLabel', { supplier: displayName, percentage })}
          formatValue={(value) => `${Math.round(value)}%`}
          size={148}
        />
      </div>
      <div>
        <h2 id="pc-top-title" className="pc-results__lead">
          {t('results.topMatch')}
        </h2>
        <p className="pc-results__supplier" data-testid="top-supplier">
          <SupplierLogo name={name} />
          <span>{displayName}</span>
        </p>
        <p className="pc-results__match">{t('results.matchLabel', { percentage })}</p>
      </div>
    </section>
  );
}
