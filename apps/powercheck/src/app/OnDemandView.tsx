import { Suspense, useCallback, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import type { AppLanguage } from '../config.js';
import { ALL_VIEW_TEXTS, addViewTexts, hasViewTexts, type ViewTextPart } from '../i18n/index.js';

/**
 * A view whose code and texts load on demand: `fallback` shows until the parts of the language's view texts the view
 * needs (`texts`, by default all) are in the instance (it asks for them, see addViewTexts) and then, inside a
 * Suspense boundary, until the view's code has loaded. A view prerendered with its texts hydrates at once: the
 * browser adds them before hydrating (main.tsx, with the same parts: VIEW_TEXTS).
 */
export function OnDemandView({
  i18n,
  language,
  texts = ALL_VIEW_TEXTS,
  fallback,
  children,
}: {
  i18n: I18n;
  language: AppLanguage;
  texts?: readonly ViewTextPart[];
  fallback: ReactNode;
  children: ReactNode;
}) {
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.store.on('added', changed);
      return () => i18n.store.off('added', changed);
    },
    [i18n],
  );
  const loaded = () => hasViewTexts(i18n, language, texts);
  const ready = useSyncExternalStore(subscribe, loaded, loaded);
  useEffect(() => {
    // A failed download leaves the fallback; the next view or language asks again.
    if (!ready) addViewTexts(i18n, language, texts).catch(() => undefined);
  }, [i18n, language, ready, texts]);
  return ready ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
