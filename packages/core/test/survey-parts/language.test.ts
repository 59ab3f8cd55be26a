/**
 * The survey's language (survey/language.ts, engine-texts.ts): English is built in, Dutch, French and German load when
 * a survey first needs them. The loaded packs are shared by the whole page, so each case below uses a language no
 * earlier case has loaded.
 */
import { describe, expect, it } from 'vitest';
import { hasEngineTexts, loadEngineTexts } from '../../src/engine-texts.js';
import { MissingTranslationError } from '../../src/errors.js';
import { MESSAGES } from '../../src/messages.js';
import { createOfflineApi } from '../../src/offline-api.js';
import { createSurvey } from '../../src/survey.js';
import type { Language } from '../../src/types.js';
import { testEnvironment } from '../support/fixtures.js';

function start(language: Language) {
  const environment = testEnvironment();
  const survey = createSurvey({
    definition: {
      key: 'languages',
      languages: ['en', 'nl', 'fr', 'de'],
      pages: [{ key: 'p', order: 0, title: { en: 'You', nl: 'Jij', fr: 'Vous', de: 'Sie' }, sections: [{ type: 'question', question: { key: 'q', type: 'string', required: true } }] }],
    },
    api: createOfflineApi(),
    language,
    environment,
  });
  survey.touch('q');
  return { survey, environment };
}

describe('the engine texts of a language load when a survey needs them', () => {
  it('has only English at first; a survey in another language shows loading until its texts are in, then reports nothing missing', async () => {
    expect(hasEngineTexts('en')).toBe(true);
    expect(hasEngineTexts('de')).toBe(false);
    const { survey, environment } = start('de');
    expect(survey.getState()).toMatchObject({ loading: true, language: 'de' });
    await survey.ready();
    expect(survey.getState()).toMatchObject({ loading: false, language: 'de' });
    expect(survey.getState().errors.q).toBe(MESSAGES.de['validation.required']);
    expect(environment.reported.filter(({ error }) => error instanceof MissingTranslationError)).toEqual([]);
  });

  it('keeps the current language on screen until the new one is in, then switches and tells the subscribers', async () => {
    const { survey } = start('en');
    const notified: string[] = [];
    survey.subscribe(() => notified.push(survey.getState().language));
    const switching = survey.setLanguage('fr');
    expect(survey.getState().language).toBe('en');
    expect(survey.getState().errors.q).toBe(MESSAGES.en['validation.required']);
    await switching;
    expect(survey.getState().language).toBe('fr');
    expect(survey.getState().errors.q).toBe(MESSAGES.fr['validation.required']);
    expect(notified).toContain('fr');
  });

  it('switches before setLanguage returns when the texts are in, and the last language asked for wins', async () => {
    const { survey } = start('fr');
    void survey.setLanguage('en');
    expect(survey.getState().language).toBe('en');
    const toDutch = survey.setLanguage('nl');
    void survey.setLanguage('fr');
    expect(survey.getState().language).toBe('fr');
    await toDutch;
    expect(survey.getState().language).toBe('fr');
    expect(hasEngineTexts('nl')).toBe(true);
  });

  it('loads a regional tag by its language, and has nothing to load for a language the engine has no texts in', async () => {
    await expect(loadEngineTexts(['fr-BE', 'es', 'en'])).resolves.toBeUndefined();
    expect(hasEngineTexts('es')).toBe(true);
    const { survey } = start('fr-BE');
    expect(survey.getState().loading).toBe(false);
    expect(survey.getState().errors.q).toBe(MESSAGES.fr['validation.required']);
  });
});
