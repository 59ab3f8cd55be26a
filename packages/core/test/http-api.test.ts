import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Timers } from '../src/contracts.js';
import {
  HttpError,
  InvalidResponseError,
  ServerError,
  NetworkError,
  NotAuthorizedError,
  TimeoutError,
  DEFAULT_REQUEST_TIMEOUT_MS,
  DEFAULT_UPLOAD_TIMEOUT_MS,
  toWireTreesponse,
  UnprocessableEntityError,
  UploadError,
  type Treesponse,
} from '../src/index.js';
import { createHttpApi } from '../src/http-api.js';
import { sendJson, startRecordingServer, type RecordingServer } from './support/recording-server.js';

const PROJECT_KEY = 'project-key-123';
let server: RecordingServer;
const delays: number[] = [];
/** Waits at least this long run on the real clock: they are request deadlines, not retry delays. */
const DEADLINE_MS = 5000;
/** Timers that record retry delays and fire them at once, so retries take no wall time. */
const instantTimers: Timers = {
  setTimeout: (callback, ms) => {
    if (ms >= DEADLINE_MS) return setTimeout(callback, ms);
    delays.push(ms);
    setImmediate(callback);
    return 0;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => 0,
};

const api = () => createHttpApi({ host: server.origin, projectKey: PROJECT_KEY, environment: { timers: instantTimers } });

const sample: Treesponse = {
  id: null,
  completed: true,
  language: 'fr',
  surveyVersion: 'v2',
  query: 'linkname=bp&p_id=7',
  answers: { price: '5', source: '3', free_other: 'x' },
  results: { ecopower: 92 },
  pageVisits: [
    { index: 0, name: 'first', order: 0 },
    { index: 3, name: 'page_price', order: 1 },
  ],
  uploads: {
    photo: { id: 12, name: 'photo', filename: 'a.png', blobSignedId: 'signed-1' },
    cv: { name: 'cv', filename: 'cv.pdf', blobSignedId: 'signed-2' },
    pending: { name: 'pending', filename: 'p.txt', blobSignedId: null },
  },
  age: '25-35',
  yearOfBirth: 1990,
  optinOrganisation: true,
  optinProject: false,
  email: 'someone@example.org',
  gender: 'non-binary',
  postcode: '9000',
  validationCode: 'abc123',
};

const expectedWire = {
  age: '25-35',
  completed: true,
  email: 'someone@example.org',
  gender: 'non-binary',
  language: 'fr',
  optin_organisation: true,
  optin_project: false,
  page_visits: [
    { index: 0, name: 'first', order: 0 },
    { index: 3, name: 'page_price', order: 1 },
  ],
  postcode: '9000',
  query: 'linkname=bp&p_id=7',
  survey_version: 'v2',
  validation_code: 'abc123',
  year_of_birth: 1990,
  answers: { price: '5', source: '3', free_other: 'x' },
  results: { ecopower: 92 },
  uploads_attributes: [
    { id: 12, name: 'photo', file: 'signed-1' },
    { name: 'cv', file: 'signed-2' },
  ],
};

beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  delays.length = 0;
});

