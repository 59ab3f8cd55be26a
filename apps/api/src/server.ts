/**
 * The collection API on node:http. Routes (all JSON, CORS open to any origin since auth is by headers):
 *   POST  /api/v1/treesponders            project key
 *   POST  /api/v1/treesponses             project key + treesponder bearer
 *   GET   /api/v1/treesponses/{id}        project key + bearer (own treesponses only, else 404)
 *   PATCH /api/v1/treesponses/{id}        project key + bearer (PUT is accepted as well)
 *   POST  /api/v1/direct_uploads          project key + bearer
 *   POST  /api/v1/ai_feedbacks            project key + bearer
 *   GET   /api/v1/aggregator/{id}         project key as bearer
 *   PUT   /rails/active_storage/disk/{t}  the signed upload token in the url
 *   GET   /rails/active_storage/blobs/{signedId}/{filename}
 *   GET   /health                          liveness
 *   GET   /ready                           readiness: the database answers and the server is not stopping
 *   GET   /metrics                         Prometheus metrics (with metricsToken: that bearer only)
 */
import { API_BASE_PATH, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, PROJECT_KEY_HEADER, WIRE_STATUS as STATUS } from '@treesponse/core/wire';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { PrivacyHooks } from './admin/commands.js';
import { createAdminHandler } from './admin/routes.js';
import type { BlobStore } from './blob-storage.js';
import { databaseErrorInfo, type Database } from './db.js';
import {
  bearerToken,
  CORS_HEADERS,
  drain,
  HttpError,
  notAuthorized,
  notFound,
  readJson,
  readJsonBody,
  sendEmpty,
  sendJson,
} from './http.js';
import { routeOf, type Metrics } from './observability.js';
import { PROOF_OF_WORK_HEADER, proofOfWorkBits, requireProofOfWork } from './proof-of-work.js';
import { clientAddress, type LimitHit, type LimitName, type RateLimiter } from './rate-limits.js';
import type { FeedbackScorer } from './scorer.js';
import type { Signer } from './signing.js';
import {
  createBlob,
  createTreesponder,
  createTreesponse,
  findBlob,
  findProject,
  findTreesponderByToken,
  findTreesponderByTokenHash,
  markBlobStored,
  readTreesponse,
  storedValidationCode,
  treesponseBelongsToProject,
  UnprocessableError,
  updateTreesponse,
  withKeyedCode,
  type BlobResolver,
  type ProjectRow,
  type TreesponderRow,
} from './store.js';
import { isPlainObject, parseDirectUploadInput, parseTreesponseInput } from './validation.js';
import type { VoteCodeKey } from './vote-codes.js';
import { createTreesponderCache } from './treesponder-cache.js';
import type { ResponseStatsLimits } from './admin/response-stats.js';

export interface ServerContext {
  db: Database;
  storage: BlobStore;
  signer: Signer;
  /** Keys the vote codes before they are stored or compared. */
  voteCodes: VoteCodeKey;
  scorer: FeedbackScorer;
  /** Largest JSON body in bytes. */
  maxBodyBytes: number;
  /** Largest upload in bytes. */
  maxUploadBytes: number;
  /** Origin put in direct-upload urls, e.g. https://api.example.org, or a function giving it (never the Host header). */
  publicUrl: string | (() => string);
  /** How long a direct-upload url stays valid, in ms. */
  uploadUrlTtlMs: number;
  /** How long a signed blob id serves its file, in ms. */
  blobIdTtlMs: number;
  /** Where unexpected errors are reported. */
  logError: (error: unknown, context: string) => void;
  /** Abuse limits (429), counted in the database. */
  limiter: RateLimiter;
  /** Proxies in front of the server whose X-Forwarded-For is trusted (0: use the socket's address). */
  trustedProxies: number;
  metrics: Metrics;
  /** False once the server is stopping: /ready answers 503 so a load balancer stops sending requests. */
  isReady: () => boolean;
  /** When set, /metrics answers only `Authorization: Bearer {metricsToken}`. */
  metricsToken?: string;
  /** True: /metrics answers 404 (a production server without a metrics token). */
  metricsClosed?: boolean;
  /** Options of the dashboard under /admin. */
  dashboard?: DashboardOptions;
  /** What the command line's erase and retention need besides the database (files, compaction). */
  privacy?: PrivacyHooks;
}

