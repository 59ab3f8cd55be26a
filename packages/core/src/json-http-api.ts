/**
 * A transport for any backend that takes JSON over HTTP at one address of the adopter's choosing: a new response is
 * `POST {url}`, a change `PATCH {url}/{id}` (method and address configurable), with a hook that shapes the body. The
 * respondent is known only to the browser (no call); uploads, reading a response back, AI feedback and likes need
 * the collection API and are refused with an `UnsupportedCallError`.
 */
import type { Environment, TreesponseApi } from './contracts.js';
import { DEFAULT_REQUEST_TIMEOUT_MS, resolveEnvironment } from './environment.js';
import { UploadError } from './transfer-errors.js';
import { createJsonRequester, isRecord } from './json-request.js';
import { OFFLINE_ID_LENGTH, OFFLINE_TOKEN_LENGTH } from './offline-limits.js';
import type { WireTreesponse } from './wire.js';
import { IDEMPOTENCY_KEY_HEADER } from './wire.js';

/** What the body hook is told besides the response. */
export interface JsonBodyContext {
  /** 'create' for the first save, 'update' for later ones. */
  action: 'create' | 'update';
  /** The id the backend gave the response; null on create. */
  id: string | null;
  /** A random id of the respondent, kept by the survey in the browser. */
  respondentId: string;
}

export interface JsonHttpApiOptions {
  /** The address that receives a new response (`POST`). */
  url: string;
  /** The address of an existing response; default `{url}/{id}`. */
  responseUrl?: (id: string) => string;
  /** Method of an update; default 'PATCH'. */
  updateMethod?: 'PATCH' | 'PUT' | 'POST';
  /** Headers sent with every call, e.g. an API key. */
  headers?: Record<string, string>;
  /**
   * Shapes the body sent: gets the response in the wire format of `@treesponse/core/wire` and returns what the
   * backend expects (any JSON value). Default: the wire body as it is.
   */
  toBody?: (treesponse: WireTreesponse, context: JsonBodyContext) => unknown;
  /**
   * Reads the new response's id from the reply to the create. Default: the reply's `id`, else `publicId`. A reply
   * without an id is an InvalidResponseError.
   */
  readId?: (reply: unknown) => string | number | null | undefined;
  /** Deadline of one call in ms; default 20000. A call without a complete reply by then throws a TimeoutError. */
  timeoutMs?: number;
  /** Aborting it ends every running call and fails later ones without a request. */
  signal?: AbortSignal;
  /** fetch, timers and random ids; defaults from resolveEnvironment. */
  environment?: Partial<Environment>;
}

/** A call this transport cannot make (uploads, reading back, AI feedback, likes). */
export class UnsupportedCallError extends Error {
  override readonly name = 'UnsupportedCallError';
}

const defaultReadId = (reply: unknown) => (isRecord(reply) ? (reply.id ?? reply.publicId) : undefined) as string | number | undefined;

export function createJsonHttpApi(options: JsonHttpApiOptions): TreesponseApi {
  const environment = resolveEnvironment(options.environment);
  const json = createJsonRequester({
    environment,
    timeoutMs: options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    signal: options.signal,
  });
  const responseUrl = options.responseUrl ?? ((id: string) => `${options.url.replace(/\/+$/, '')}/${encodeURIComponent(id)}`);
  const shape = options.toBody ?? ((treesponse: WireTreesponse) => treesponse);
  const readId = options.readId ?? defaultReadId;
  // The survey passes the respondent's token to every call; this transport makes it up itself and names the
  // respondent by it, so the backend never needs a call of its own for respondents.
  const unsupported = (what: string) => Promise.reject(new UnsupportedCallError(`${what} is not available with a JSON endpoint`));

  return {
    offline: false,

    async createTreesponder() {
      return { publicId: environment.randomId(OFFLINE_ID_LENGTH), token: environment.randomId(OFFLINE_TOKEN_LENGTH) };
    },

    async createTreesponse(token, body, sendOptions) {
      const what = `POST ${options.url}`;
      const key = sendOptions?.idempotencyKey;
      const reply = await json.request('POST', options.url, {
        headers: { ...options.headers, ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}) },
        body: shape(body, { action: 'create', id: null, respondentId: token }),
        what,
      });
      const id = readId(reply.data);
      if ((typeof id !== 'string' || id === '') && typeof id !== 'number') throw json.invalid(what, reply, 'missing the id of the response');
      return { publicId: String(id) };
    },

    async updateTreesponse(token, id, body) {
      const method = options.updateMethod ?? 'PATCH';
      await json.request(method, responseUrl(id), {
        headers: options.headers,
        body: shape(body, { action: 'update', id, respondentId: token }),
      });
    },

    getTreesponse: () => unsupported('Reading a response back'),
    createDirectUpload: () => Promise.reject(new UploadError('File uploads are not available with a JSON endpoint')),
    storeFile: () => Promise.reject(new UploadError('File uploads are not available with a JSON endpoint')),
    getAiFeedback: () => unsupported('AI feedback'),
    getLikeOptions: () => unsupported('Likes'),
    fileUrl: () => '',
  };
}