describe('wire format of every call', () => {
  it('POST /treesponders: project key, no token, no body; reads publicId and token', async () => {
    server.handle((_req, res) => sendJson(res, 201, { publicId: 'tr_1', token: 'tok_1' }));
    await expect(api().createTreesponder()).resolves.toEqual({ publicId: 'tr_1', token: 'tok_1' });
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/api/v1/treesponders', body: '' });
    expect(request!.headers['x-project-key']).toBe(PROJECT_KEY);
    expect(request!.headers.authorization).toBeUndefined();
  });

  it('POST /treesponses: bearer token and exactly the snake_case wire body', async () => {
    server.handle((_req, res) => sendJson(res, 201, { publicId: 'ts_1' }));
    await expect(api().createTreesponse('tok_1', toWireTreesponse(sample))).resolves.toEqual({ publicId: 'ts_1' });
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/api/v1/treesponses' });
    expect(request!.headers.authorization).toBe('Bearer tok_1');
    expect(request!.headers['x-project-key']).toBe(PROJECT_KEY);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body)).toStrictEqual(expectedWire);
  });

  it('a 428 asking a proof of work is solved and the write sent once more with X-Proof-Of-Work', async () => {
    server.handle((req, res) => {
      const proof = req.headers['x-proof-of-work'];
      if (typeof proof !== 'string') return sendJson(res, 428, { error: 'Proof of work required', proof_of_work: { challenge: 'c.sig', difficulty: 8 } });
      const digest = createHash('sha256').update(proof).digest();
      sendJson(res, proof.startsWith('c.sig:') && digest[0] === 0 ? 201 : 428, { publicId: 'ts_pow' });
    });
    await expect(api().createTreesponse('tok_1', toWireTreesponse(sample))).resolves.toEqual({ publicId: 'ts_pow' });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.body).toBe(server.requests[0]!.body);
    // a difficulty that would freeze the page is refused, and other non-ok replies still throw the body
    server.handle((_req, res) => sendJson(res, 428, { proof_of_work: { challenge: 'c', difficulty: 40 } }));
    await expect(api().updateTreesponse('tok_1', 'ts_pow', toWireTreesponse(sample))).rejects.toBeInstanceOf(RangeError);
  });

  it('PATCH /treesponses/{id}: same body; a 204 reply is success', async () => {
    server.handle((_req, res) => sendJson(res, 204));
    await expect(api().updateTreesponse('tok_1', 'ts_1', toWireTreesponse(sample))).resolves.toBeUndefined();
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'PATCH', path: '/api/v1/treesponses/ts_1' });
    expect(request!.headers.authorization).toBe('Bearer tok_1');
    expect(JSON.parse(request!.body)).toStrictEqual(expectedWire);
  });

  it('GET /treesponses/{id}: bearer, no body; returns answers, results, uploads and special fields', async () => {
    const reply = {
      answers: { price: '4' },
      results: { luminus: 40 },
      uploads: [{ id: 3, name: 'photo', filename: 'a.png', blobSignedId: 'signed-1' }],
      email: 'x@y.z',
      optin_project: true,
      validation_code: 'hash',
    };
    server.handle((_req, res) => sendJson(res, 200, reply));
    await expect(api().getTreesponse('tok_1', 'ts 1')).resolves.toEqual(reply);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'GET', path: '/api/v1/treesponses/ts%201', body: '' });
    expect(request!.headers.authorization).toBe('Bearer tok_1');
    expect(request!.headers['x-project-key']).toBe(PROJECT_KEY);
  });

  it('POST /direct_uploads: blob with filename, content_type, byte_size, checksum', async () => {
    const reply = { direct_upload: { url: `${server.origin}/storage/k1`, headers: { 'Content-MD5': 'sum' } }, signed_id: 'sid' };
    server.handle((_req, res) => sendJson(res, 200, reply));
    const request = { blob: { filename: 'a.png', content_type: 'image/png', byte_size: 10, checksum: 'sum' } };
    await expect(api().createDirectUpload('tok_1', request)).resolves.toEqual(reply);
    const [recorded] = server.requests;
    expect(recorded).toMatchObject({ method: 'POST', path: '/api/v1/direct_uploads' });
    expect(recorded!.headers.authorization).toBe('Bearer tok_1');
    expect(JSON.parse(recorded!.body)).toStrictEqual(request);
  });

  it('PUT to the returned url with the returned headers and the file bytes', async () => {
    server.handle((_req, res) => sendJson(res, 204));
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    await api().storeFile(
      { url: `${server.origin}/storage/k1?sig=1`, headers: { 'Content-Type': 'image/png', 'Content-MD5': 'c3Vt' } },
      new Blob([bytes]),
    );
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'PUT', path: '/storage/k1?sig=1' });
    expect(request!.headers['content-type']).toBe('image/png');
    expect(request!.headers['content-md5']).toBe('c3Vt');
    expect([...request!.raw]).toEqual([...bytes]);
  });

  it('PUT accepts an address relative to the host', async () => {
    server.handle((_req, res) => sendJson(res, 200, {}));
    await api().storeFile({ url: '/storage/relative', headers: {} }, new Blob(['x']));
    expect(server.requests[0]!.path).toBe('/storage/relative');
  });

  it("a failed PUT is 'Error storing file. Status: {code}'", async () => {
    server.handle((_req, res) => sendJson(res, 403, { error: 'expired' }));
    const error = await api()
      .storeFile({ url: `${server.origin}/storage/k1`, headers: {} }, new Blob(['x']))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).message).toBe('Error storing file. Status: 403');
    expect((error as UploadError).status).toBe(403);
  });

  it('POST /ai_feedbacks: argument is the text; reads toxicity.score and proficiency', async () => {
    server.handle((_req, res) => sendJson(res, 200, { toxicity: { score: 0.12 }, proficiency: 11.5 }));
    await expect(api().getAiFeedback('tok_1', 'Een tekst')).resolves.toEqual({ toxicity: { score: 0.12 }, proficiency: 11.5 });
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/api/v1/ai_feedbacks' });
    expect(request!.headers.authorization).toBe('Bearer tok_1');
    expect(JSON.parse(request!.body)).toStrictEqual({ argument: 'Een tekst' });
  });

  it('GET {aggregator}/{treesponseId}: the project key is the bearer', async () => {
    const options = [
      { id: 1, text: 'More trees', name: 'trees' },
      { id: 'b', text: 'Bike lanes', name: 'bikes' },
    ];
    server.handle((_req, res) => sendJson(res, 200, options));
    await expect(api().getLikeOptions(`${server.origin}/aggregator/`, 'ts_1')).resolves.toEqual(options);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'GET', path: '/aggregator/ts_1' });
    expect(request!.headers.authorization).toBe(`Bearer ${PROJECT_KEY}`);
    expect(request!.headers['x-project-key']).toBe(PROJECT_KEY);
  });

  it('file view address', () => {
    const url = createHttpApi({ host: 'https://api.example.org/', projectKey: 'k' }).fileUrl('ab--cd', 'my file.pdf');
    expect(url).toBe('https://api.example.org/rails/active_storage/blobs/ab--cd/my%20file.pdf');
  });
});

