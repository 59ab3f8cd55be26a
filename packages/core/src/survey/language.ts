/**
 * The survey's language. Switching waits for the engine's texts of the new language when they are not loaded yet,
 * and the current language stays on screen until they are in; the last switch asked for wins. A survey that starts
 * in a language whose texts are not loaded shows `loading` until they are. A pack that fails to load is reported
 * and the switch happens anyway, with the engine's texts from the fallback language, as for any language the engine
 * has no texts in.
 */
import { hasEngineTexts, loadEngineTexts } from '../engine-texts.js';
import type { Language } from '../definition-types.js';
import type { Translator } from '../translator.js';
import type { ResponseCell } from './answers.js';

export interface SurveyLanguage {
  /** Switches to `next`: at once when its texts are in, else once they are. */
  set(next: Language): Promise<void>;
  /** True while the starting language's texts are loading. */
  readonly loading: boolean;
  /** Settles when the starting language's texts are in (at once when they were). */
  readonly started: Promise<void>;
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
  };
}
