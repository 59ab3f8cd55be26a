/**
 * The collection API client for `{host}/api/v1` (spec section 7). Every request carries `x-project-key`; calls made
 * for a treesponder carry its bearer token; the aggregator call uses the project key as bearer. Replies are checked
 * against the contract, so a malformed reply becomes an InvalidResponseError instead of a crash later on.
 */
import type { Environment, TreesponseApi, WireTreesponseRead } from './contracts.js';
import { DEFAULT_REQUEST_TIMEOUT_MS, DEFAULT_UPLOAD_TIMEOUT_MS, resolveEnvironment } from './environment.js';
import {
  InvalidResponseError,
  NetworkError,
  NotAuthorizedError,
  TimeoutError,
  UnprocessableEntityError,
  UploadError,
} from './errors.js';
import { proofOfWorkChallenge, solveProofOfWork } from './proof-of-work.js';
import { retryFetch, type RetryOptions } from './retry.js';
import type { AiFeedbackResponse, DirectUploadResponse, LikeOption } from './types.js';
import { WIRE_STATUS } from './wire.js';

export interface HttpApiOptions {
  /** Server origin, e.g. 'https://api.example.org'; the API lives under `{host}/api/v1`. */
  host: string;
  /** Sent as `x-project-key` on every call and as bearer to the aggregator. */
  projectKey: string;
  /** fetch and timers to use; defaults from resolveEnvironment. */
  environment?: Partial<Environment>;
  /** Retries of the idempotent reads (GET treesponse, aggregator GET); default 3 retries, 1000 ms apart. */
  retry?: Omit<RetryOptions, 'timers'>;
  /**
   * Deadline of one call in ms, reading the reply and any retries included; default 20000. A call without a complete
   * reply by then is aborted and throws a TimeoutError (a NetworkError), so the caller can offer to try again.
   */
  timeoutMs?: number;
  /** Deadline of one file PUT to storage in ms; default 300000. */
  uploadTimeoutMs?: number;
  /**
   * Aborting this signal ends every running call of this client at once, and makes later calls fail without a
   * request; they throw a NetworkError whose cause is the signal's reason.
   */
  signal?: AbortSignal;
}

interface RequestOptions {
  token?: string | null;
  body?: unknown;
  /** Safe to repeat: retried on network errors and 5xx. */
  idempotent?: boolean;
  /** Full URL instead of a path under the API base. */
  url?: string;
  /** Bearer to send instead of the treesponder token. */
  bearer?: string;
  /** Extra request headers. */
  headers?: Record<string, string>;
}

