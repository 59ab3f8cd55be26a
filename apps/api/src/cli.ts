/**
 * treesponse-api: run the collection API, manage projects, export responses.
 *
 *   treesponse-api serve [--port 3100] [--host 127.0.0.1] [--data-dir .data] [--seed-project KEY --project-name NAME [--dashboard-labels FILE]]
 *   treesponse-api project create --key KEY --name NAME [--allow-list codes.txt] [--like-options options.json] [--data-dir .data]
 *   treesponse-api export --project KEY [--format csv|jsonl|xlsx] [--labels nl|fr|de|en] [--out FILE] [--data-dir .data]
 *   treesponse-api export contacts --project KEY [--out FILE] [--data-dir .data]
 *   treesponse-api admin create|password|grant|revoke|delete|list [--user NAME] [--project KEY] [--data-dir .data]
 *   treesponse-api erase (--id ID | --email ADDRESS) [--project KEY] [--data-dir .data]
 *   treesponse-api retention --days N [--anonymise] [--project KEY] [--data-dir .data]
 *
 * With the embedded database held by a running server, export and admin commands are sent to that server.
 * DATABASE_URL selects PostgreSQL instead of the embedded database in the data folder.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import type { DashboardRegistration } from './admin/labels.js';
import { AccountError } from './admin/accounts.js';
import { COMMANDS, runCommand, type CommandInput } from './admin/commands.js';
import { CLI_SIGNATURE_TTL_MS } from './admin/routes.js';
import { BlobStorage } from './blob-storage.js';
import { compactDatabase, openDatabase, type Database } from './db.js';
import { assertDataDirFree, claimDataDir, DataDirBusyError } from './data-dir-lock.js';
import { SERVER_URL_FILE, startApiServer } from './index.js';
import { mailSettingsFromEnv, MailSettingsError, type MailSettings } from './digest.js';
import { migrate } from './migrations.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limits.js';
import { createSigner, resolveSecret } from './signing.js';
import { InvalidAllowListError, upsertProject, type LikeOption } from './store.js';
import { createVoteCodeKey, protectStoredVoteCodes, SecretError, type VoteCodeKey } from './vote-codes.js';

const USAGE = `Usage:
  treesponse-api serve [--port 3100] [--host 127.0.0.1] [--data-dir .data] [--seed-project KEY --project-name NAME [--dashboard-labels FILE]]
  treesponse-api project create --key KEY --name NAME [--allow-list FILE] [--like-options FILE.json]
                                [--proof-of-work BITS] [--data-dir .data]
  treesponse-api export --project KEY [--format csv|jsonl|xlsx] [--labels nl|fr|de|en] [--out FILE] [--data-dir .data]
  treesponse-api export contacts --project KEY [--out FILE.csv] [--data-dir .data]   (e-mails of opt-ins; logged)
  treesponse-api admin create --user NAME [--project KEY]   (password from stdin, or asked)
  treesponse-api admin password --user NAME                  (new password from stdin; unlocks, ends sessions)
  treesponse-api admin grant|revoke --user NAME --project KEY
  treesponse-api admin delete --user NAME
  treesponse-api admin list
  treesponse-api erase (--id ID | --email ADDRESS) [--project KEY] [--data-dir .data]
      deletes a respondent: their treesponses, uploads, files and treesponder (ID: a treesponse or treesponder id)
  treesponse-api retention --days N [--anonymise] [--project KEY] [--data-dir .data]
      deletes (or with --anonymise strips the personal fields and files of) treesponses older than N days
  treesponse-api digest add --project KEY --email ADDRESS [--language nl|fr|de|en] [--every daily|weekly]
      the team's e-mail with the figures of the last day or week (default nl, daily); needs the SMTP settings
  treesponse-api digest remove --project KEY --email ADDRESS
  treesponse-api digest list --project KEY

  Export and admin commands also work while a server runs on the same data folder: they are sent to it.

Environment:
  DATABASE_URL        PostgreSQL connection string (default: embedded database in the data folder)
  TREESPONSE_SECRET   secret (32+ characters) keying vote codes and signing blob ids; required with DATABASE_URL
                      (default without it: generated once into the data folder)
  TREESPONSE_DATA_DIR data folder (default .data)
  PUBLIC_URL          origin written into upload urls (required when NODE_ENV=production or not on loopback)
  RATE_LIMITS         'off', or JSON changing abuse limits per hour, e.g. {"codeAttemptsPerAddress":10}
  TRUSTED_PROXIES     proxies in front whose X-Forwarded-For gives the client address (default 0)
  METRICS_TOKEN       when set, GET /metrics needs Authorization: Bearer METRICS_TOKEN
  PORT, HOST          defaults for --port and --host
  SMTP_HOST, MAIL_FROM  the mail server and sender of the digest (none: no digest is sent); also SMTP_PORT (default
                      587, 465 with SMTP_SECURE=true), SMTP_SECURE, SMTP_USER, SMTP_PASS, SMTP_TIMEOUT_MS (10000)`;

/** Wrong arguments: printed with the usage, exit code 2. */
class UsageError extends Error {}
/** A refusal with a clear reason, exit code 1. */
class CliError extends Error {}

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  'data-dir': { type: 'string' },
  'seed-project': { type: 'string' },
  'project-name': { type: 'string' },
  'dashboard-labels': { type: 'string' },
  key: { type: 'string' },
  name: { type: 'string' },
  'allow-list': { type: 'string' },
  'like-options': { type: 'string' },
  project: { type: 'string' },
  out: { type: 'string' },
  id: { type: 'string' },
  email: { type: 'string' },
  days: { type: 'string' },
  anonymise: { type: 'boolean' },
  'proof-of-work': { type: 'string' },
  format: { type: 'string' },
  labels: { type: 'string' },
  user: { type: 'string' },
  language: { type: 'string' },
  every: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  if (values.help || positionals.length === 0) {
    console.log(USAGE);
    return;
  }
  const dataDir = resolve(values['data-dir'] ?? process.env.TREESPONSE_DATA_DIR ?? '.data');
  const command = positionals.join(' ');
  if (command === 'serve') return serve(values, dataDir);
  if (command === 'project create') return createProject(values, dataDir);
  if ((COMMANDS as readonly string[]).includes(command)) return operatorCommand(command, values, dataDir);
  throw new UsageError(`Unknown command '${command}'`);
}

