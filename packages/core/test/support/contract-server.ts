/**
 * A small in-memory server that honours the collection API contract (spec section 7), built on the recording
 * server so tests can also inspect what was sent. It exists to exercise the client end to end and to prove that
 * the shared contract suite passes against a server that follows the contract.
 */
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { ServerResponse } from 'node:http';
import { sendJson, startRecordingServer, type RecordedRequest, type RecordingServer } from './recording-server.js';
import { IDEMPOTENCY_KEY_HEADER, isLanguageTag, LANGUAGE_TAG_MESSAGE } from '../../src/wire.js';

export interface ContractServerOptions {
  projectKey?: string;
  /** Like options served by the aggregator. */
  likeOptions?: { id: number | string; text: string; name: string }[];
  /** When set, only these validation codes are accepted ('is not allowed' otherwise). */
  allowedValidationCodes?: string[];
}

export interface ContractServer extends RecordingServer {
  projectKey: string;
  aggregatorUrl: string;
  treesponses: Map<string, { owner: string; body: Record<string, unknown> }>;
  /** Make the next matching call fail with this status and body. */
  failNext(method: string, pathPrefix: string, status: number, body?: unknown): void;
}


export async function startContractServer(options: ContractServerOptions = {}): Promise<ContractServer> {
  const server = await startRecordingServer();
  const projectKey = options.projectKey ?? 'contract-project';
  const tokens = new Map<string, string>(); // token -> treesponder id
  const treesponses = new Map<string, { owner: string; body: Record<string, unknown> }>();
  const usedCodes = new Set<string>();
  const blobs = new Map<string, { filename: string; contentType: string; byteSize: number; checksum: string; data?: Buffer }>();
  /** Creates by `{owner}:{Idempotency-Key}`: the same create sent again gets the first one's id. */
  const idempotent = new Map<string, string>();
  const uploadIds = new Map<string, number>();
  const failures: { method: string; pathPrefix: string; status: number; body?: unknown }[] = [];
  let nextUploadId = 1;

  const authorized = (request: RecordedRequest): string | null => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    return token ? (tokens.get(token) ?? null) : null;
  };

  const validate = (body: unknown): Record<string, string[]> | null => {
    const errors: Record<string, string[]> = {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return { base: ['must be an object'] };
    const b = body as Record<string, unknown>;
    if (typeof b.completed !== 'boolean') errors.completed = ['must be true or false'];
    if (!isLanguageTag(b.language)) errors.language = [LANGUAGE_TAG_MESSAGE];
    if (typeof b.answers !== 'object' || b.answers === null || Array.isArray(b.answers)) errors.answers = ['must be an object'];
    if (!Array.isArray(b.page_visits)) errors.page_visits = ['must be a list'];
    if (typeof b.survey_version !== 'string') errors.survey_version = ['must be a string'];
    return Object.keys(errors).length > 0 ? errors : null;
  };

  const checkCode = (id: string | null, body: Record<string, unknown>, res: ServerResponse): boolean => {
    const code = body.validation_code;
    if (typeof code !== 'string' || code === '') return true;
    if (options.allowedValidationCodes && !options.allowedValidationCodes.includes(code)) {
      sendJson(res, 422, { validation_code: ['is not allowed'] });
      return false;
    }
    const owned = id ? treesponses.get(id)?.body.validation_code === code : false;
    if (usedCodes.has(code) && !owned) {
      sendJson(res, 422, { validation_code: ['already used'] });
      return false;
    }
    usedCodes.add(code);
    return true;
  };

  const read = (id: string, body: Record<string, unknown>) => {
    const { uploads_attributes, ...rest } = body;
    const uploads = ((uploads_attributes as { name: string; file: string }[]) ?? []).map((upload) => ({
      id: uploadIds.get(`${id}:${upload.name}`) ?? 0,
      name: upload.name,
      filename: blobs.get(upload.file)?.filename ?? '',
      blobSignedId: upload.file,
    }));
    return { ...rest, uploads };
  };

  server.handle((request, res) => {
    const url = new URL(request.path, server.origin);
    const path = url.pathname;
    const failure = failures.findIndex((f) => f.method === request.method && path.startsWith(f.pathPrefix));
    if (failure >= 0) {
      const [f] = failures.splice(failure, 1);
      sendJson(res, f!.status, f!.body);
      return;
    }
    if (path.startsWith('/storage/') && request.method === 'PUT') {
      const blob = blobs.get(decodeURIComponent(path.slice('/storage/'.length)));
      const md5 = createHash('md5').update(request.raw).digest('base64');
      if (!blob || md5 !== request.headers['content-md5'] || request.raw.length !== blob.byteSize) {
        sendJson(res, 422, { error: 'checksum or size mismatch' });
        return;
      }
      blob.data = request.raw;
      sendJson(res, 204);
      return;
    }
    const blobMatch = /^\/rails\/active_storage\/blobs\/([^/]+)\/([^/]+)$/.exec(path);
    if (blobMatch && request.method === 'GET') {
      const blob = blobs.get(decodeURIComponent(blobMatch[1]!));
      if (!blob?.data) {
        sendJson(res, 404, { error: 'not found' });
        return;
      }
      res.writeHead(200, { 'content-type': blob.contentType }).end(blob.data);
      return;
    }
    if (request.headers['x-project-key'] !== projectKey) {
      sendJson(res, 401, { error: 'unknown project' });
      return;
    }
    const aggregator = /^\/aggregator\/([^/]+)$/.exec(path);
    if (aggregator && request.method === 'GET') {
      if (request.headers.authorization !== `Bearer ${projectKey}`) {
        sendJson(res, 401, { error: 'unauthorized' });
        return;
      }
      sendJson(res, 200, options.likeOptions ?? []);
      return;
    }
    if (path === '/api/v1/treesponders' && request.method === 'POST') {
      const publicId = randomUUID().slice(0, 12);
      const token = randomUUID();
      tokens.set(token, publicId);
      sendJson(res, 201, { publicId, token });
      return;
    }
    const owner = authorized(request);
    if (!owner) {
      sendJson(res, 401, { error: 'unauthorized' });
      return;
    }
    let body: unknown = undefined;
    if (request.body) {
      try {
        body = JSON.parse(request.body);
      } catch {
        sendJson(res, 400, { error: 'malformed JSON' });
        return;
      }
    }
    if (path === '/api/v1/treesponses' && request.method === 'POST') {
      const errors = validate(body);
      if (errors) return sendJson(res, 422, errors);
      if (!checkCode(null, body as Record<string, unknown>, res)) return;
      const key = request.headers[IDEMPOTENCY_KEY_HEADER] as string | undefined;
      const earlier = key ? idempotent.get(`${owner}:${key}`) : undefined;
      if (earlier) return sendJson(res, 201, { publicId: earlier });
      const publicId = randomUUID().slice(0, 12);
      if (key) idempotent.set(`${owner}:${key}`, publicId);
      treesponses.set(publicId, { owner, body: body as Record<string, unknown> });
      for (const upload of (body as { uploads_attributes: { name: string }[] }).uploads_attributes ?? []) {
        uploadIds.set(`${publicId}:${upload.name}`, nextUploadId++);
      }
      return sendJson(res, 201, { publicId });
    }
    const one = /^\/api\/v1\/treesponses\/([^/]+)$/.exec(path);
    if (one) {
      const id = decodeURIComponent(one[1]!);
      const stored = treesponses.get(id);
      if (!stored || stored.owner !== owner) return sendJson(res, 404, { error: 'not found' });
      if (request.method === 'GET') return sendJson(res, 200, read(id, stored.body));
      if (request.method === 'PATCH') {
        const errors = validate(body);
        if (errors) return sendJson(res, 422, errors);
        if (!checkCode(id, body as Record<string, unknown>, res)) return;
        stored.body = body as Record<string, unknown>;
        for (const upload of (body as { uploads_attributes: { name: string }[] }).uploads_attributes ?? []) {
          if (!uploadIds.has(`${id}:${upload.name}`)) uploadIds.set(`${id}:${upload.name}`, nextUploadId++);
        }
        return sendJson(res, 204);
      }
    }
    if (path === '/api/v1/direct_uploads' && request.method === 'POST') {
      const blob = (body as { blob?: Record<string, unknown> } | undefined)?.blob;
      if (!blob || typeof blob.filename !== 'string' || typeof blob.byte_size !== 'number' || typeof blob.checksum !== 'string') {
        return sendJson(res, 422, { blob: ['needs filename, byte_size and checksum'] });
      }
      const signedId = `${randomUUID()}--sig`;
      const contentType = typeof blob.content_type === 'string' ? blob.content_type : 'application/octet-stream';
      blobs.set(signedId, { filename: blob.filename, contentType, byteSize: blob.byte_size, checksum: blob.checksum });
      return sendJson(res, 200, {
        direct_upload: {
          url: `${server.origin}/storage/${encodeURIComponent(signedId)}`,
          headers: { 'Content-Type': contentType, 'Content-MD5': blob.checksum },
        },
        signed_id: signedId,
      });
    }
    if (path === '/api/v1/ai_feedbacks' && request.method === 'POST') {
      const text = (body as { argument?: unknown } | undefined)?.argument;
      if (typeof text !== 'string') return sendJson(res, 422, { argument: ['must be a text'] });
      const words = text.split(/\s+/).filter(Boolean);
      return sendJson(res, 200, { toxicity: { score: /\bstupid\b/i.test(text) ? 0.9 : 0.05 }, proficiency: words.length });
    }
    sendJson(res, 404, { error: 'not found' });
  });

  return {
    ...server,
    projectKey,
    aggregatorUrl: `${server.origin}/aggregator`,
    treesponses,
    failNext(method, pathPrefix, status, body) {
      failures.push({ method, pathPrefix, status, body });
    },
  };
}

/**
 * One contract server for the test file: started before its tests, stopped after them, its request log emptied
 * before each test. Read it through the returned function once the tests run.
 */
export function useContractServer(options: ContractServerOptions = {}): () => ContractServer {
  let server: ContractServer | undefined;
  beforeAll(async () => {
    server = await startContractServer(options);
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    server!.requests.length = 0;
  });
  return () => server!;
}
