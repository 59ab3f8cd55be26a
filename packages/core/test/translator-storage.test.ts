import { describe, expect, it } from 'vitest';
import {
  textDirection,
  createMemoryStorage,
  createSurvey,
  createTranslator,
  createTreesponderStore,
  interpolate,
  MissingTranslationError,
  resolveEnvironment,
  treesponderStorageKey,
  type KeyValueStorage,
} from '../src/index.js';
import { createOfflineApi } from '../src/offline-api.js';
import { page, survey, testEnvironment } from './support/fixtures.js';

describe('translations', () => {
  it('fills {{placeholders}} and leaves unknown ones', () => {
    expect(interpolate('Characters: {{current}} / {{max}}', { current: 3, max: 10 })).toBe('Characters: 3 / 10');
    expect(interpolate('{{ n }} and {{missing}}', { n: 2 })).toBe('2 and {{missing}}');
  });

  it('a missing key is reported and never yields an empty text', () => {
    const reported: unknown[] = [];
    const t = createTranslator({ language: 'fr', onError: (error) => reported.push(error) });
    expect(t.t('no.such.key')).toBe('no.such.key');
    expect(t.text({ nl: 'Alleen Nederlands' })).toBe('Alleen Nederlands');
    expect(reported).toHaveLength(2);
    expect(reported[0]).toBeInstanceOf(MissingTranslationError);
    expect((reported[0] as Error).message).toBe("Missing translation 'no.such.key' for language 'fr'");
  });

  it('survey translations override and extend the engine texts', async () => {
    const s = createSurvey({
      definition: survey([page('p', 0)], { translations: { nl: { 'validation.required': 'Verplicht!', 'intro.title': 'Hallo {{name}}' } } }),
      api: createOfflineApi(),
      environment: testEnvironment(),
    });
    await s.ready();
    expect(s.t('validation.required')).toBe('Verplicht!');
    expect(s.t('intro.title', { name: 'Ann' })).toBe('Hallo Ann');
    expect(s.t('text.counter', { current: 1, max: 5 })).toBe('Tekens: 1 / 5');
    expect(s.text({ nl: 'Titel', fr: 'Titre' })).toBe('Titel');
  });

  it('two surveys in different languages never share language state', async () => {
    const definition = survey([page('p', 0, [{ key: 'q', type: 'string', required: true }])]);
    const dutch = createSurvey({ definition, api: createOfflineApi(), language: 'nl', environment: testEnvironment() });
    const german = createSurvey({ definition, api: createOfflineApi(), language: 'de', environment: testEnvironment() });
    await Promise.all([dutch.ready(), german.ready()]);
    dutch.touch('q');
    german.touch('q');
    expect(dutch.t('upload.file')).toBe('Upload bestand');
    expect(german.t('upload.file')).toBe('Datei hochladen');
    await german.setLanguage('fr');
    expect(dutch.getState().errors.q).toBe('Dit veld is verplicht');
    expect(german.getState().errors.q).toBe('Ce champ est obligatoire');
    expect(dutch.getState().language).toBe('nl');
    expect(dutch.text({ nl: 'ja', fr: 'oui' })).toBe('ja');
    expect(german.text({ nl: 'ja', fr: 'oui' })).toBe('oui');
  });
});

function throwingStorage(failOn: 'read' | 'write' | 'both'): KeyValueStorage {
  const quota = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  const blocked = () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  };
  return {
    getItem: failOn === 'write' ? () => null : blocked,
    setItem: failOn === 'read' ? () => undefined : quota,
    removeItem: quota,
  };
}