async function serve(values: Values, dataDir: string): Promise<void> {
  const port = Number(values.port ?? process.env.PORT ?? 3100);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError('--port must be a port number');
  if (values['seed-project'] && !values['project-name']) throw new UsageError('--seed-project needs --project-name');
  const usesEmbedded = !process.env.DATABASE_URL;
  // several servers on one database must key vote codes alike: a secret in one server's folder would not do
  if (!usesEmbedded && !process.env.TREESPONSE_SECRET) throw new CliError('TREESPONSE_SECRET must be set when DATABASE_URL is');
  const host = values.host ?? process.env.HOST ?? '127.0.0.1';
  const loopback = ['127.0.0.1', 'localhost', '::1'].includes(host);
  if (!process.env.PUBLIC_URL && (process.env.NODE_ENV === 'production' || !loopback))
    throw new CliError('PUBLIC_URL must be set (the https origin clients reach this server at): upload urls never copy the Host header');
  const server = await startApiServer({
    port,
    host,
    dataDir,
    databaseUrl: process.env.DATABASE_URL,
    secret: process.env.TREESPONSE_SECRET,
    publicUrl: process.env.PUBLIC_URL,
    rateLimits: rateLimitsFromEnv(process.env.RATE_LIMITS),
    trustedProxies: process.env.TRUSTED_PROXIES ? Number(process.env.TRUSTED_PROXIES) : 0,
    metricsToken: process.env.METRICS_TOKEN || undefined,
    digest: mailFromEnv(),
    production: process.env.NODE_ENV === 'production',
    projects: values['seed-project']
      ? [{ key: values['seed-project'], name: values['project-name']!, dashboard: await dashboardRegistration(values['dashboard-labels']) }]
      : [],
  });
  console.log(
    `treesponse-api listening on ${server.url} (engine base ${server.apiUrl}), database: ${
      usesEmbedded ? `embedded in ${join(dataDir, 'pgdata')}` : 'PostgreSQL'
    }`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

/** The digest's mail settings (SMTP_HOST, MAIL_FROM, ...): none set, no digest. */
function mailFromEnv(): { mail: MailSettings } | undefined {
  try {
    const mail = mailSettingsFromEnv(process.env);
    return mail ? { mail } : undefined;
  } catch (error) {
    if (error instanceof MailSettingsError) throw new CliError(error.message);
    throw error;
  }
}

/** RATE_LIMITS: unset (the defaults), 'off', or a JSON object of limits to change, e.g. {"codeAttemptsPerAddress":10}. */
function rateLimitsFromEnv(text: string | undefined): Partial<RateLimits> | false | undefined {
  if (!text?.trim()) return undefined;
  if (text.trim() === 'off') return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CliError('RATE_LIMITS must be off or a JSON object such as {"codeAttemptsPerAddress":10}');
  }
  const names = Object.keys(DEFAULT_RATE_LIMITS);
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    !Object.entries(parsed).every(([name, value]) => names.includes(name) && Number.isInteger(value) && (value as number) > 0)
  )
    throw new CliError(`RATE_LIMITS may set ${names.join(', ')} to positive integers`);
  return parsed as Partial<RateLimits>;
}

