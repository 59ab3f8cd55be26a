import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppLanguage } from '../config.js';
import type { MethodologyTexts } from '../methodology/texts/index.js';
import type { CalculationProps } from './Calculation.js';
import type { Ranking } from './model.js';

interface LoadedCalculation {
  readonly language: AppLanguage;
  readonly Calculation: ComponentType<CalculationProps>;
  readonly texts: MethodologyTexts;
}

const downloads = new Map<AppLanguage, Promise<LoadedCalculation>>();
const loaded = new Map<AppLanguage, LoadedCalculation>();

/**
 * Loads the calculation's code (with the supplier figures and sources) and a language's methodology texts, in
 * parallel and once per language; a failed download may be tried again.
 */
export function loadCalculation(language: AppLanguage): Promise<LoadedCalculation> {
  let download = downloads.get(language);
  if (!download) {
    download = Promise.all([
      import('./Calculation.js'),
      import('../methodology/texts/index.js').then(({ loadMethodologyTexts }) => loadMethodologyTexts(language)),
    ]).then(([module, texts]) => {
      const calculation = { language, Calculation: module.default, texts };
      loaded.set(language, calculation);
      return calculation;
    });
    download.catch(() => downloads.delete(language));
    downloads.set(language, download);
  }
  return download;
}

export interface CalculationPanelProps {
  /** The panel's id, which the toggle's aria-controls names. */
  id: string;
  /** The id of the toggle that opened the panel: focus goes back to it when the retry button goes away. */
  toggleId: string;
  language: AppLanguage;
  ranking: Ranking;
  name: string;
}

/**
 * The opened calculation of one supplier. Its code, figures and texts load when it first opens: meanwhile the panel
 * says so (a polite status, the page stays usable); if the download fails it says so and offers to try again.
 */
export function CalculationPanel({ id, toggleId, language, ranking, name }: CalculationPanelProps) {
  const { t } = useTranslation();
  const [calculation, setCalculation] = useState<LoadedCalculation | undefined>(() => loaded.get(language));
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const ready = calculation?.language === language ? calculation : undefined;
  useEffect(() => {
    if (ready) return undefined;
    let active = true;
    setFailed(false);
    loadCalculation(language).then(
      (next) => {
        if (active) setCalculation(next);
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [language, ready, attempt]);

  const retry = () => {
    // The retry button is replaced by the loading status: focus goes back to the toggle instead of getting lost.
    document.getElementById(toggleId)?.focus();
    setAttempt((count) => count + 1);
  };

  return (
    <div className="pc-explain" id={id} data-testid="calculation" aria-busy={ready ? undefined : true}>
      {ready ? (
        <ready.Calculation language={language} ranking={ranking} name={name} captionId={`${id}-caption`} texts={ready.texts} />
      ) : failed ? (
        <p className="pc-explain__status" role="alert" data-testid="calculation-failed">
          {t('results.explainFailed')}{' '}
          <button type="button" className="ts-button ts-button--secondary" onClick={retry}>
            {t('results.explainRetry')}
          </button>
        </p>
      ) : (
        <p className="pc-explain__status" role="status" data-testid="calculation-loading">
          {t('results.explainLoading')}
        </p>
      )}
    </div>
  );
}