describe('treesponder storage', () => {
  it('one key per project holding token and id', () => {
    const storage = createMemoryStorage();
    const store = createTreesponderStore(storage, 'proj-a', () => undefined);
    store.save({ id: 'abc', token: 'tok', saved: true });
    expect(treesponderStorageKey('proj-a')).toBe('treesponse:proj-a:treesponder');
    expect(JSON.parse(storage.getItem('treesponse:proj-a:treesponder')!)).toEqual({ token: 'tok', id: 'abc' });
    expect(createTreesponderStore(storage, 'proj-b', () => undefined).load()).toEqual({ id: null, token: null, saved: false });
    expect(createTreesponderStore(storage, 'proj-a', () => undefined).load()).toEqual({ id: 'abc', token: 'tok', saved: true });
  });

  it.each(['{not json', '"a string"', '{"id": 5}', 'null', '{"id":"","token":"t"}'])('corrupt content %s is reported and ignored', (raw) => {
    const reported: string[] = [];
    const storage = createMemoryStorage({ [treesponderStorageKey('p')]: raw });
    const store = createTreesponderStore(storage, 'p', (_error, context) => reported.push(context));
    expect(store.load()).toEqual({ id: null, token: null, saved: false });
    expect(reported).toEqual(['storage corrupt']);
  });

  it('blocked storage: the survey runs and saves, the problem is reported', async () => {
    const environment = testEnvironment({ storage: throwingStorage('both') });
    const s = createSurvey({ definition: survey([page('a', 0), page('b', 1)]), api: createOfflineApi(), environment });
    expect(await s.next()).toBe(true);
    expect(s.getState().treesponse.id).toHaveLength(12);
    expect(environment.reported.map((r) => r.context)).toEqual(['storage read', 'storage write']);
    expect((environment.reported[1]!.error as DOMException).name).toBe('QuotaExceededError');
  });

  it('full storage: the treesponder is kept in memory so the visitor is not created twice', async () => {
    let created = 0;
    const offline = createOfflineApi();
    const api = { ...offline, createTreesponder: () => ((created += 1), offline.createTreesponder()) };
    const environment = testEnvironment({ storage: throwingStorage('write') });
    const s = createSurvey({ definition: survey([page('a', 0), page('b', 1), page('c', 2)]), api, environment });
    await s.next();
    await s.next();
    expect(created).toBe(1);
    expect(s.getState().page.key).toBe('c');
  });

  it('resolveEnvironment falls back to memory when no storage is usable, and fills every default', () => {
    const environment = resolveEnvironment();
    environment.storage.setItem('k', 'v');
    expect(environment.storage.getItem('k')).toBe('v');
    expect(typeof environment.fetch).toBe('function');
    expect(environment.randomId(12)).toMatch(/^[A-Za-z0-9]{12}$/);
    let fired = false;
    const handle = environment.timers.setTimeout(() => (fired = true), 10_000);
    environment.timers.clearTimeout(handle);
    expect(fired).toBe(false);
    const own = createMemoryStorage();
    expect(resolveEnvironment({ storage: own }).storage).toBe(own);
  });

  it('a reporter that throws does not break the survey', async () => {
    const s = createSurvey({
      definition: survey([page('a', 0), page('b', 1)]),
      api: createOfflineApi(),
      environment: { storage: throwingStorage('both'), timers: testEnvironment().timers },
      onError: () => {
        throw new Error('reporter broken');
      },
    });
    expect(await s.next()).toBe(true);
    expect(s.t('missing.key')).toBe('missing.key');
  });
});

describe('any language', () => {
  const spanish = { 'survey.next': 'Siguiente', 'validation.required': 'Esta pregunta es obligatoria' };

  it('takes any BCP 47 tag with a pack added as data; a missing key falls back to the fallback language, reported', () => {
    const reported: { error: unknown; context: string }[] = [];
    const s = createSurvey({
      definition: survey([page('p', 0, [{ key: 'name', type: 'string', required: true, label: { 'es': 'Nombre', nl: 'Naam' } }])], {
        languages: ['es-MX', 'nl'],
        translations: { es: spanish },
        fallbackLanguage: 'nl',
      }),
      api: createOfflineApi(),
      environment: testEnvironment(),
      onError: (error, context) => reported.push({ error, context }),
    });
    expect(s.getState().language).toBe('es-MX');
    expect(s.t('survey.next')).toBe('Siguiente'); // 'es-MX' finds the 'es' pack
    expect(s.text(s.visibleQuestions()[0]!.label)).toBe('Nombre');
    expect(reported).toEqual([]);
    expect(s.t('survey.previous')).toBe('Vorige'); // not in the pack: the fallback language's text
    expect(reported).toHaveLength(1);
    expect((reported[0]!.error as Error).message).toBe("Missing translation 'survey.previous' for language 'es-MX'");
    expect(reported[0]!.context).toBe('translation');
  });

  it('starts in the declared default language, and falls back to it', () => {
    const s = createSurvey({
      definition: survey([page('p', 0, [], { title: { de: 'Willkommen', fr: 'Bienvenue' } })], { languages: ['fr', 'de'], defaultLanguage: 'de' }),
      api: createOfflineApi(),
      environment: testEnvironment(),
    });
    expect(s.getState().language).toBe('de');
    s.setLanguage('it');
    expect(s.text(s.getState().page.title)).toBe('Willkommen');
    expect(s.t('survey.next')).toBe('Weiter');
  });

  it('knows which languages are written from right to left', () => {
    expect(['ar', 'he', 'fa-IR', 'ur', 'az-Arab', 'ar-EG'].map(textDirection)).toEqual(['rtl', 'rtl', 'rtl', 'rtl', 'rtl', 'rtl']);
    expect(['nl', 'en-GB', 'sr-Cyrl', 'es', 'az-Latn'].map(textDirection)).toEqual(['ltr', 'ltr', 'ltr', 'ltr', 'ltr']);
  });
});