async function withDatabase<T>(dataDir: string, work: (db: Database, voteCodes: VoteCodeKey) => Promise<T>): Promise<T> {
  const release = process.env.DATABASE_URL ? async () => undefined : await claimDataDir(dataDir);
  try {
    const db = await openDatabase(
      process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: join(dataDir, 'pgdata') },
    );
    try {
      await migrate(db);
      // the same secret as the server's: a different one is refused before anything is written
      const voteCodes = createVoteCodeKey(await resolveSecret(process.env.TREESPONSE_SECRET, dataDir));
      await protectStoredVoteCodes(db, voteCodes);
      return await work(db, voteCodes);
    } finally {
      await db.close();
    }
  } finally {
    await release();
  }
}

async function readInput(file: string, option: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new CliError(`${option}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

async function createProject(values: Values, dataDir: string): Promise<void> {
  if (!values.key || !values.name) throw new UsageError('project create needs --key and --name');
  const allowList = values['allow-list']
    ? (await readInput(values['allow-list'], '--allow-list'))
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'))
    : undefined;
  let likeOptions: LikeOption[] | undefined;
  if (values['like-options']) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readInput(values['like-options'], '--like-options'));
    } catch (error) {
      if (error instanceof CliError) throw error;
      throw new CliError(`--like-options: ${(error as Error).message}`);
    }
    if (
      !Array.isArray(parsed) ||
      !parsed.every(
        (o) =>
          typeof o === 'object' && o !== null && ['string', 'number'].includes(typeof o.id) && typeof o.text === 'string' && typeof o.name === 'string',
      )
    )
      throw new UsageError('--like-options must hold a JSON array of { id, text, name }');
    likeOptions = parsed as LikeOption[];
  }
  const proofOfWorkBits = values['proof-of-work'] === undefined ? undefined : Number(values['proof-of-work']);
  if (proofOfWorkBits !== undefined && !(Number.isInteger(proofOfWorkBits) && proofOfWorkBits >= 0 && proofOfWorkBits <= 24))
    throw new UsageError('--proof-of-work must be a number of bits from 0 (off) to 24; 16 takes a browser under a second');
  const project = await withDatabase(dataDir, (db, voteCodes) =>
    upsertProject(db, { key: values.key!, name: values.name!, likeOptions, allowList, proofOfWorkBits }, voteCodes),
  );
  console.log(
    `Project '${project.name}' (key ${project.key}) saved` +
      (allowList ? `, allow-list of ${allowList.length} codes` : '') +
      (likeOptions ? `, ${likeOptions.length} like options` : ''),
  );
}

/** Reads a password: the first line of stdin when it is piped, else asked twice on the terminal without echo. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin });
    for await (const line of lines) {
      lines.close();
      return line;
    }
    throw new CliError('No password on stdin');
  }
  const ask = (prompt: string) =>
    new Promise<string>((resolvePassword) => {
      process.stderr.write(prompt);
      process.stdin.setRawMode(true);
      let typed = '';
      const onData = (chunk: Buffer) => {
        for (const char of chunk.toString('utf8')) {
          if (char === '\r' || char === '\n') {
            process.stdin.setRawMode(false);
            process.stdin.off('data', onData);
            process.stdin.pause();
            process.stderr.write('\n');
            return resolvePassword(typed);
          }
          if (char === '\u0003') process.exit(130);
          typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
        }
      };
      process.stdin.on('data', onData).resume();
    });
  const first = await ask('Password: ');
  if ((await ask('Again: ')) !== first) throw new CliError('The passwords differ');
  return first;
}

async function operatorCommand(command: string, values: Values, dataDir: string): Promise<void> {
  if (command.startsWith('export') && !values.project) throw new UsageError(`${command} needs --project KEY`);
  if (values.format !== undefined && !['csv', 'jsonl', 'xlsx'].includes(values.format)) throw new UsageError('--format must be csv, jsonl or xlsx');
  if (command === 'erase' && !values.id === !values.email) throw new UsageError('erase needs --id ID or --email ADDRESS (one of them)');
  const days = values.days === undefined ? undefined : Number(values.days);
  if (command === 'retention' && (days === undefined || !Number.isFinite(days) || days < 0))
    throw new UsageError('retention needs --days N (a number of days)');
  const input: CommandInput = {
    command,
    project: values.project,
    format: values.format as CommandInput['format'],
    labels: values.labels,
    user: values.user,
    password: command === 'admin create' || command === 'admin password' ? await readPassword() : undefined,
    id: values.id,
    email: values.email,
    days,
    anonymise: values.anonymise,
    language: values.language,
    every: values.every,
  };
  const target = values.out ? createWriteStream(values.out) : process.stdout;
  const write = (output: Readable) => pipeline(output, target, { end: values.out !== undefined });
  const heldByServer =
    !process.env.DATABASE_URL &&
    (await assertDataDirFree(dataDir).then(
      () => false,
      (error: unknown) => {
        if (error instanceof DataDirBusyError) return true;
        throw error;
      },
    ));
  if (heldByServer) await write(await sendToServer(input, dataDir));
  else
    await withDatabase(dataDir, async (db) => {
      let output: AsyncIterable<string | Buffer>;
      try {
        // this process holds the database alone: it removes the files and compacts itself
        output = await runCommand(db, input, {
          removeBlobs: (keys) => removeFiles(dataDir, keys),
          afterDeletion: () => compactDatabase(db, { full: true }),
        });
      } catch (error) {
        if (error instanceof AccountError) throw new CliError(error.message);
        throw error;
      }
      await write(Readable.from(output, { highWaterMark: 1 }));
    });
  if (values.out) console.error(`Wrote ${values.out}`);
}

/** Sends a command to the server that holds the embedded database (loopback, signed with the shared secret). */
async function sendToServer(input: CommandInput, dataDir: string): Promise<Readable> {
  const url = (await readFile(join(dataDir, SERVER_URL_FILE), 'utf8').catch(() => '')).trim();
  if (!url) throw new CliError(`A server holds the embedded database in ${dataDir} but its address is unknown; stop it first.`);
  const body = JSON.stringify({ ...input, nonce: randomBytes(16).toString('base64url') });
  const signer = createSigner(await resolveSecret(process.env.TREESPONSE_SECRET, dataDir));
  const digest = createHash('sha256').update(body).digest('base64url');
  let response: Response;
  try {
    response = await fetch(`${url}/admin/cli`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-treesponse-cli': signer.sign('cli_command', digest, Date.now() + CLI_SIGNATURE_TTL_MS) },
      body,
    });
  } catch {
    throw new CliError(`The server holding ${dataDir} does not answer at ${url}`);
  }
  if (!response.ok || !response.body) {
    const reply = (await response.json().catch(() => ({}))) as { error?: string };
    throw new CliError(reply.error ?? `The server answered ${response.status}`);
  }
  return Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
}

/** Blob files on disk go with their rows; with PostgreSQL the bytes are rows themselves. */
async function removeFiles(dataDir: string, keys: string[]): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const storage = new BlobStorage(dataDir);
  for (const key of keys) await storage.remove(key);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  const known = [CliError, DataDirBusyError, SecretError, InvalidAllowListError].some((type) => error instanceof type);
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});

/** The survey definition, texts and result names a project registers for its dashboard (a JSON file), or undefined. */
async function dashboardRegistration(file: string | undefined): Promise<DashboardRegistration | undefined> {
  if (file === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new CliError(`--dashboard-labels: cannot read ${file} as JSON (${(error as Error).message})`);
  }
  if (typeof parsed !== 'object' || parsed === null || !('definition' in parsed))
    throw new CliError('--dashboard-labels: the file needs { "definition": …, "texts"?: …, "results"?: … }');
  return parsed as DashboardRegistration;
}