const snippet = (text: string) => (text.length > 500 ? `${text.slice(0, 500)}…` : text);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function createHttpApi(options: HttpApiOptions): TreesponseApi {
  const environment = resolveEnvironment(options.environment);
  const host = options.host.replace(/\/+$/, '');
  const base = `${host}/api/v1`;

  const timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const uploadTimeoutMs = options.uploadTimeoutMs ?? DEFAULT_UPLOAD_TIMEOUT_MS;

  /**
   * Runs one call with an abort signal that fires at the deadline or when the client's signal is aborted. The call
   * ends then even if the fetch in use ignores the signal.
   */
  async function withDeadline<T>(what: string, ms: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const abort = new AbortController();
    let stop: (error: Error) => void = () => undefined;
    const stopped = new Promise<never>((_resolve, reject) => {
      stop = reject;
    });
    const fail = (error: Error) => {
      abort.abort(error);
      stop(error);
    };
    const aborted = () =>
      fail(new NetworkError(`Request aborted: ${what}`, { cause: options.signal?.reason }));
    const handle = environment.timers.setTimeout(() => fail(new TimeoutError(`No reply within ${ms} ms: ${what}`, ms)), ms);
    if (options.signal?.aborted) aborted();
    else options.signal?.addEventListener('abort', aborted, { once: true });
    try {
      return await Promise.race([run(abort.signal), stopped]);
    } catch (error) {
      // The fetch rejects with the abort reason or its own AbortError: report why the call was stopped.
      throw abort.signal.aborted ? abort.signal.reason : error;
    } finally {
      environment.timers.clearTimeout(handle);
      options.signal?.removeEventListener('abort', aborted);
    }
  }

  const invalid = (what: string, status: number, text: string, problem: string) =>
    new InvalidResponseError(`Unexpected reply to ${what}: ${problem}`, status, snippet(text));

  async function request(method: string, path: string, request: RequestOptions = {}): Promise<{ data: unknown; status: number; text: string }> {
    const url = request.url ?? `${base}${path}`;
    const what = `${method} ${request.url ? url : path}`;
    const headers: Record<string, string> = { accept: 'application/json', 'x-project-key': options.projectKey, ...request.headers };
    const bearer = request.bearer ?? request.token;
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    if (body !== undefined) headers['content-type'] = 'application/json';

    let response: Response;
    let text: string;
    try {
      ({ response, text } = await withDeadline(what, timeoutMs, async (signal) => {
        const init: RequestInit = { method, headers, body, signal };
        const reply = request.idempotent
          ? await retryFetch(environment.fetch, url, init, { ...options.retry, timers: environment.timers })
          : await environment.fetch(url, init);
        return { response: reply, text: await reply.text() };
      }));
    } catch (error) {
      if (error instanceof NetworkError) throw error;
      throw new NetworkError(`Network request failed: ${what}`, { cause: error });
    }

    if (response.status === 204) return { data: undefined, status: 204, text: '' };
    if (response.status === WIRE_STATUS.notAuthorized) throw new NotAuthorizedError();

    let data: unknown = undefined;
    let parsed = false;
    if (text.trim() !== '') {
      try {
        data = JSON.parse(text);
        parsed = true;
      } catch {
        parsed = false;
      }
    }

    if (response.status === WIRE_STATUS.unprocessable) throw new UnprocessableEntityError(parsed ? data : text);
    if (!response.ok) {
      // Spec: any other non-ok reply throws the server's parsed body. A body that is not a JSON object gets a typed error.
      if (parsed && typeof data === 'object' && data !== null) throw data;
      throw new InvalidResponseError(
        `Server replied ${response.status} to ${what}${parsed ? '' : ' with a body that is not JSON'}`,
        response.status,
        snippet(text),
      );
    }
    if (text.trim() !== '' && !parsed) throw invalid(what, response.status, text, 'the body is not valid JSON');
    return { data, status: response.status, text };
  }

  /**
   * Sends a treesponse write; when the server asks a proof of work for a vote code (428 with a challenge), solves it
   * and sends the write once more with the answer.
   */
  async function write(method: string, path: string, token: string, body: unknown) {
    try {
      return await request(method, path, { token, body });
    } catch (error) {
      const asked = proofOfWorkChallenge(error);
      if (!asked) throw error;
      const proof = await solveProofOfWork(asked.challenge, asked.difficulty);
      return request(method, path, { token, body, headers: { 'x-proof-of-work': proof } });
    }
  }

  function requireString(what: string, reply: { data: unknown; status: number; text: string }, field: string): string {
    const value = isRecord(reply.data) ? reply.data[field] : undefined;
    if (typeof value === 'number') return String(value);
    if (typeof value !== 'string' || value === '') {
      throw invalid(what, reply.status, reply.text, `missing '${field}'`);
    }
    return value;
  }

  return {
    offline: false,

    async createTreesponder() {
      const what = 'POST /treesponders';
      const reply = await request('POST', '/treesponders');
      return { publicId: requireString(what, reply, 'publicId'), token: requireString(what, reply, 'token') };
    },

    // POST, PATCH and PUT are sent once: a retry after a dropped connection could create a second treesponder,
    // treesponse or blob, or replay a write over newer data (see retry.ts). Only the two GETs are retried.
    async createTreesponse(token, body) {
      const reply = await write('POST', '/treesponses', token, body);
      return { publicId: requireString('POST /treesponses', reply, 'publicId') };
    },

    async getTreesponse(token, id) {
      const path = `/treesponses/${encodeURIComponent(id)}`;
      const reply = await request('GET', path, { token, idempotent: true });
      const data = reply.data;
      if (!isRecord(data)) throw invalid(`GET ${path}`, reply.status, reply.text, 'expected an object');
      const answers = data.answers ?? {};
      const results = data.results ?? {};
      if (!isRecord(answers)) throw invalid(`GET ${path}`, reply.status, reply.text, "'answers' is not an object");
      if (!isRecord(results)) throw invalid(`GET ${path}`, reply.status, reply.text, "'results' is not an object");
      const uploads = data.uploads ?? [];
      if (
        !Array.isArray(uploads) ||
        !uploads.every((u) => isRecord(u) && typeof u.name === 'string' && typeof u.blobSignedId === 'string')
      ) {
        throw invalid(`GET ${path}`, reply.status, reply.text, "'uploads' is not a list of uploads");
      }
      return { ...data, answers, results, uploads } as WireTreesponseRead;
    },

    async updateTreesponse(token, id, body) {
      await write('PATCH', `/treesponses/${encodeURIComponent(id)}`, token, body);
    },

    async createDirectUpload(token, directUploadRequest) {
      const reply = await request('POST', '/direct_uploads', { token, body: directUploadRequest });
      const data = reply.data;
      const direct = isRecord(data) ? data.direct_upload : undefined;
      if (
        !isRecord(data) ||
        typeof data.signed_id !== 'string' ||
        !isRecord(direct) ||
        typeof direct.url !== 'string' ||
        (direct.headers !== undefined && !isRecord(direct.headers))
      ) {
        throw invalid('POST /direct_uploads', reply.status, reply.text, "expected 'direct_upload' (url, headers) and 'signed_id'");
      }
      return {
        direct_upload: { url: direct.url, headers: (direct.headers ?? {}) as Record<string, string> },
        signed_id: data.signed_id,
      } satisfies DirectUploadResponse;
    },

    async storeFile(upload, file) {
      const url = new URL(upload.url, `${host}/`).toString();
      let response: Response;
      try {
        response = await withDeadline(`PUT ${url}`, uploadTimeoutMs, async (signal) => {
          // Only the returned headers: the storage service signed exactly those.
          const reply = await environment.fetch(url, { method: 'PUT', headers: upload.headers, body: file, signal });
          await reply.arrayBuffer().catch(() => undefined);
          return reply;
        });
      } catch (error) {
        if (error instanceof NetworkError) throw error;
        throw new NetworkError(`Network request failed: PUT ${url}`, { cause: error });
      }
      if (!response.ok) throw new UploadError(`Error storing file. Status: ${response.status}`, response.status);
    },

    async getAiFeedback(token, text) {
      const reply = await request('POST', '/ai_feedbacks', { token, body: { argument: text } });
      const data = reply.data;
      const score = isRecord(data) && isRecord(data.toxicity) ? data.toxicity.score : undefined;
      const proficiency = isRecord(data) ? data.proficiency : undefined;
      if (typeof score !== 'number' || typeof proficiency !== 'number') {
        throw invalid('POST /ai_feedbacks', reply.status, reply.text, "expected numbers 'toxicity.score' and 'proficiency'");
      }
      return { toxicity: { score }, proficiency } satisfies AiFeedbackResponse;
    },

    async getLikeOptions(aggregatorUrl, treesponseId) {
      const url = `${aggregatorUrl.replace(/\/+$/, '')}/${encodeURIComponent(treesponseId)}`;
      const reply = await request('GET', url, { url, bearer: options.projectKey, idempotent: true });
      const data = reply.data;
      if (
        !Array.isArray(data) ||
        !data.every(
          (o) => isRecord(o) && (typeof o.id === 'string' || typeof o.id === 'number') && typeof o.text === 'string',
        )
      ) {
        throw invalid(`GET ${url}`, reply.status, reply.text, 'expected a list of options (id, text, name)');
      }
      return data.map((o) => ({ id: o.id, text: o.text, name: typeof o.name === 'string' ? o.name : '' }) as LikeOption);
    },

    fileUrl(signedId, filename) {
      return `${host}/rails/active_storage/blobs/${encodeURIComponent(signedId)}/${encodeURIComponent(filename)}`;
    },
  };
}
