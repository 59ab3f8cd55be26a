/**
 * The collection API client for `{host}/api/v1` (spec section 7). Every request carries `x-project-key`; calls made
 * for a treesponder carry its bearer token; the aggregator call uses the project key as bearer. Replies are checked
 * against the contract, so a malformed reply becomes an InvalidResponseError instead of a crash later on.
 */
import type { Environment, TreesponseApi } from './contracts.js';
import { DEFAULT_REQUEST_TIMEOUT_MS, DEFAULT_UPLOAD_TIMEOUT_MS, resolveEnvironment } from './environment.js';
import { NetworkError } from './errors.js';
import { UploadError } from './transfer-errors.js';
import { createJsonRequester, isRecord, type JsonReply } from './json-request.js';
import { solveProofOfWork } from './proof-of-work.js';
import type { RetryOptions } from './retry.js';
import type { AiFeedbackResponse, DirectUploadResponse, LikeOption } from './types.js';
import {
  API_BASE_PATH,
  blobPath,
  IDEMPOTENCY_KEY_HEADER,
  PROJECT_KEY_HEADER,
  PROOF_OF_WORK_HEADER,
  proofOfWorkChallenge,
  WIRE_PATHS,
  type WireAiFeedbackRequest,
  type WireTreesponseRead,
} from './wire.js';

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

export function createHttpApi(options: HttpApiOptions): TreesponseApi {
  const environment = resolveEnvironment(options.environment);
  const host = options.host.replace(/\/+$/, '');
  const base = `${host}${API_BASE_PATH}`;

  const uploadTimeoutMs = options.uploadTimeoutMs ?? DEFAULT_UPLOAD_TIMEOUT_MS;
  const json = createJsonRequester({
    environment,
    timeoutMs: options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    signal: options.signal,
    retry: options.retry,
  });
  const { withDeadline, invalid } = json;

  function request(method: string, path: string, request: RequestOptions = {}): Promise<JsonReply> {
    const url = request.url ?? `${base}${path}`;
    const headers: Record<string, string> = { [PROJECT_KEY_HEADER]: options.projectKey, ...request.headers };
    const bearer = request.bearer ?? request.token;
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    return json.request(method, url, { headers, body: request.body, idempotent: request.idempotent, what: `${method} ${request.url ? url : path}` });
  }

  /**
   * Sends a treesponse write; when the server asks a proof of work for a vote code (428 with a challenge), solves it
   * and sends the write once more with the answer.
   */
  async function write(method: string, path: string, token: string, body: unknown, headers: Record<string, string> = {}) {
    try {
      return await request(method, path, { token, body, headers });
    } catch (error) {
      const asked = proofOfWorkChallenge(error);
      if (!asked) throw error;
      const proof = await solveProofOfWork(asked.challenge, asked.difficulty);
      return request(method, path, { token, body, headers: { ...headers, [PROOF_OF_WORK_HEADER]: proof } });
    }
  }

  function requireString(what: string, reply: JsonReply, field: string): string {
    const value = isRecord(reply.data) ? reply.data[field] : undefined;
    if (typeof value === 'number') return String(value);
    if (typeof value !== 'string' || value === '') {
      throw invalid(what, reply, `missing '${field}'`);
    }
    return value;
  }

  return {
    offline: false,

    async createTreesponder() {
      const what = `POST ${WIRE_PATHS.treesponders}`;
      const reply = await request('POST', WIRE_PATHS.treesponders);
      return { publicId: requireString(what, reply, 'publicId'), token: requireString(what, reply, 'token') };
    },

    // POST, PATCH and PUT are sent once: a retry after a dropped connection could create a second treesponder,
    // treesponse or blob, or replay a write over newer data (see retry.ts). Only the two GETs are retried.
    async createTreesponse(token, body, sendOptions) {
      const key = sendOptions?.idempotencyKey;
      const reply = await write('POST', WIRE_PATHS.treesponses, token, body, key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {});
      return { publicId: requireString(`POST ${WIRE_PATHS.treesponses}`, reply, 'publicId') };
    },

    async getTreesponse(token, id) {
      const path = WIRE_PATHS.treesponse(id);
      const reply = await request('GET', path, { token, idempotent: true });
      const data = reply.data;
      if (!isRecord(data)) throw invalid(`GET ${path}`, reply, 'expected an object');
      const answers = data.answers ?? {};
      const results = data.results ?? {};
      if (!isRecord(answers)) throw invalid(`GET ${path}`, reply, "'answers' is not an object");
      if (!isRecord(results)) throw invalid(`GET ${path}`, reply, "'results' is not an object");
      const uploads = data.uploads ?? [];
      if (
        !Array.isArray(uploads) ||
        !uploads.every((u) => isRecord(u) && typeof u.name === 'string' && typeof u.blobSignedId === 'string')
      ) {
        throw invalid(`GET ${path}`, reply, "'uploads' is not a list of uploads");
      }
      return { ...data, answers, results, uploads } as WireTreesponseRead;
    },

    async updateTreesponse(token, id, body) {
      await write('PATCH', WIRE_PATHS.treesponse(id), token, body);
    },

    async createDirectUpload(token, directUploadRequest) {
      const reply = await request('POST', WIRE_PATHS.directUploads, { token, body: directUploadRequest });
      const data = reply.data;
      const direct = isRecord(data) ? data.direct_upload : undefined;
      if (
        !isRecord(data) ||
        typeof data.signed_id !== 'string' ||
        !isRecord(direct) ||
        typeof direct.url !== 'string' ||
        (direct.headers !== undefined && !isRecord(direct.headers))
      ) {
        throw invalid(`POST ${WIRE_PATHS.directUploads}`, reply, "expected 'direct_upload' (url, headers) and 'signed_id'");
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
      const reply = await request('POST', WIRE_PATHS.aiFeedbacks, { token, body: { argument: text } satisfies WireAiFeedbackRequest });
      const data = reply.data;
      const score = isRecord(data) && isRecord(data.toxicity) ? data.toxicity.score : undefined;
      const proficiency = isRecord(data) ? data.proficiency : undefined;
      if (typeof score !== 'number' || typeof proficiency !== 'number') {
        throw invalid(`POST ${WIRE_PATHS.aiFeedbacks}`, reply, "expected numbers 'toxicity.score' and 'proficiency'");
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
        throw invalid(`GET ${url}`, reply, 'expected a list of options (id, text, name)');
      }
      return data.map((o) => ({ id: o.id, text: o.text, name: typeof o.name === 'string' ? o.name : '' }) as LikeOption);
    },

    fileUrl(signedId, filename) {
      return `${host}${blobPath(signedId, filename)}`;
    },
  };
}