describe('error catalogue', () => {
  it("401 is NotAuthorizedError 'Not authorized'", async () => {
    server.handle((_req, res) => sendJson(res, 401, { error: 'bad token' }));
    const error = await api().updateTreesponse('wrong', 'ts_1', toWireTreesponse(sample)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotAuthorizedError);
    expect((error as Error).message).toBe('Not authorized');
  });

  it("422 is UnprocessableEntityError 'Could not be saved' with the server's details", async () => {
    const details = { validation_code: ['already used'], email: ['is invalid'] };
    server.handle((_req, res) => sendJson(res, 422, details));
    const error = await api().createTreesponse('tok', toWireTreesponse(sample)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect((error as UnprocessableEntityError).message).toBe('Could not be saved');
    expect((error as UnprocessableEntityError).details).toEqual(details);
  });

  it('another non-ok reply throws the parsed body', async () => {
    const body = { error: 'Internal Server Error', status: 500 };
    server.handle((_req, res) => sendJson(res, 500, body));
    const error = await api().createTreesponse('tok', toWireTreesponse(sample)).catch((e: unknown) => e);
    // A typed error with the status and the parsed body; the body's fields stay readable on it.
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 500, body, error: 'Internal Server Error', message: 'Server replied 500 to POST /treesponses' });
  });

  it('a non-ok reply that is not JSON becomes an InvalidResponseError with the status', async () => {
    server.handle((_req, res) => res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'));
    const error = await api().createTreesponse('tok', toWireTreesponse(sample)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as InvalidResponseError).message).toBe('Server replied 502 to POST /treesponses with a body that is not JSON');
    expect((error as InvalidResponseError).status).toBe(502);
    expect((error as InvalidResponseError).body).toBe('<h1>Bad gateway</h1>');
  });

  it('a success reply with invalid JSON is an InvalidResponseError', async () => {
    server.handle((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"publicId": "x",'));
    const error = await api().createTreesponder().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as Error).message).toBe('Unexpected reply to POST /treesponders: the body is not valid JSON');
  });

  it('a partial success reply (no token) is an InvalidResponseError naming the field', async () => {
    server.handle((_req, res) => sendJson(res, 200, { publicId: 'tr_1' }));
    const error = await api().createTreesponder().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as Error).message).toBe("Unexpected reply to POST /treesponders: missing 'token'");
  });

  it('malformed replies of the other calls are InvalidResponseErrors', async () => {
    server.handle((_req, res) => sendJson(res, 200, { answers: 'nope' }));
    await expect(api().getTreesponse('t', 'id')).rejects.toThrow("'answers' is not an object");
    server.handle((_req, res) => sendJson(res, 200, { toxicity: 0.3, proficiency: '12' }));
    await expect(api().getAiFeedback('t', 'some text')).rejects.toBeInstanceOf(InvalidResponseError);
    server.handle((_req, res) => sendJson(res, 200, { direct_upload: { headers: {} }, signed_id: 'x' }));
    await expect(
      api().createDirectUpload('t', { blob: { filename: 'a', content_type: 'x', byte_size: 1, checksum: 'c' } }),
    ).rejects.toBeInstanceOf(InvalidResponseError);
    server.handle((_req, res) => sendJson(res, 200, { options: [] }));
    await expect(api().getLikeOptions(`${server.origin}/agg`, 'id')).rejects.toBeInstanceOf(InvalidResponseError);
    server.handle((_req, res) => sendJson(res, 201, {}));
    await expect(api().createTreesponse('t', toWireTreesponse(sample))).rejects.toThrow("missing 'publicId'");
  });

  it('a dropped connection is a NetworkError', async () => {
    server.handle((_req, _res, incoming) => incoming.socket.destroy());
    const error = await api().createTreesponder().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Network request failed: POST /treesponders');
    expect(server.requests).toHaveLength(1);
  });
});

