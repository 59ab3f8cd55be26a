import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  createSurvey,
  hasEngineTexts,
  LANGUAGES,
  loadEngineTexts,
  MESSAGE_KEYS,
  MESSAGES,
  missingEngineTexts,
  MissingTranslationError,
  UndeclaredLanguageError,
  validateDefinition,
  type SurveyDefinition,
} from '../src/index.js';
import { createOfflineApi } from '../src/offline-api.js';
import { page, survey, testEnvironment } from './support/fixtures.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('the engine texts as a contract', () => {
  it('every language the engine ships has a text for every key, and no other key', () => {
    expect(MESSAGE_KEYS.length).toBeGreaterThan(40);
    for (const language of LANGUAGES) {
      expect(missingEngineTexts(MESSAGES[language]), language).toEqual([]);
      expect(Object.keys(MESSAGES[language]).sort(), language).toEqual([...MESSAGE_KEYS].sort());
      for (const key of MESSAGE_KEYS) expect(MESSAGES[language][key].trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('loads the texts of every language the engine ships, regional tags included, from the one list of languages', async () => {
    await loadEngineTexts(LANGUAGES.map((language) => `${language}-BE`));
    for (const language of LANGUAGES) expect(hasEngineTexts(language), language).toBe(true);
    // A language outside the list has nothing to load, and is never waited for.
    expect(hasEngineTexts('es')).toBe(true);
  });

  it('the README lists every key with its English text', () => {
    for (const key of MESSAGE_KEYS) expect(readme, key).toContain(`| \`${key}\` | ${MESSAGES.en[key].replace(/\|/g, '\\|')} |`);
  });

  it('reports a missing text once per key and language, however often it is shown', () => {
    const environment = testEnvironment();
    const s = createSurvey({
      definition: survey([page('p', 1)], { languages: ['es'], fallbackLanguage: 'en', translations: { es: { 'survey.next': 'Siguiente' } } }),
      api: createOfflineApi(),
      environment,
    });
    for (let i = 0; i < 3; i += 1) expect(s.t('survey.previous')).toBe('Previous');
    expect(s.t('survey.next')).toBe('Siguiente');
    const misses = environment.reported.filter((entry) => entry.error instanceof MissingTranslationError);
    expect(misses.map((entry) => (entry.error as MissingTranslationError).key)).toEqual(['survey.previous']);
  });

  it('tells what a declared language lacks, and a default language that is not declared', () => {
    const definition = {
      ...survey([page('p', 1)]),
      languages: ['es', 'nl'],
      defaultLanguage: 'fr',
      translations: { es: Object.fromEntries(MESSAGE_KEYS.slice(2).map((key) => [key, `es ${key}`])) },
    };
    expect(validateDefinition(definition)).toEqual([
      { path: 'defaultLanguage', message: "'fr' is not one of the survey's languages (es, nl)" },
      {
        path: 'translations.es',
        message: `No text for 2 of the engine's ${MESSAGE_KEYS.length} texts in 'es' (${MESSAGE_KEYS.slice(0, 2).join(', ')}); they fall back to the fallback language`,
      },
    ]);
  });
});

describe('the survey language', () => {
  const definition: SurveyDefinition = survey([page('p', 1)], { languages: ['nl', 'en'] });

  it('must be one the definition declares: else the default language is used and the choice reported', () => {
    const environment = testEnvironment();
    const s = createSurvey({ definition, api: createOfflineApi(), language: 'fr', environment });
    expect(s.getState().language).toBe('nl');
    expect(s.getState().treesponse.language).toBe('nl');
    expect(environment.reported).toEqual([{ context: 'language', error: expect.any(UndeclaredLanguageError) }]);
    expect((environment.reported[0]!.error as Error).message).toBe("The survey has no language 'fr' (it declares nl, en): 'nl' is used");
    s.setLanguage('de');
    expect(s.getState().language).toBe('nl');
    s.setLanguage('en-GB'); // a regional form of a declared language
    expect(s.getState().language).toBe('en-GB');
    expect(environment.reported).toHaveLength(2);
  });
});

describe('custom validation messages by translation key', () => {
  it('shows the text of the key in the survey language, with answers piped in', () => {
    const definition = survey(
      [page('p', 1, [{ key: 'n', type: 'number', validators: [{ expression: '{n} > 10', messageKey: 'n.tooSmall' }] }])],
      {
        languages: ['en', 'nl'],
        translations: { en: { 'n.tooSmall': '{{n}} is too small' }, nl: { 'n.tooSmall': '{{n}} is te klein' } },
      },
    );
    expect(validateDefinition(definition)).toEqual([]);
    const s = createSurvey({ definition, api: createOfflineApi(), language: 'nl', environment: testEnvironment() });
    s.setAnswer('n', 3);
    s.touch('n');
    expect(s.getState().errors.n).toBe('3 is te klein');
    s.setLanguage('en');
    expect(s.getState().errors.n).toBe('3 is too small');
  });
});
