/**
 * The dashboard under /admin: its page and assets, and its API. Everything except the page, its assets and the
 * login answers only to a session (an HttpOnly, SameSite=Strict cookie; Secure behind HTTPS); requests that change
 * something also need the session's CSRF token and, when the browser sends an Origin, our own origin. No CORS
 * headers: other sites cannot read any of it. The public /api/v1 project keys give no access here.
 *
 *   GET  /admin/                                   the dashboard (static files of dist/admin)
 *   POST /admin/api/login  { username, password }  → { username, csrfToken, projects } and the session cookie
 *   POST /admin/api/logout                         (CSRF) ends the session
 *   GET  /admin/api/session                        → { username, csrfToken, projects }
 *   GET  /admin/api/projects/{key}/stats?from&to&language&version&region&province&partner&direct&completed&top&question&answer
 *   GET  /admin/api/projects/{key}/events          server-sent events: `change` when the project's data changed
 *   GET  /admin/api/projects/{key}/export.csv|export.jsonl|export.xlsx?(the same filter)   streamed download
 *   POST /admin/api/projects/{key}/contacts.csv    (CSRF) the logged contact export
 *   (the CSV downloads take dialect=excel: semicolons and a byte-order mark, what Excel in Belgium opens)
 *   POST /admin/cli                                loopback only, signed with the server secret: CLI commands
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db.js';
import { inDialect, parseCsvDialect, type CsvDialect } from '../csv-dialect.js';
import { EXPORT_CONTENT_TYPES, contactsExport, responsesExport, xlsxExport, type ExportFormat } from '../export.js';
import { DownloadStalled, HttpError, writeDrained } from '../http.js';
import { clientAddress } from '../rate-limits.js';
import { parseResponseFilter, readsResponses } from '../response-filter.js';
import type { Signer } from '../signing.js';
import { XLSX_CONTENT_TYPE } from '../xlsx.js';
import {
  AccountError,
  audit,
  endSession,
  findSession,
  logIn,
  operatorProjects,
  SESSION_TTL_MS,
  type OperatorProject,
  type Session,
} from './accounts.js';
import { runCommand, type CommandInput, type PrivacyHooks } from './commands.js';
import { serveDashboardFile } from './static-files.js';
import { catchUp, dashboardDatabase, type CountProgress } from './rollup.js';
import { dashboardStats, filterOptions, projectChangeMark, projectSettings } from './stats.js';
import { topResultPerPlace } from './place-results.js';
import { responseStats, ViewTooLargeError, type ResponseStatsLimits } from './response-stats.js';
import { LABEL_LANGUAGES, type LabelLanguage } from './labels.js';
import { columnHeaders } from '../export-headers.js';

export const SESSION_COOKIE = 'treesponse_admin';
/** How long a signed command of the command line is valid (the CLI signs it for this long). */
export const CLI_SIGNATURE_TTL_MS = 60_000;
/**
 * How long the live refresh may spend counting changed responses at each tick before it answers with the counts so
 * far (it keeps counting at the next tick while a backlog remains).
 */
const COUNT_BUDGET_MS = 1500;
/**
 * The same for a statistics request, which then still reads the figures: a third of the 3 s it may take over the
 * worst responses the limits allow, so a last counting batch that runs long on a busy machine and the reading fit in
 * the rest (measured at a load average of 21 on two cores: 3.1 s with a budget of 1.5 s). The next requests and the live
 * refresh count the rest.
 */
const STATS_COUNT_BUDGET_MS = 1000;

export interface AdminContext {
  db: Database;
  signer: Signer;
  /** Origin of the server when it sits behind a proxy; an https origin makes the cookie Secure. */
  publicUrl?: string;
  /** The address the server listens on (the expected Origin without publicUrl). */
  ownUrl?: () => string;
  logError: (error: unknown, context: string) => void;
  /** How often the live refresh looks for changes, in ms. */
  livePollMs?: number;
  /** How long a download (export) may wait for its client to read, in ms; default DOWNLOAD_STALL_MS (see writeDrained). */
  downloadStallMs?: number;
  /** Folder of the built dashboard; default dist/admin of this package. */
  uiDir?: string;
  /** Proxies in front of the server whose X-Forwarded-For gives the client address (the one rule of clientAddress). */
  trustedProxies?: number;
  /** Files and compaction for the command line's erase and retention. */
  privacy?: PrivacyHooks;
  /** Bounds of statistics computed from the responses (filters on completion, top result, an answer). */
  responseStatsLimits?: ResponseStatsLimits;
}

const SECURITY_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
};