export interface DashboardOptions {
  /** How often the dashboard's live refresh looks for new responses, in ms; default 2000. */
  livePollMs?: number;
  /**
   * A download (export, or the command line's output) whose client reads nothing for this long is cut off and
   * logged, in ms; default 60 s. An export holds the embedded database's compaction while it runs.
   */
  downloadStallMs?: number;
  /** Folder of the built dashboard; default dist/admin of @treesponse/api. */
  uiDir?: string;
  /**
   * Bounds of statistics computed from the stored responses (filters on completion, top result or an answer): at
   * most this many responses in the view's period and this long; default RESPONSE_STATS_LIMITS.
   */
  responseStatsLimits?: ResponseStatsLimits;
}

const API = API_BASE_PATH;

export function createApiServer(context: ServerContext): Server {
  const handler = createRequestHandler(context);
  const server = createServer({ requestTimeout: 120_000, headersTimeout: 30_000 }, (req, res) => void handler(req, res));
  server.keepAliveTimeout = 5_000;
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (socket.writable && !socket.destroyed && error.code !== 'ECONNRESET') {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    } else socket.destroy();
  });
  return server;
}

export function createRequestHandler(context: ServerContext) {
  const { db, signer } = context;
  const projectCache = new Map<string, { project: ProjectRow | null; until: number }>();
  // attaching checks that the blob belongs to the treesponder, so an old id of one's own file still attaches
  const blobs: BlobResolver = { blobKey: (signedId) => signer.verify('blob_id', signedId, Date.now(), { ignoreExpiry: true }) };
  // a file address works for one to two blobIdTtlMs: the expiry is rounded, so a blob's id stays the same within a
  // period (what the engine compares), and GET hands out fresh ones
  const signBlob = (key: string) => signer.sign('blob_id', key, blobIdExpiry(Date.now(), context.blobIdTtlMs));
  // the dashboard trusts only a configured public address (for its Secure cookie and origin check), never the listening one
  const admin = createAdminHandler({
    db,
    signer,
    publicUrl: typeof context.publicUrl === 'string' ? context.publicUrl : undefined,
    ownUrl: typeof context.publicUrl === 'function' ? context.publicUrl : undefined,
    logError: context.logError,
    trustedProxies: context.trustedProxies,
    privacy: context.privacy,
    ...context.dashboard,
  });

  /** Projects are cached for 5 s: every API call needs one, and they change rarely (CLI). */
  async function project(key: string | undefined): Promise<ProjectRow> {
    if (!key || key.length > 200) throw notAuthorized();
    const now = Date.now();
    const cached = projectCache.get(key);
    if (cached && cached.until > now) {
      if (!cached.project) throw notAuthorized();
      return cached.project;
    }
    const found = await findProject(db, key);
    if (projectCache.size > 1000) projectCache.clear();
    projectCache.set(key, { project: found, until: now + 5_000 });
    if (!found) throw notAuthorized();
    return found;
  }

  const treesponders = createTreesponderCache((projectId, tokenHash) => findTreesponderByTokenHash(db, projectId, tokenHash));

  /** Requests whose treesponder was kept from an earlier call rather than looked up (see withTreesponder). */
  const keptFor = new WeakSet<IncomingMessage>();

  /** The treesponder of the request's token (kept for a while, see treesponder-cache.ts); 401 without one. */
  async function treesponder(req: IncomingMessage, projectRow: ProjectRow, { fresh = false } = {}): Promise<TreesponderRow> {
    const token = bearerToken(req);
    if (!token || token.length > 200) throw notAuthorized();
    if (fresh) {
      const found = await findTreesponderByToken(db, projectRow.id, token);
      if (!found) throw notAuthorized();
      return found;
    }
    const found = await treesponders.find(projectRow.id, token);
    if (!found) throw notAuthorized();
    if (found.kept) keptFor.add(req);
    return found.row;
  }

  /**
   * Runs a call made with a kept treesponder; when it finds the treesponder gone (erased meanwhile: `gone` says so
   * from its outcome or error), it answers 401 as a call with an unknown token does.
   */
  async function withTreesponder<T>(req: IncomingMessage, projectRow: ProjectRow, work: () => Promise<T>, gone: (outcome: T) => boolean): Promise<T> {
    const stillThere = async () => !keptFor.has(req) || (await treesponders.confirm(projectRow.id, bearerToken(req)!)) !== null;
    let outcome: T;
    try {
      outcome = await work();
    } catch (error) {
      // 23503: the row's treesponder no longer exists
      if (databaseErrorInfo(error).code === '23503' && !(await stillThere())) throw notAuthorized();
      throw error;
    }
    if (gone(outcome) && !(await stillThere())) throw notAuthorized();
    return outcome;
  }

  const projectFromHeader = (req: IncomingMessage) => project(headerValue(req, PROJECT_KEY_HEADER));
  const byAddress = (req: IncomingMessage, limit: LimitName, amount = 1): LimitHit => ({
    limit,
    subject: `address:${clientAddress(req, context.trustedProxies)}`,
    amount,
  });
  const byTreesponder = (owner: TreesponderRow, limit: LimitName, amount = 1): LimitHit => ({
    limit,
    subject: `treesponder:${owner.id}`,
    amount,
  });

  /**
   * A save counts per treesponder (a new treesponse also per address). A code the treesponse does not hold yet is
   * tested against the allow-list and the used codes: that is an attempt, per address and per treesponder.
   */
  async function limitSave(req: IncomingMessage, owner: TreesponderRow, bytes: number, code: string | null | undefined, publicId?: string) {
    const hits = [
      byTreesponder(owner, 'savesPerTreesponder'),
      byAddress(req, 'saveBytesPerAddress', bytes),
      byTreesponder(owner, 'saveBytesPerTreesponder', bytes),
    ];
    if (publicId === undefined) hits.unshift(byAddress(req, 'treesponsesPerAddress'));
    const attempt = typeof code === 'string' && (publicId === undefined || (await storedValidationCode(db, owner, publicId)) !== code);
    if (attempt) {
      // a project may ask each attempt to pay with a proof of work; asking for one (428) uses up no attempt
      await requireProofOfWork(db, signer, headerValue(req, PROOF_OF_WORK_HEADER), await proofOfWorkBits(db, owner.project_id));
      hits.push(byAddress(req, 'codeAttemptsPerAddress'), byTreesponder(owner, 'codeAttemptsPerTreesponder'));
    }
    await context.limiter.hit(hits);
  }

  async function route(req: IncomingMessage, res: ServerResponse, path: string[]): Promise<void> {
    const method = req.method ?? 'GET';
    const [a, b, c, d] = path;
    if (path.length === 1 && method === 'GET') {
      if (a === 'health') return sendJson(res, STATUS.ok, { ok: true, database: db.kind });
      if (a === 'ready') return ready(res);
      if (a === 'metrics') return metrics(req, res);
    }

    if (a === 'rails' && b === 'active_storage') {
      if (c === 'disk' && path.length === 4 && method === 'PUT') return storeBlob(req, res, d!);
      if (c === 'blobs' && path.length === 5 && (method === 'GET' || method === 'HEAD')) return serveBlob(req, res, d!);
      throw notFound();
    }
    if (`/${a}/${b}` !== API) throw notFound();
    const [resource, id, ...rest] = path.slice(2);
    if (rest.length > 0) throw notFound();
    // public ids are short [A-Za-z0-9] strings; anything else cannot exist (and is never sent to the database)
    if (id !== undefined && !/^[A-Za-z0-9]{1,64}$/.test(id)) throw notFound();

    if (resource === 'aggregator' && id !== undefined) {
      if (method !== 'GET') throw methodNotAllowed('GET');
      const projectRow = await project(bearerToken(req) ?? undefined);
      const headerKey = headerValue(req, PROJECT_KEY_HEADER);
      if (headerKey !== undefined && headerKey !== projectRow.key) throw notAuthorized();
      if (!(await treesponseBelongsToProject(db, projectRow.id, id))) throw notFound();
      return sendJson(res, STATUS.ok, projectRow.like_options);
    }

    if (resource === 'treesponders' && id === undefined) {
      if (method !== 'POST') throw methodNotAllowed('POST');
      const projectRow = await projectFromHeader(req);
      await drain(req, context.maxBodyBytes);
      await context.limiter.hit([byAddress(req, 'treespondersPerAddress')]);
      return sendJson(res, STATUS.created, await createTreesponder(db, projectRow.id));
    }

    if (resource === 'treesponses') {
      const projectRow = await projectFromHeader(req);
      const owner = await treesponder(req, projectRow);
      if (id === undefined) {
        if (method !== 'POST') throw methodNotAllowed('POST');
        const body = await readJsonBody(req, context.maxBodyBytes);
        const input = withKeyedCode(validTreesponse(body.value), context.voteCodes);
        await limitSave(req, owner, body.bytes, input.validation_code);
        const idempotencyKey = headerValue(req, IDEMPOTENCY_KEY_HEADER);
        if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey))
          throw new HttpError(STATUS.badRequest, { error: 'Idempotency-Key must be 8 to 100 characters of A-Z, a-z, 0-9, _ and -' });
        const publicId = await withTreesponder(req, projectRow, () => createTreesponse(db, projectRow, owner, input, blobs, idempotencyKey), () => false);
        return sendJson(res, STATUS.created, { publicId });
      }
      if (method === 'GET') {
        const record = await withTreesponder(req, projectRow, () => readTreesponse(db, owner, id, signBlob), (found) => !found);
        if (!record) throw notFound();
        const { id: _id, treesponder_id: _owner, created_at: _created, updated_at: _updated, ...wire } = record;
        // the stored code is keyed and of no use to the browser; it is never sent back
        return sendJson(res, STATUS.ok, { ...wire, validation_code: null });
      }
      if (method === 'PATCH' || method === 'PUT') {
        const body = await readJsonBody(req, context.maxBodyBytes);
        const input = withKeyedCode(validTreesponse(body.value), context.voteCodes);
        await limitSave(req, owner, body.bytes, input.validation_code, id);
        const updated = await withTreesponder(req, projectRow, () => updateTreesponse(db, projectRow, owner, id, input, blobs), (done) => !done);
        if (!updated) throw notFound();
        return sendEmpty(res, STATUS.noContent);
      }
      throw methodNotAllowed('GET, PATCH, PUT');
    }

    if (resource === 'direct_uploads' && id === undefined) {
      if (method !== 'POST') throw methodNotAllowed('POST');
      const projectRow = await projectFromHeader(req);
      const owner = await treesponder(req, projectRow);
      const parsed = parseDirectUploadInput(await readJson(req, context.maxBodyBytes), context.maxUploadBytes);
      if ('errors' in parsed) throw new HttpError(STATUS.unprocessable, parsed.errors);
      await context.limiter.hit([
        byAddress(req, 'uploadBytesPerAddress', parsed.value.byte_size),
        byTreesponder(owner, 'uploadBytesPerTreesponder', parsed.value.byte_size),
      ]);
      const key = await withTreesponder(req, projectRow, () => createBlob(db, owner, parsed.value), () => false);
      const token = signer.sign('blob_upload', key, Date.now() + context.uploadUrlTtlMs);
      return sendJson(res, STATUS.ok, {
        direct_upload: {
          url: `${origin()}/rails/active_storage/disk/${token}`,
          headers: { 'Content-Type': parsed.value.content_type, 'Content-MD5': parsed.value.checksum },
        },
        signed_id: signBlob(key),
      });
    }

    if (resource === 'ai_feedbacks' && id === undefined) {
      if (method !== 'POST') throw methodNotAllowed('POST');
      const projectRow = await projectFromHeader(req);
      // nothing is written with the treesponder: it is looked up afresh, never kept
      await treesponder(req, projectRow, { fresh: true });
      let body = await readJson(req, context.maxBodyBytes);
      if (isPlainObject(body) && isPlainObject(body.ai_feedback)) body = body.ai_feedback;
      const argument = isPlainObject(body) ? body.argument : undefined;
      if (typeof argument !== 'string') throw new HttpError(STATUS.unprocessable, { argument: ['must be a string'] });
      if (argument.length > 20_000) throw new HttpError(STATUS.unprocessable, { argument: ['is too long (maximum is 20000 characters)'] });
      let score;
      try {
        score = await context.scorer.score(argument);
      } catch (error) {
        context.logError(error, 'AI feedback scorer');
        throw new HttpError(STATUS.unavailable, { error: 'AI feedback is not available right now' });
      }
      return sendJson(res, STATUS.ok, { toxicity: { score: score.toxicity.score }, proficiency: score.proficiency });
    }

    throw notFound();
  }

  async function ready(res: ServerResponse): Promise<void> {
    if (!context.isReady()) return sendJson(res, STATUS.unavailable, { ready: false, reason: 'stopping' });
    try {
      await db.query('SELECT 1');
    } catch (error) {
      context.logError(error, 'readiness check');
      return sendJson(res, STATUS.unavailable, { ready: false, reason: 'database unavailable' });
    }
    return sendJson(res, STATUS.ok, { ready: true });
  }

  async function metrics(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (context.metricsClosed) throw notFound();
    if (context.metricsToken !== undefined && bearerToken(req) !== context.metricsToken) throw notAuthorized();
    const text = context.metrics.render({
      treesponse_ready: { help: '1 while the server accepts requests', value: context.isReady() ? 1 : 0 },
    });
    res.writeHead(STATUS.ok, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(text);
  }

  function origin(): string {
    return (typeof context.publicUrl === 'function' ? context.publicUrl() : context.publicUrl).replace(/\/+$/, '');
  }

  async function storeBlob(req: IncomingMessage, res: ServerResponse, token: string): Promise<void> {
    const refuse = async (status: number, error: string) => {
      await drain(req, context.maxUploadBytes + 1024 * 1024);
      throw new HttpError(status, { error });
    };
    const key = signer.verify('blob_upload', token);
    if (!key) return refuse(STATUS.notFound, 'Upload url is not valid or has expired');
    const blob = await findBlob(db, key);
    if (!blob) return refuse(STATUS.notFound, 'Not found');
    if (blob.stored_at) return refuse(STATUS.conflict, 'This blob is already stored');
    const md5Header = headerValue(req, 'content-md5');
    if (md5Header !== undefined && md5Header !== blob.checksum)
      return refuse(STATUS.unprocessable, 'Content-MD5 does not match the checksum given when the upload was requested');
    const contentType = headerValue(req, 'content-type');
    if (contentType !== undefined && contentType.split(';')[0]!.trim().toLowerCase() !== blob.content_type.toLowerCase())
      return refuse(STATUS.unprocessable, 'Content-Type does not match the content type given when the upload was requested');
    const declared = headerValue(req, 'content-length');
    if (declared !== undefined && Number(declared) > blob.byte_size)
      return refuse(STATUS.payloadTooLarge, `File is larger than the ${blob.byte_size} bytes announced`);
    const result = await context.storage.receive(req, key, blob.byte_size, blob.checksum);
    if (!result.ok) {
      const messages = {
        'too large': [STATUS.payloadTooLarge, `File is larger than the ${blob.byte_size} bytes announced`],
        'size mismatch': [STATUS.unprocessable, `File size differs from the ${blob.byte_size} bytes announced`],
        'checksum mismatch': [STATUS.unprocessable, 'File content does not match its checksum (Content-MD5)'],
        'cut off': [STATUS.badRequest, 'Upload was cut off'],
        'write failed': [STATUS.internalError, 'File could not be stored'],
      } as const;
      const [status, error] = messages[result.reason];
      throw new HttpError(status, { error });
    }
    if (!(await markBlobStored(db, key))) throw new HttpError(STATUS.conflict, { error: 'This blob is already stored' });
    return sendEmpty(res, STATUS.noContent);
  }

  async function serveBlob(req: IncomingMessage, res: ServerResponse, signedId: string): Promise<void> {
    const key = signer.verify('blob_id', signedId);
    const blob = key ? await findBlob(db, key) : null;
    if (!key || !blob || !blob.stored_at || !(await context.storage.exists(key))) throw notFound();
    const inline = /^(image\/(png|jpeg|gif|webp|avif)|application\/pdf|text\/plain)$/i.test(blob.content_type);
    const headers: Record<string, string | number> = {
      ...CORS_HEADERS,
      'Content-Type': blob.content_type,
      'Content-Length': blob.byte_size,
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(blob.filename)}`,
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      ETag: `"${blob.checksum}"`,
    };
    if (req.method === 'HEAD') {
      res.writeHead(STATUS.ok, headers);
      return void res.end();
    }
    res.writeHead(STATUS.ok, headers);
    const stream = context.storage.read(key);
    stream.on('error', (error) => {
      context.logError(error, 'reading a blob');
      res.destroy();
    });
    stream.pipe(res);
  }

  function recordCodeRefusal(errors: Record<string, string[]>): void {
    const reason = errors.validation_code?.[0];
    if (reason === undefined) return;
    context.metrics.count('treesponse_vote_code_refusals_total', 'Vote codes refused, by reason', { reason });
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = process.hrtime.bigint();
    let path: string[] = [];
    // the route, never the path itself: paths can hold upload tokens and signed ids
    res.once('finish', () =>
      context.metrics.request(routeOf(req.method ?? 'GET', path), res.statusCode, Number(process.hrtime.bigint() - started) / 1e9),
    );
    try {
      if (req.method === 'OPTIONS') {
        await drain(req, 1024);
        return sendEmpty(res, STATUS.noContent, { 'Content-Length': '0' });
      }
      let url: URL;
      try {
        url = new URL(req.url ?? '/', 'http://localhost');
        path = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
      } catch {
        throw new HttpError(STATUS.badRequest, { error: 'Malformed URL' });
      }
      if (path[0] === 'admin') return await admin(req, res, path.slice(1), url.searchParams);
      await route(req, res, path);
    } catch (error) {
      if (error instanceof HttpError) {
        if (!req.complete && !req.destroyed) await drain(req, context.maxBodyBytes * 4);
        if (error.status === STATUS.unprocessable && typeof error.body === 'object') recordCodeRefusal(error.body as Record<string, string[]>);
        return sendJson(res, error.status, error.body, error.headers);
      }
      if (error instanceof UnprocessableError) {
        recordCodeRefusal(error.errors);
        return sendJson(res, STATUS.unprocessable, error.errors);
      }
      context.logError(error, routeOf(req.method ?? 'GET', path));
      if (!req.complete && !req.destroyed) req.resume();
      sendJson(res, STATUS.internalError, { error: 'Internal server error' });
    }
  };
}

function validTreesponse(body: unknown) {
  const parsed = parseTreesponseInput(body === undefined ? {} : body);
  if ('errors' in parsed) throw new HttpError(STATUS.unprocessable, parsed.errors);
  return parsed.value;
}

function methodNotAllowed(allowed: string): HttpError {
  return new HttpError(STATUS.methodNotAllowed, { error: `Method not allowed (use ${allowed})` });
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The expiry written into a signed blob id: the end of the period after the current one. */
export function blobIdExpiry(now: number, ttlMs: number): number {
  return (Math.floor(now / ttlMs) + 2) * ttlMs;
}
