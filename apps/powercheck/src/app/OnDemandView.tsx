import { Suspense, useCallback, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import type { AppLanguage } from '../config.js';
import { addViewTexts, hasViewTexts } from '../i18n/index.js';

/**
 * A view whose code and texts load on demand: `fallback` shows until the language's view texts are in the instance
 * (it asks for them, see addViewTexts) and then, inside a Suspense boundary, until the view's code has loaded. A view
 * prerendered with its texts hydrates at once: the browser adds them before hydrating (main.tsx).
 */
export function OnDemandView({ i18n, language, fallback, children }: { i18n: I18n; language: AppLanguage; fallback: ReactNode; children: ReactNode }) {
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.store.on('added', changed);
      return () => i18n.store.off('added', changed);
    },
    [i18n],
  );
  const loaded = () => hasViewTexts(i18n, language);
  const ready = useSyncExternalStore(subscribe, loaded, loaded);
  useEffect(() => {
    // A failed download leaves the fallback; the next view or language asks again.
    if (!ready) addViewTexts(i18n, language).catch(() => undefined);
  }, [i18n, language, ready]);
  return ready ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