describe('retries (only for idempotent reads)', () => {
  it('GET /treesponses/{id} is retried after a dropped connection and a 503, 1000 ms apart', async () => {
    let calls = 0;
    server.handle((_req, res, incoming) => {
      calls += 1;
      if (calls === 1) incoming.socket.destroy();
      else if (calls === 2) sendJson(res, 503, { error: 'busy' });
      else sendJson(res, 200, { answers: {}, results: {} });
    });
    await expect(api().getTreesponse('tok', 'ts_1')).resolves.toMatchObject({ answers: {}, results: {} });
    expect(server.requests).toHaveLength(3);
    expect(delays).toEqual([1000, 1000]);
  });

  it('gives up after 3 retries and reports the last failure', async () => {
    server.handle((_req, res) => sendJson(res, 503, { error: 'still busy' }));
    await expect(api().getLikeOptions(`${server.origin}/agg`, 'ts')).rejects.toMatchObject({ body: { error: 'still busy' } });
    expect(server.requests).toHaveLength(4);
  });

  it('POST, PATCH and PUT are sent once, even on a 503', async () => {
    server.handle((_req, res) => sendJson(res, 503, { error: 'busy' }));
    await expect(api().createTreesponder()).rejects.toMatchObject({ body: { error: 'busy' } });
    await expect(api().createTreesponse('t', toWireTreesponse(sample))).rejects.toMatchObject({ body: { error: 'busy' } });
    await expect(api().updateTreesponse('t', 'id', toWireTreesponse(sample))).rejects.toMatchObject({ body: { error: 'busy' } });
    await expect(api().getAiFeedback('t', 'long enough')).rejects.toMatchObject({ body: { error: 'busy' } });
    await expect(api().storeFile({ url: `${server.origin}/s`, headers: {} }, new Blob(['x']))).rejects.toBeInstanceOf(UploadError);
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'POST', 'PATCH', 'POST', 'PUT']);
    expect(delays).toEqual([]);
  });

  it('4xx replies to reads are not retried', async () => {
    server.handle((_req, res) => sendJson(res, 404, { error: 'not found' }));
    await expect(api().getTreesponse('t', 'missing')).rejects.toMatchObject({ body: { error: 'not found' } });
    expect(server.requests).toHaveLength(1);
  });
});

