import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createMemoryStorage,
  createSurvey,
  defaultTimers,
  HttpError,
  InvalidResponseError,
  ServerError,
  NetworkError,
  TimeoutError,
  UnprocessableEntityError,
  UploadError,
  type WireTreesponse,
} from '../src/index.js';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../src/wire.js';
import { createJsonHttpApi, UnsupportedCallError, type JsonBodyContext } from '../src/json-http-api.js';
import { sendJson, startRecordingServer, type RecordingServer } from './support/recording-server.js';
import { page, survey, testEnvironment } from './support/fixtures.js';

let server: RecordingServer;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  let next = 0;
  server.handle((request, response) => {
    if (request.method === 'POST' && request.path === '/forms/feedback') return sendJson(response, 201, { id: `f${++next}` });
    if (request.method === 'PATCH' && request.path.startsWith('/forms/feedback/')) return sendJson(response, 204);
    return sendJson(response, 404, { error: 'not found' });
  });
});

// Real timers: the deadline is a real one.
const environment = () =>
  testEnvironment({ storage: createMemoryStorage(), timers: defaultTimers(), fetch: (input, init) => fetch(input, init) });
const definition = survey([
  page('about', 1, [{ key: 'name', type: 'string', required: true }, { key: 'zip', type: 'string', target: 'postcode' }]),
  page('last', 2, [{ key: 'score', type: 'radio', options: [{ value: '1' }, { value: '5' }] }]),
]);

