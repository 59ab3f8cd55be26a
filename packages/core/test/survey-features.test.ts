import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  classifyAiFeedback,
  createMemoryStorage,
  createSurvey,
  LANGUAGES,
  OfflineError,
  type EngineLanguage,
  type Language,
  type SurveyDefinition,
  type TreesponseApi,
} from '../src/index.js';
import { createHttpApi } from '../src/http-api.js';
import { createOfflineApi } from '../src/offline-api.js';
import { startContractServer, type ContractServer } from './support/contract-server.js';
import { manualTimers, page, survey, testEnvironment } from './support/fixtures.js';

let server: ContractServer;
const LIKE_OPTIONS = [
  { id: 11, text: 'More trees', name: 'trees' },
  { id: 12, text: 'Bike lanes', name: 'bikes' },
];
beforeAll(async () => {
  server = await startContractServer({ projectKey: 'proj', likeOptions: LIKE_OPTIONS });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

const realFetch: typeof fetch = (input, init) => fetch(input, init);

function start(definition: SurveyDefinition, extra: Partial<Parameters<typeof createSurvey>[0]> = {}) {
  const environment = testEnvironment({ fetch: realFetch, ...extra.environment });
  const api = createHttpApi({ host: server.origin, projectKey: 'proj', environment });
  const s = createSurvey({ definition, api, projectKey: 'proj', aggregatorUrl: server.aggregatorUrl, ...extra, environment });
  return { s, environment, api };
}

describe('uploads', () => {
  const definition = survey([page('p', 0, [{ key: 'photo', type: 'image' }, { key: 'doc', type: 'file', required: true }])]);

  it('hashes, requests a direct upload, stores the file and records it on the treesponse', async () => {
    const { s } = start(definition);
    const bytes = new Uint8Array(3 * 1024 * 1024).map((_, i) => (i * 7) % 256);
    const file = new File([bytes], 'photo.png', { type: 'image/png' });
    const progress: string[] = [];
    s.subscribe(() => {
      const upload = s.getState().uploads.photo;
      if (upload && progress.at(-1) !== upload.status) progress.push(upload.status);
    });
    await s.upload('photo', file);

    const state = s.getState();
    expect(progress).toEqual(['hashing', 'uploading', 'done']);
    const signedId = state.treesponse.uploads.photo!.blobSignedId!;
    expect(state.uploads.photo).toEqual({
      status: 'done',
      progress: 1,
      filename: 'photo.png',
      url: `${server.origin}/rails/active_storage/blobs/${encodeURIComponent(signedId)}/photo.png`,
    });
    const directUpload = server.requests.find((r) => r.path === '/api/v1/direct_uploads')!;
    expect(JSON.parse(directUpload.body)).toEqual({
      blob: {
        filename: 'photo.png',
        content_type: 'image/png',
        byte_size: bytes.length,
        checksum: createHash('md5').update(bytes).digest('base64'),
      },
    });
    const served = await fetch(state.uploads.photo!.url!);
    const servedBytes = new Uint8Array(await served.arrayBuffer());
    // Compared by digest: a deep equality over 3 million elements is needlessly slow.
    expect(servedBytes.length).toBe(bytes.length);
    expect(createHash('sha256').update(servedBytes).digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));

    await s.save();
    expect(JSON.parse(server.requests.at(-1)!.body).uploads_attributes).toEqual([{ name: 'photo', file: signedId }]);
  });

  it('a required file question passes once a file is stored; the content type defaults to application/octet-stream', async () => {
    const { s } = start(definition);
    expect(s.getState().pageValid).toBe(false);
    await s.upload('doc', new Blob(['plain bytes']));
    expect(JSON.parse(server.requests.find((r) => r.path === '/api/v1/direct_uploads')!.body).blob).toMatchObject({
      filename: 'file',
      content_type: 'application/octet-stream',
    });
    expect(s.getState().pageValid).toBe(true);
  });

  it("a failed PUT says 'Error storing file. Status: {code}'; no file says 'Cannot upload file'", async () => {
    const { s, environment } = start(definition, { language: 'en' });
    server.failNext('PUT', '/storage/', 500, { error: 'disk full' });
    await s.upload('doc', new Blob(['x'], { type: 'text/plain' }));
    expect(s.getState().uploads.doc).toMatchObject({ status: 'error', error: 'Error storing file. Status: 500' });
    await s.setLanguage('nl');
    expect(s.getState().uploads.doc!.error).toBe('Fout bij het opslaan van het bestand. Status: 500');
    await s.upload('doc', null as unknown as Blob);
    expect(s.getState().uploads.doc!.error).toBe('Kan het bestand niet uploaden');
    expect(environment.reported.map((r) => (r.error as Error).message)).toEqual([
      'Error storing file. Status: 500',
      'Cannot upload file',
    ]);
    expect(s.getState().treesponse.uploads).toEqual({});
  });
});

describe('AI feedback', () => {
  const definition = survey([page('p', 0, [{ key: 'idea', type: 'text', aiFeedback: true }])]);

  it('classifies scores with thresholds 9 / 15 and 0.5 into six texts and three statuses', () => {
    expect(classifyAiFeedback({ proficiency: 8.9, toxicity: { score: 0.1 } })).toEqual({
      proficiencyLevel: 'low', toxicityOk: true, status: 'neutral', textKey: 'aiFeedback.low.ok',
    });
    expect(classifyAiFeedback({ proficiency: 9, toxicity: { score: 0.49 } })).toMatchObject({ proficiencyLevel: 'ok', status: 'positive', textKey: 'aiFeedback.ok.ok' });
    expect(classifyAiFeedback({ proficiency: 15, toxicity: { score: 0 } })).toMatchObject({ proficiencyLevel: 'ok', status: 'positive' });
    expect(classifyAiFeedback({ proficiency: 15.1, toxicity: { score: 0 } })).toMatchObject({ proficiencyLevel: 'high', status: 'neutral', textKey: 'aiFeedback.high.ok' });
    expect(classifyAiFeedback({ proficiency: 12, toxicity: { score: 0.5 } })).toMatchObject({ toxicityOk: false, status: 'negative', textKey: 'aiFeedback.ok.notOk' });
    expect(classifyAiFeedback({ proficiency: 3, toxicity: { score: 0.9 } })).toMatchObject({ status: 'negative', textKey: 'aiFeedback.low.notOk' });
    expect(classifyAiFeedback({ proficiency: 30, toxicity: { score: 0.9 } })).toMatchObject({ status: 'negative', textKey: 'aiFeedback.high.notOk' });
  });

  it('asks once, 1000 ms after the last keystroke, only for 6 characters or more', async () => {
    const timers = manualTimers();
    const { s } = start(definition, { environment: { timers } });
    const aiCalls = () => server.requests.filter((r) => r.path === '/api/v1/ai_feedbacks');

    s.requestAiFeedback('idea', 'short');
    expect(s.getState().aiFeedback.idea).toEqual({ status: 'idle' });
    expect(timers.pending()).toBe(0);

    s.requestAiFeedback('idea', 'Meer bomen');
    timers.advance(999);
    s.requestAiFeedback('idea', 'Meer bomen in de stad en minder auto');
    expect(s.getState().aiFeedback.idea).toEqual({ status: 'waiting' });
    timers.advance(999);
    expect(s.getState().aiFeedback.idea!.status).toBe('waiting');
    timers.advance(1);
    expect(s.getState().aiFeedback.idea!.status).toBe('loading');
    await vi_waitFor(() => s.getState().aiFeedback.idea!.status === 'done');

    expect(aiCalls().map((r) => JSON.parse(r.body))).toEqual([{ argument: 'Meer bomen in de stad en minder auto' }]);
    // The in-test server scores proficiency as the word count (8) and toxicity 0.05.
    expect(s.getState().aiFeedback.idea).toEqual({
      status: 'done',
      feedback: { proficiencyLevel: 'low', toxicityOk: true, status: 'neutral', textKey: 'aiFeedback.low.ok' },
      text: 'Bedankt! Kan je iets meer vertellen?',
    });
    expect(s.getState().treesponse.answers).toMatchObject({ idea_toxicity: 0.05, idea_proficiency: 8 });
  });

  it('a text shortened below 6 characters cancels the pending request; destroy stops timers', () => {
    const timers = manualTimers();
    const { s } = start(definition, { environment: { timers } });
    s.requestAiFeedback('idea', 'long enough text');
    s.requestAiFeedback('idea', 'tiny');
    expect(timers.pending()).toBe(0);
    s.requestAiFeedback('idea', 'long enough text');
    expect(timers.pending()).toBe(1);
    s.destroy();
    expect(timers.pending()).toBe(0);
  });

  it('offline, feedback fails with the offline message reported', async () => {
    const timers = manualTimers();
    const environment = testEnvironment({ timers });
    const s = createSurvey({ definition, api: createOfflineApi(), environment });
    s.requestAiFeedback('idea', 'long enough text');
    timers.advance(1000);
    await vi_waitFor(() => s.getState().aiFeedback.idea!.status === 'error');
    expect(environment.reported[0]!.error).toEqual(new OfflineError('Cannot fetch AI feedback scores when using offline API'));
  });

  it.each(LANGUAGES)('has the six feedback texts in %s', (language: Language) => {
    const s = createSurvey({ definition, api: createOfflineApi(), language, environment: testEnvironment() });
    const texts = ['low', 'ok', 'high'].flatMap((level) => ['ok', 'notOk'].map((tox) => s.t(`aiFeedback.${level}.${tox}`)));
    expect(texts.every((text) => text.length > 10)).toBe(true);
    expect(new Set(texts).size).toBe(6);
  });
});

describe('likes', () => {
  const definition = survey([page('p', 0, [{ key: 'ideas', type: 'like', maxLikes: 1 }])]);

  it('saves the treesponse first, loads the options, records {key}_viewed', async () => {
    const { s } = start(definition);
    await s.loadLikes('ideas');
    const id = s.getState().treesponse.id;
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/v1/treesponders',
      'POST /api/v1/treesponses',
      `GET /aggregator/${id}`,
    ]);
    expect(server.requests[2]!.headers.authorization).toBe('Bearer proj');
    expect(s.getState().likes.ideas).toEqual({ status: 'ready', options: LIKE_OPTIONS });
    expect(s.getState().treesponse.answers.ideas_viewed).toEqual([11, 12]);

    s.toggleLike('ideas', 11);
    s.toggleLike('ideas', 12);
    expect(s.getAnswer('ideas')).toEqual([11, 12]);
    s.touch('ideas');
    expect(s.getState().errors.ideas).toBe('Selecteer maximaal 1 opties');
    s.toggleLike('ideas', 11);
    expect(s.getAnswer('ideas')).toEqual([12]);
    expect(s.getState().pageValid).toBe(true);
  });

  it('a failed load gives an empty list and reports the error', async () => {
    const { s, environment } = start(definition);
    // The read is retried 3 times before giving up.
    for (let i = 0; i < 4; i += 1) server.failNext('GET', '/aggregator/', 503, { error: 'aggregator down' });
    await s.loadLikes('ideas');
    expect(server.requests.filter((r) => r.path.startsWith('/aggregator/'))).toHaveLength(4);
    expect(s.getState().likes.ideas).toEqual({ status: 'ready', options: [] });
    expect(s.getState().treesponse.answers.ideas_viewed).toEqual([]);
    expect(environment.reported.map((r) => r.context)).toEqual(['like options']);
    expect(environment.reported[0]!.error).toMatchObject({ status: 503, body: { error: 'aggregator down' } });
  });
});

