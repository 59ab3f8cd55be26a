import { use, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import type { AppLanguage } from '../config.js';
import { addViewTexts, hasViewTexts } from './index.js';

/**
 * Renders its view once the language's view texts are in the instance (see addViewTexts); until then it suspends,
 * so the nearest Suspense boundary shows its fallback. Wraps every view that loads on demand.
 */
export function ViewTexts({ i18n, language, children }: { i18n: I18n; language: AppLanguage; children: ReactNode }) {
  if (!hasViewTexts(i18n, language)) use(addViewTexts(i18n, language));
  return children;
}