export function adminJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}): void {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

const LIMIT = 16 * 1024;

async function readBody(req: IncomingMessage, limit = LIMIT): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, { error: `Request body is too large (limit ${limit} bytes)` });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON object or a form (application/x-www-form-urlencoded) body, as string fields. */
async function readFields(req: IncomingMessage): Promise<Record<string, string>> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const text = await readBody(req);
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text));
  if (type !== 'application/json') throw new HttpError(415, { error: 'Content-Type must be application/json' });
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    throw new HttpError(400, { error: 'Malformed JSON' });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new HttpError(400, { error: 'Expected a JSON object' });
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function cookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

const isLoopback = (address: string | undefined) =>
  address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
const isLoopbackHost = (hostname: string) => hostname === 'localhost' || hostname === '[::1]' || hostname.startsWith('127.');

export function createAdminHandler(context: AdminContext) {
  const { db } = context;
  // the dashboard's own reads (sessions, its figures, the live refresh): an operator watching does not count as the
  // activity that keeps the counting of a backlog in short batches (rollup.ts)
  const ownDb = dashboardDatabase(db);
  const livePollMs = context.livePollMs ?? 2000;
  const usedCliDigests = new Map<string, number>();

  /**
   * Brings the project's counts up to date for at most `budgetMs` (the rest is counted by the next requests and the
   * live refresh, which keeps going while a backlog remains).
   */
  const freshCounts = (projectId: number, budgetMs: number): Promise<CountProgress> => catchUp(ownDb, projectId, budgetMs);

  const secure = (req: IncomingMessage) =>
    (req.socket as { encrypted?: boolean }).encrypted === true ||
    req.headers['x-forwarded-proto'] === 'https' ||
    (context.publicUrl?.startsWith('https:') ?? false);

  function sessionCookie(req: IncomingMessage, token: string, maxAgeSeconds: number): string {
    return [
      `${SESSION_COOKIE}=${token}`,
      'Path=/admin',
      'HttpOnly',
      'SameSite=Strict',
      `Max-Age=${maxAgeSeconds}`,
      ...(secure(req) ? ['Secure'] : []),
    ].join('; ');
  }

  /**
   * A browser's Origin, when sent, must be this server's: PUBLIC_URL, or the address the server listens on (on
   * loopback also under the names localhost, 127.0.0.1 and [::1]). The Host header is never trusted.
   */
  function checkOrigin(req: IncomingMessage): void {
    const origin = req.headers.origin;
    if (origin === undefined) return;
    const own = new URL(context.publicUrl ?? context.ownUrl?.() ?? 'http://invalid');
    const expected = new Set([own.host]);
    if (!context.publicUrl && isLoopbackHost(own.hostname))
      for (const name of ['localhost', '127.0.0.1', '[::1]']) expected.add(`${name}:${own.port}`);
    let host: string | null;
    try {
      host = new URL(origin).host;
    } catch {
      host = null;
    }
    if (!host || !expected.has(host)) throw new HttpError(403, { error: 'Cross-site request refused' });
  }

  async function session(req: IncomingMessage): Promise<Session & { token: string }> {
    const token = cookie(req, SESSION_COOKIE);
    const found = token && token.length <= 100 ? await findSession(ownDb, token) : null;
    if (!token || !found) throw new HttpError(401, { error: 'Not logged in' });
    return { ...found, token };
  }

  function checkCsrf(current: Session, given: string | undefined): void {
    if (!given || given !== current.csrfToken) throw new HttpError(403, { error: 'Missing or wrong CSRF token' });
  }

  async function project(current: Session, key: string): Promise<OperatorProject> {
    const found = (await operatorProjects(ownDb, current.operator.id)).find((candidate) => candidate.key === key);
    // a project the operator may not see answers like one that does not exist
    if (!found) throw new HttpError(404, { error: 'Not found' });
    return found;
  }

  async function sessionBody(current: Session) {
    const projects = await operatorProjects(ownDb, current.operator.id);
    return {
      username: current.operator.username,
      csrfToken: current.csrfToken,
      projects: projects.map(({ key, name }) => ({ key, name })),
    };
  }

  async function stream(res: ServerResponse, chunks: AsyncIterable<string | Buffer>, headers: Record<string, string>): Promise<void> {
    res.writeHead(200, { ...SECURITY_HEADERS, ...headers });
    // the download starts at once: a CSV's first line waits for its columns, chosen from every response (a scan that
    // takes minutes at hundreds of MiB), and a client waiting that long for headers gives up
    res.flushHeaders();
    try {
      // no piece read ahead: the next is asked for once the socket took the previous one (see writeDrained)
      await writeDrained(res, chunks, context.downloadStallMs);
    } catch (error) {
      // a client that stopped reading: cut off, so the export ends (and lets the compaction run)
      if (error instanceof DownloadStalled) context.logError(error, 'a dashboard download whose client stopped reading');
      else if (!res.destroyed) {
        context.logError(error, 'streaming a dashboard download');
        res.destroy();
      }
    }
  }

  function events(req: IncomingMessage, res: ServerResponse, current: Session & { token: string }, projectId: number): void {
    res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': 'text/event-stream; charset=utf-8', Connection: 'keep-alive' });
    res.write('retry: 3000\n\n');
    let last: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    let backlog = false;
    const tick = async () => {
      try {
        if (!(await findSession(ownDb, current.token))) return void res.end('event: logout\ndata: {}\n\n');
        // access taken away (admin revoke, admin delete): the stream ends
        if (!(await operatorProjects(ownDb, current.operator.id)).some((granted) => granted.id === projectId))
          return void res.end('event: revoked\ndata: {}\n\n');
        // an open dashboard keeps counting a large backlog of responses in the background
        const { pending, complete } = await freshCounts(projectId, COUNT_BUDGET_MS);
        backlog = !complete;
        const mark = `${await projectChangeMark(ownDb, projectId)}${complete ? '' : `:${pending}`}`;
        if (mark !== last) res.write(`event: change\ndata: ${JSON.stringify(mark)}\n\n`);
        else res.write(': still here\n\n');
        last = mark;
      } catch (error) {
        context.logError(error, 'dashboard live refresh');
      }
      // while a backlog remains, counting goes on right away (each batch leaves room for other requests)
      if (!closed) timer = setTimeout(() => void tick(), backlog ? 0 : livePollMs);
    };
    req.on('close', () => {
      closed = true;
      clearTimeout(timer);
    });
    void tick();
  }

  async function cli(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!isLoopback(req.socket.remoteAddress)) throw new HttpError(404, { error: 'Not found' });
    const body = await readBody(req, 64 * 1024);
    const digest = createHash('sha256').update(body).digest('base64url');
    const signed = req.headers['x-treesponse-cli'];
    if (typeof signed !== 'string' || context.signer.verify('cli_command', signed) !== digest)
      throw new HttpError(401, { error: 'Not authorized' });
    // a signed request is valid once: the body carries a nonce, and a body seen before is refused until it expires
    const now = Date.now();
    for (const [seen, until] of usedCliDigests) if (until < now) usedCliDigests.delete(seen);
    if (usedCliDigests.has(digest)) throw new HttpError(401, { error: 'Not authorized' });
    usedCliDigests.set(digest, now + CLI_SIGNATURE_TTL_MS);
    let input: CommandInput;
    try {
      input = JSON.parse(body) as CommandInput;
    } catch {
      throw new HttpError(400, { error: 'Malformed JSON' });
    }
    let output: AsyncIterable<string | Buffer>;
    try {
      output = await runCommand(db, { ...input, actor: 'cli' }, context.privacy);
    } catch (error) {
      if (error instanceof AccountError) throw new HttpError(422, { error: error.message });
      throw error;
    }
    await stream(res, output, { 'Content-Type': 'text/plain; charset=utf-8' });
  }

  /** Handles a path under /admin (without the 'admin' segment); errors are answered here, without CORS headers. */
  return async function handleAdmin(req: IncomingMessage, res: ServerResponse, path: string[], query: URLSearchParams): Promise<void> {
    try {
      await route(req, res, path, query);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (!req.complete && !req.destroyed) req.resume();
      adminJson(res, error.status, error.body);
    }
  };

  async function route(req: IncomingMessage, res: ServerResponse, path: string[], query: URLSearchParams): Promise<void> {
    const method = req.method ?? 'GET';
    const [area, resource, key, action] = path;
    if (area === 'cli' && path.length === 1 && method === 'POST') return cli(req, res);
    if (area !== 'api') {
      if (method !== 'GET' && method !== 'HEAD') throw new HttpError(405, { error: 'Method not allowed (use GET)' });
      return serveDashboardFile(req, res, path, context.uiDir);
    }

    if (resource === 'login' && path.length === 2) {
      if (method !== 'POST') throw new HttpError(405, { error: 'Method not allowed (use POST)' });
      checkOrigin(req);
      const fields = await readFields(req);
      const username = (fields.username ?? '').slice(0, 200);
      const outcome = await logIn(db, clientAddress(req, context.trustedProxies), username, (fields.password ?? '').slice(0, 1000));
      if (!outcome.ok) {
        if (outcome.reason === 'wrong') throw new HttpError(401, { error: 'Wrong user name or password' });
        return adminJson(res, 429, { error: 'Too many attempts: try again later' }, { 'Retry-After': String(outcome.retryAfterSeconds) });
      }
      return adminJson(res, 200, await sessionBody(outcome.session), {
        'Set-Cookie': sessionCookie(req, outcome.token, Math.floor(SESSION_TTL_MS / 1000)),
      });
    }

    const current = await session(req);
    if (resource === 'session' && path.length === 2) {
      if (method !== 'GET') throw new HttpError(405, { error: 'Method not allowed (use GET)' });
      return adminJson(res, 200, await sessionBody(current));
    }
    if (resource === 'logout' && path.length === 2) {
      if (method !== 'POST') throw new HttpError(405, { error: 'Method not allowed (use POST)' });
      checkOrigin(req);
      checkCsrf(current, headerValue(req, 'x-csrf-token'));
      await endSession(db, current.token);
      return adminJson(res, 200, { ok: true }, { 'Set-Cookie': sessionCookie(req, '', 0) });
    }
    if (resource === 'projects' && key !== undefined && action !== undefined && path.length === 4) {
      const found = await project(current, key);
      if (action === 'contacts.csv') {
        if (method !== 'POST') throw new HttpError(405, { error: 'Method not allowed (use POST)' });
        const dialect = csvDialect(query);
        checkOrigin(req);
        const fields = await readFields(req);
        checkCsrf(current, headerValue(req, 'x-csrf-token') ?? fields.csrf_token);
        const filter = parseResponseFilter(found.id, query);
        await audit(db, { actor: current.operator.username, action: 'contacts export', projectId: found.id, detail: { filter: Object.fromEntries(query) } });
        console.log(`[treesponse-api] contacts export of project ${found.key} by ${current.operator.username}`);
        return stream(res, inDialect(contactsExport(db, filter), dialect), {
          'Content-Type': EXPORT_CONTENT_TYPES.csv,
          'Content-Disposition': `attachment; filename="${fileSafe(found.key)}-contacts.csv"`,
        });
      }
      if (method !== 'GET') throw new HttpError(405, { error: 'Method not allowed (use GET)' });
      const filter = parseResponseFilter(found.id, query);
      if (action === 'stats') {
        if (readsResponses(filter)) {
          // computed from the responses themselves, which are always complete (the live refresh keeps counting)
          const { labels, timeZone } = await projectSettings(db, found.id);
          try {
            return adminJson(res, 200, { ...(await responseStats(db, filter, labels, context.responseStatsLimits)), timeZone, complete: true, pending: 0, pendingUntil: null });
          } catch (error) {
            if (!(error instanceof ViewTooLargeError)) throw error;
            const tooLarge = { reason: error.reason, responses: error.responses, limit: error.limits.responses, seconds: error.limits.milliseconds / 1000 };
            // with the filters' choices and the labels, so the page still offers every filter in the survey's words
            throw new HttpError(422, { error: error.message, tooLarge, options: await filterOptions(db, found.id), labels });
          }
        }
        const { complete, pending, pendingUntil } = await freshCounts(found.id, STATS_COUNT_BUDGET_MS);
        const { labels, timeZone } = await projectSettings(ownDb, found.id);
        return adminJson(res, 200, { ...(await dashboardStats(ownDb, filter, labels)), placeResults: await topResultPerPlace(ownDb, filter), timeZone, complete, pending, pendingUntil });
      }
      if (action === 'events') return events(req, res, current, found.id);
      if (action === 'export.xlsx') {
        const { timeZone, labels } = await projectSettings(db, found.id);
        // the header row's language (`labels`): the survey's own words for the columns, Dutch unless asked otherwise
        const language = query.get('labels') ?? 'nl';
        if (!(LABEL_LANGUAGES as readonly string[]).includes(language))
          throw new HttpError(400, { labels: [`must be one of ${LABEL_LANGUAGES.join(', ')}`] });
        return stream(res, xlsxExport(db, filter, timeZone, undefined, columnHeaders(labels, language as LabelLanguage)), {
          'Content-Type': XLSX_CONTENT_TYPE,
          'Content-Disposition': `attachment; filename="${fileSafe(found.key)}-responses.xlsx"`,
        });
      }
      const format = ({ 'export.csv': 'csv', 'export.jsonl': 'jsonl' } as Record<string, ExportFormat>)[action];
      if (format)
        return stream(res, format === 'csv' ? inDialect(responsesExport(db, filter, format), csvDialect(query)) : responsesExport(db, filter, format), {
          'Content-Type': EXPORT_CONTENT_TYPES[format],
          'Content-Disposition': `attachment; filename="${fileSafe(found.key)}-responses.${format}"`,
        });
    }
    throw new HttpError(404, { error: 'Not found' });
  }
}

function csvDialect(query: URLSearchParams): CsvDialect {
  const dialect = parseCsvDialect(query.get('dialect'));
  if (!dialect) throw new HttpError(400, { dialect: ['must be rfc4180 or excel'] });
  return dialect;
}

/** A project key as part of a download's file name (keys are free text; a header allows only some characters). */
const fileSafe = (key: string) => key.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100);

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