describe('the generic JSON-over-HTTP transport, against a server on 127.0.0.1', () => {
  it('creates with one POST, updates with PATCH {url}/{id}, each body shaped by the hook', async () => {
    const env = environment();
    const contexts: JsonBodyContext[] = [];
    const api = createJsonHttpApi({
      url: `${server.origin}/forms/feedback`,
      headers: { 'x-api-key': 'secret-key' },
      toBody: (treesponse: WireTreesponse, context) => {
        contexts.push(context);
        return { form: 'feedback', done: treesponse.completed, lang: treesponse.language, fields: { ...treesponse.answers, zip: treesponse.postcode } };
      },
      environment: env,
    });
    const completed: unknown[] = [];
    const s = createSurvey({ definition, api, environment: env, language: 'en', onComplete: (t) => completed.push(t.id) });
    s.setAnswer('name', 'Ann');
    s.setAnswer('zip', '2000');
    expect(await s.next()).toBe(true);
    s.setAnswer('score', '5');
    expect(await s.next()).toBe(true);

    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /forms/feedback', 'PATCH /forms/feedback/f1']);
    expect(server.requests.every((r) => r.headers['x-api-key'] === 'secret-key' && r.headers['content-type'] === 'application/json')).toBe(true);
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ form: 'feedback', done: false, lang: 'en', fields: { name: 'Ann', zip: '2000' } });
    expect(JSON.parse(server.requests[1]!.body)).toEqual({ form: 'feedback', done: true, lang: 'en', fields: { name: 'Ann', score: '5', zip: '2000' } });
    expect(contexts.map((c) => [c.action, c.id])).toEqual([['create', null], ['update', 'f1']]);
    expect(contexts[0]!.respondentId).toBe(contexts[1]!.respondentId);
    expect(completed).toEqual(['f1']);
  });

  it('takes another update method and address, and reads the id where the backend puts it', async () => {
    server.handle((request, response) => {
      if (request.method === 'POST' && request.path === '/submit') return sendJson(response, 200, { data: { uuid: 'u-9' } });
      if (request.method === 'PUT' && request.path === '/submit?uuid=u-9') return sendJson(response, 200, { ok: true });
      return sendJson(response, 404, { error: 'not found' });
    });
    const api = createJsonHttpApi({
      url: `${server.origin}/submit`,
      updateMethod: 'PUT',
      responseUrl: (id) => `${server.origin}/submit?uuid=${encodeURIComponent(id)}`,
      readId: (reply) => (reply as { data: { uuid: string } }).data.uuid,
      environment: environment(),
    });
    const { publicId } = await api.createTreesponse('respondent', wireBody());
    expect(publicId).toBe('u-9');
    await api.updateTreesponse('respondent', publicId, wireBody());
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /submit', 'PUT /submit?uuid=u-9']);
    // Without a hook the body is the wire treesponse itself.
    expect(JSON.parse(server.requests[1]!.body)).toEqual(wireBody());
  });

  it('a reply without an id, a refusal and a hanging server are typed errors', async () => {
    const api = createJsonHttpApi({ url: `${server.origin}/plain`, environment: environment(), timeoutMs: 300 });
    server.handle((_request, response) => sendJson(response, 200, { ok: true }));
    await expect(api.createTreesponse('r', wireBody())).rejects.toBeInstanceOf(InvalidResponseError);
    server.handle((_request, response) => sendJson(response, 422, { email: ['is not valid'] }));
    await expect(api.createTreesponse('r', wireBody())).rejects.toMatchObject({ details: { email: ['is not valid'] } });
    await expect(api.createTreesponse('r', wireBody())).rejects.toBeInstanceOf(UnprocessableEntityError);
    server.handle(() => undefined); // accepted, never answered
    const started = Date.now();
    const hanging = api.updateTreesponse('r', 'x', wireBody());
    await expect(hanging).rejects.toBeInstanceOf(TimeoutError);
    await expect(hanging).rejects.toBeInstanceOf(NetworkError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('sends an idempotency key with a create, the same key when the survey sends that create again', async () => {
    // The backend of the README's recipe: a repeated key gets the id stored for it. The first reply is lost.
    const stored = new Map<string, string>();
    let replies = 0;
    server.handle((request, response) => {
      const key = String(request.headers[IDEMPOTENCY_KEY_HEADER] ?? '');
      if (!stored.has(key)) stored.set(key, `r${stored.size + 1}`);
      replies += 1;
      if (replies === 1) return undefined; // stored, but the reply never comes
      return sendJson(response, 201, { id: stored.get(key) });
    });
    const env = environment();
    const api = createJsonHttpApi({ url: `${server.origin}/forms/feedback`, environment: env, timeoutMs: 300 });
    const s = createSurvey({ definition, api, environment: env, language: 'en', onError: () => undefined });
    s.setAnswer('name', 'Ann');
    expect(await s.next()).toBe(false);
    expect(s.getState().saveError).toMatch(/try again/);
    expect(await s.next()).toBe(true);
    const keys = server.requests.map((r) => r.headers[IDEMPOTENCY_KEY_HEADER]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(keys[1]).toBe(keys[0]);
    expect([...stored.values()]).toEqual(['r1']);
  });

  it('a failed save reaches onError as an HttpError with status and body, and the respondent is asked to try again', async () => {
    server.handle((_request, response) => sendJson(response, 500, { error: 'database down' }));
    const env = environment();
    const errors: unknown[] = [];
    const api = createJsonHttpApi({ url: `${server.origin}/forms/feedback`, environment: env });
    for (const language of ['en', 'nl', 'fr', 'de'] as const) {
      const s = createSurvey({ definition, api, environment: env, language, onError: (error) => errors.push(error) });
      s.setAnswer('name', 'Ann');
      expect(await s.next()).toBe(false);
      expect(s.getState().saveError).toMatch({ en: /try again/, nl: /probeer het opnieuw/, fr: /réessayer/, de: /erneut/ }[language]);
      expect(s.getAnswer('name')).toBe('Ann');
      s.destroy();
    }
    const error = errors[0];
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ status: 500, body: { error: 'database down' }, message: 'Server replied 500 to POST ' + `${server.origin}/forms/feedback` });
    // The body's fields stay readable on the error, as when the body itself was thrown.
    expect((error as ServerError & { error: string }).error).toBe('database down');
  });

  it('refuses what needs the collection API, with errors that say so', async () => {
    const api = createJsonHttpApi({ url: `${server.origin}/forms/feedback`, environment: environment() });
    const respondent = await api.createTreesponder();
    expect(respondent.publicId).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(server.requests).toHaveLength(0);
    await expect(api.getTreesponse(respondent.token, 'f1')).rejects.toBeInstanceOf(UnsupportedCallError);
    await expect(api.getAiFeedback(respondent.token, 'text')).rejects.toBeInstanceOf(UnsupportedCallError);
    await expect(api.getLikeOptions('https://aggregator.example', 'f1')).rejects.toBeInstanceOf(UnsupportedCallError);
    await expect(
      api.createDirectUpload(respondent.token, { blob: { filename: 'a.png', content_type: 'image/png', byte_size: 1, checksum: 'x' } }),
    ).rejects.toBeInstanceOf(UploadError);
  });
});

function wireBody(): WireTreesponse {
  return {
    completed: false,
    language: 'es',
    optin_organisation: false,
    optin_project: false,
    page_visits: [],
    query: '',
    survey_version: 'v1',
    answers: { name: 'Ana' },
    results: {},
    uploads_attributes: [],
  };
}