describe('registration number', () => {
  // The spec's district vote: who may take part is the survey's business, so its refusals are the survey's texts.
  const EXPECTED: Record<EngineLanguage, [string, string, string]> = {
    nl: ['Je woont niet in district Antwerpen.', 'Je kan maar één keer online deelnemen.', 'Het is momenteel niet mogelijk om te stemmen.'],
    en: ['You do not live in the district of Antwerp.', 'You can only take part online once.', 'Voting is not possible at the moment.'],
    fr: ["Vous n'habitez pas dans le district d'Anvers.", 'Vous ne pouvez participer en ligne qu’une seule fois.', "Il n'est pas possible de voter pour le moment."],
    de: ['Sie wohnen nicht im Bezirk Antwerpen.', 'Sie können nur einmal online teilnehmen.', 'Eine Stimmabgabe ist derzeit nicht möglich.'],
  };
  const byLanguage = (index: number) => Object.fromEntries(LANGUAGES.map((language) => [language, EXPECTED[language][index]!]));
  const messages = { notAllowed: byLanguage(0), alreadyUsed: byLanguage(1), unavailable: byLanguage(2) };
  const definition = survey([page('vote', 0, [{ key: 'rrn', type: 'rrn', required: true, messages }]), page('thanks', 1)]);
  const GENERIC: Record<EngineLanguage, [string, string, string]> = {
    nl: [
      'Dit rijksregisternummer mag niet deelnemen.',
      'Met dit rijksregisternummer werd al deelgenomen.',
      'Je rijksregisternummer kan momenteel niet gecontroleerd worden. Probeer het later opnieuw.',
    ],
    en: [
      'This registration number may not take part.',
      'This registration number has already taken part.',
      'Your registration number cannot be checked at the moment. Please try again later.',
    ],
    fr: [
      'Ce numéro de registre national ne peut pas participer.',
      'Ce numéro de registre national a déjà participé.',
      'Votre numéro de registre national ne peut pas être vérifié pour le moment. Veuillez réessayer plus tard.',
    ],
    de: [
      'Diese Nationalregisternummer darf nicht teilnehmen.',
      'Mit dieser Nationalregisternummer wurde bereits teilgenommen.',
      'Ihre Nationalregisternummer kann derzeit nicht geprüft werden. Bitte versuchen Sie es später erneut.',
    ],
  };

  it.each(LANGUAGES)('without texts of its own a survey shows generic refusals, naming no place, in %s', async (language) => {
    const plain = survey([page('vote', 0, [{ key: 'rrn', type: 'rrn', required: true }]), page('thanks', 1)]);
    for (const [index, [status, body]] of [
      [422, { validation_code: ['is not allowed'] }],
      [422, { validation_code: ['already used'] }],
      [500, { error: 'down' }],
    ].entries() as Iterable<[number, [number, unknown]]>) {
      server.failNext('POST', '/api/v1/treesponses', status, body);
      const s = start(plain, { language, environment: { storage: createMemoryStorage() } }).s;
      s.setAnswer('rrn', '00000000000');
      expect(await s.next()).toBe(false);
      expect(s.getState().errors.rrn).toBe(GENERIC[language][index]);
    }
  });

  it('a language missing from the survey\'s texts falls back to the generic message, never an empty one', async () => {
    const partial = survey([page('vote', 0, [{ key: 'rrn', type: 'rrn', messages: { notAllowed: { nl: 'Alleen voor Antwerpenaren.' } } }])]);
    server.failNext('POST', '/api/v1/treesponses', 422, { validation_code: ['is not allowed'] });
    const s = start(partial, { language: 'fr', environment: { storage: createMemoryStorage() } }).s;
    s.setAnswer('rrn', '00000000000');
    expect(await s.next()).toBe(false);
    expect(s.getState().errors.rrn).toBe(GENERIC.fr[0]);
  });

  it('keeps the typed digits, stores only the SHA3-512 hash and saves on Next', async () => {
    const { s } = start(definition);
    s.setAnswer('rrn', '85.07.30-033');
    await s.next();
    expect(s.getState().errors.rrn).toBe('Dit veld is verplicht');
    s.setAnswer('rrn', '85.07.30-033.28');
    expect(s.getAnswer('rrn')).toBe('85073003328');
    expect(await s.next()).toBe(true);
    const hash = createHash('sha3-512').update('85073003328').digest('hex');
    const saved = JSON.parse(server.requests.find((r) => r.path === '/api/v1/treesponses')!.body);
    expect(saved.validation_code).toBe(hash);
    expect(JSON.stringify(saved)).not.toContain('85073003328');
  });

  it('gives null for 12 digits and keeps them visible instead of cutting them to 11', async () => {
    const { s } = start(definition);
    s.setAnswer('rrn', '850730033281');
    expect(s.getAnswer('rrn')).toBe('850730033281');
    expect(await s.next()).toBe(false);
    expect(s.getState().treesponse.validationCode).toBeNull();
    expect(s.getState().errors.rrn).toBe('Dit veld is verplicht');
    expect(server.requests.filter((r) => r.path === '/api/v1/treesponses')).toHaveLength(0);
  });

  it.each(LANGUAGES)('maps the server refusals to their messages in %s', async (language) => {
    const digits = `8507300${String(LANGUAGES.indexOf(language)).padStart(2, '0')}28`;
    const first = start(definition, { environment: { storage: createMemoryStorage() } }).s;
    first.setAnswer('rrn', digits);
    expect(await first.next()).toBe(true);

    const second = start(definition, { language, environment: { storage: createMemoryStorage() } }).s;
    second.setAnswer('rrn', digits);
    expect(await second.next()).toBe(false);
    expect(second.getState().errors.rrn).toBe(EXPECTED[language][1]);
    expect(second.getState().page.key).toBe('vote');

    server.failNext('POST', '/api/v1/treesponses', 422, { validation_code: ['is not allowed'] });
    const third = start(definition, { language, environment: { storage: createMemoryStorage() } }).s;
    third.setAnswer('rrn', '00000000000');
    expect(await third.next()).toBe(false);
    expect(third.getState().errors.rrn).toBe(EXPECTED[language][0]);

    server.failNext('POST', '/api/v1/treesponses', 500, { error: 'down' });
    third.setAnswer('rrn', '00000000001');
    expect(await third.next()).toBe(false);
    expect(third.getState().errors.rrn).toBe(EXPECTED[language][2]);
    third.setAnswer('rrn', '0000000000');
    expect(third.getState().errors.rrn).toBeUndefined();
  });

  it('the allow-list refusal from a server with residents only', async () => {
    const district = await startContractServer({ projectKey: 'proj', allowedValidationCodes: ['none'] });
    try {
      const environment = testEnvironment({ fetch: realFetch });
      const api: TreesponseApi = createHttpApi({ host: district.origin, projectKey: 'proj', environment });
      const s = createSurvey({ definition, api, environment });
      s.setAnswer('rrn', '85073003328');
      expect(await s.next()).toBe(false);
      expect(s.getState().errors.rrn).toBe('Je woont niet in district Antwerpen.');
    } finally {
      await district.close();
    }
  });
});

/** Polls until the condition holds (a few ms at a time, at most 2 s). */
async function vi_waitFor(condition: () => boolean): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > 2000) throw new Error('condition not met in 2 s');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}
