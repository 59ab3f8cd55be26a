/**
 * JSON over HTTP with a deadline, shared by the transports: one call is aborted at its deadline or when the
 * transport's signal is aborted, and a reply is mapped to the engine's errors (401, 422, other non-ok replies,
 * bodies that are not JSON). Writes are sent once; only calls marked idempotent are retried (see retry.ts).
 */
import type { Environment } from './contracts.js';
import {
  HttpError,
  InvalidResponseError,
  NetworkError,
  NotAuthorizedError,
  ServerError,
  TimeoutError,
  UnprocessableEntityError,
} from './errors.js';
import { retryFetch, type RetryOptions } from './retry.js';
import { WIRE_STATUS } from './wire.js';

export interface JsonRequesterOptions {
  environment: Environment;
  /** Deadline of one call in ms, reading the reply and any retries included. */
  timeoutMs: number;
  /** Aborting it ends every running call and fails later ones without a request. */
  signal?: AbortSignal;
  retry?: Omit<RetryOptions, 'timers'>;
}

export interface JsonRequest {
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Safe to repeat: retried on network errors, 5xx and 429. */
  idempotent?: boolean;
  /** How the call is named in errors; default `{method} {url}`. */
  what?: string;
}

export interface JsonReply {
  data: unknown;
  status: number;
  text: string;
}

export interface JsonRequester {
  request(method: string, url: string, request?: JsonRequest): Promise<JsonReply>;
  /** Runs `run` with a signal that fires at the deadline of `ms` or when the transport's signal is aborted. */
  withDeadline<T>(what: string, ms: number, run: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /** The error for a success reply that is not what the contract promises. */
  invalid(what: string, reply: JsonReply, problem: string): InvalidResponseError;
}

const snippet = (text: string) => (text.length > 500 ? `${text.slice(0, 500)}…` : text);

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function createJsonRequester(options: JsonRequesterOptions): JsonRequester {
  const { environment } = options;

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
    const aborted = () => fail(new NetworkError(`Request aborted: ${what}`, { cause: options.signal?.reason }));
    const handle = environment.timers.setTimeout(() => fail(new TimeoutError(`No reply within ${ms} ms: ${what}`, ms)), ms);
    if (options.signal?.aborted) aborted();
    else options.signal?.addEventListener('abort', aborted, { once: true });
    try {
      // The call ends at the deadline even if the fetch in use ignores the signal.
      return await Promise.race([run(abort.signal), stopped]);
    } catch (error) {
      // The fetch rejects with the abort reason or its own AbortError: report why the call was stopped.
      throw abort.signal.aborted ? abort.signal.reason : error;
    } finally {
      environment.timers.clearTimeout(handle);
      options.signal?.removeEventListener('abort', aborted);
    }
  }

  async function request(method: string, url: string, request: JsonRequest = {}): Promise<JsonReply> {
    const what = request.what ?? `${method} ${url}`;
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    if (body !== undefined) headers['content-type'] = 'application/json';

    let response: Response;
    let text: string;
    try {
      ({ response, text } = await withDeadline(what, options.timeoutMs, async (signal) => {
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
      // Any other non-ok reply: a typed error with the status and the server's parsed body (its fields on the error too).
      const message = `Server replied ${response.status} to ${what}`;
      if (isRecord(data)) throw new ServerError(message, response.status, data);
      if (Array.isArray(data)) throw new HttpError(message, response.status, data);
      throw new InvalidResponseError(
        `Server replied ${response.status} to ${what}${parsed ? '' : ' with a body that is not JSON'}`,
        response.status,
        snippet(text),
      );
    }
    const reply = { data, status: response.status, text };
    if (text.trim() !== '' && !parsed) throw invalid(what, reply, 'the body is not valid JSON');
    return reply;
  }

  function invalid(what: string, reply: JsonReply, problem: string): InvalidResponseError {
    return new InvalidResponseError(`Unexpected reply to ${what}: ${problem}`, reply.status, snippet(reply.text));
  }

  return { request, withDeadline, invalid };
}
