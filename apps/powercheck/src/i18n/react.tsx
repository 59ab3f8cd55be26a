/** React bindings of the translator: a provider and `useTranslation`, which re-renders on a language change. */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { I18n, TFunction } from './translator.js';

const TranslatorContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

/** The texts of the current language; the component re-renders when the language changes. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(TranslatorContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it');
  const language = useSyncExternalStore(i18n.subscribe, () => i18n.language, () => i18n.language);
  return { t: i18n.getFixedT(language), i18n };
}