describe('deadlines and aborts', () => {
  const timed = (timeoutMs: number, extra: Partial<Parameters<typeof createHttpApi>[0]> = {}) =>
    createHttpApi({ host: server.origin, projectKey: PROJECT_KEY, timeoutMs, ...extra });
  /** Answers nothing: the connection stays open. */
  const hang = () => server.handle(() => undefined);

  it('a call to a server that never answers ends with a TimeoutError at its deadline', async () => {
    hang();
    const started = Date.now();
    const error = await timed(200).createTreesponse('tok', toWireTreesponse(sample)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as TimeoutError).timeoutMs).toBe(200);
    expect((error as Error).message).toBe('No reply within 200 ms: POST /treesponses');
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('a reply whose body stalls ends at the deadline too', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"publicId":');
    });
    await expect(timed(200).createTreesponder()).rejects.toBeInstanceOf(TimeoutError);
  });

  it('the deadline of a retried read covers its retries', async () => {
    hang();
    const started = Date.now();
    await expect(timed(300, { retry: { delay: 10 } }).getTreesponse('tok', 'ts_1')).rejects.toBeInstanceOf(TimeoutError);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('a file PUT has its own, longer deadline', async () => {
    hang();
    const api = timed(100, { uploadTimeoutMs: 300 });
    const started = Date.now();
    const error = await api.storeFile({ url: `${server.origin}/s`, headers: {} }, new Blob(['x'])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('honours an AbortSignal: aborting ends every running call at once, as a NetworkError that is no timeout', async () => {
    hang();
    const abort = new AbortController();
    const api = timed(10_000, { signal: abort.signal });
    const running = api.updateTreesponse('tok', 'ts_1', toWireTreesponse(sample)).catch((e: unknown) => e);
    const reading = api.getTreesponse('tok', 'ts_1').catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 100));
    abort.abort(new Error('visitor left'));
    for (const error of await Promise.all([running, reading])) {
      expect(error).toBeInstanceOf(NetworkError);
      expect(error).not.toBeInstanceOf(TimeoutError);
      expect((error as Error).cause).toEqual(new Error('visitor left'));
    }
    const before = server.requests.length;
    await expect(api.createTreesponder()).rejects.toBeInstanceOf(NetworkError);
    expect(server.requests).toHaveLength(before);
  });

  it('a fetch that ignores the signal is still cut off at the deadline', async () => {
    const api = createHttpApi({
      host: server.origin,
      projectKey: PROJECT_KEY,
      timeoutMs: 100,
      environment: { fetch: () => new Promise<Response>(() => undefined) },
    });
    await expect(api.createTreesponder()).rejects.toBeInstanceOf(TimeoutError);
  });

  it('defaults: 20 s per call, 5 min per file PUT, from the environment defaults', async () => {
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(20_000);
    expect(DEFAULT_UPLOAD_TIMEOUT_MS).toBe(300_000);
    const requested: number[] = [];
    const timers: Timers = {
      setTimeout: (callback, ms) => {
        requested.push(ms);
        return setTimeout(callback, ms);
      },
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      now: () => Date.now(),
    };
    server.handle((_req, res) => sendJson(res, 200, { publicId: 'p', token: 't' }));
    const api = createHttpApi({ host: server.origin, projectKey: PROJECT_KEY, environment: { timers } });
    await api.createTreesponder();
    server.handle((_req, res) => sendJson(res, 200));
    await api.storeFile({ url: `${server.origin}/s`, headers: {} }, new Blob(['x']));
    expect(requested).toEqual([DEFAULT_REQUEST_TIMEOUT_MS, DEFAULT_UPLOAD_TIMEOUT_MS]);
  });
});
