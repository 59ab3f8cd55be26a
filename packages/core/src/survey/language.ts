/**
 * The survey's language. Switching waits for the engine's texts of the new language when they are not loaded yet,
 * and the current language stays on screen until they are in; the last switch asked for wins. A survey that starts
 * in a language whose texts are not loaded shows `loading` until they are. A pack that fails to load is reported
 * and the switch happens anyway, with the engine's texts from the fallback language, as for any language the engine
 * has no texts in.
 */
import { hasEngineTexts, loadEngineTexts } from '../engine-texts.js';
import type { Language, SurveyDefinition } from '../definition-types.js';
import { UndeclaredLanguageError } from '../errors.js';
import type { Translator } from '../translator.js';
import type { ResponseCell } from './answers.js';

/** Whether `language` is one of `declared` (or a regional form of one: 'fr-BE' of 'fr'), case ignored. */
export function isDeclaredLanguage(language: string, declared: readonly string[]): boolean {
  const wanted = language.toLowerCase();
  return declared.some((tag) => wanted === tag.toLowerCase() || wanted.startsWith(`${tag.toLowerCase()}-`));
}

/**
 * The language a survey may show when `wanted` is asked for: `wanted` when the definition declares it (or declares
 * none), else the definition's default language, with an UndeclaredLanguageError reported.
 */
export function declaredLanguageOf(
  definition: Pick<SurveyDefinition, 'languages' | 'defaultLanguage'>,
  report: (error: unknown, context: string) => void,
): (wanted: Language) => Language {
  const defaultLanguage: Language = definition.defaultLanguage ?? definition.languages?.[0] ?? 'nl';
  return (wanted) => {
    const declared = definition.languages;
    if (!declared?.length || isDeclaredLanguage(wanted, declared)) return wanted;
    report(new UndeclaredLanguageError(wanted, declared, defaultLanguage), 'language');
    return defaultLanguage;
  };
}

export interface SurveyLanguage {
  /** Switches to `next`: at once when its texts are in, else once they are. */
  set(next: Language): Promise<void>;
  /** True while the starting language's texts are loading. */
  readonly loading: boolean;
  /** Settles when the starting language's texts are in (at once when they were). */
  readonly started: Promise<void>;
  /** Loads the engine's texts of a language without switching to it; a failed load is reported ('translation'). */
  loadTexts(language: Language): Promise<void>;
}

export function createSurveyLanguage(parts: {
  translator: Translator;
  response: ResponseCell;
  emit: () => void;
  report: (error: unknown, context: string) => void;
}): SurveyLanguage {
  const { translator, response, emit, report } = parts;
  let latest = 0;
  let loading = !hasEngineTexts(translator.language);

  const loadReported = (language: Language) => loadEngineTexts(language).catch((error: unknown) => report(error, 'translation'));

  const started = loading
    ? loadReported(translator.language).then(() => {
        loading = false;
        emit();
      })
    : Promise.resolve();

  const apply = (next: Language) => {
    translator.setLanguage(next);
    response.current = { ...response.current, language: next };
    emit();
  };

  return {
    set(next) {
      latest += 1;
      if (hasEngineTexts(next)) {
        apply(next);
        return Promise.resolve();
      }
      const request = latest;
      return loadReported(next).then(() => {
        if (request === latest) apply(next);
      });
    },
    get loading() {
      return loading;
    },
    started,
    loadTexts: loadReported,
  };
}
