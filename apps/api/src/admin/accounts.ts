/**
 * Dashboard operators: accounts (created from the command line), their projects, sessions stored in the database
 * (so several server processes share them), login attempts for the rate limit and the lockout, and the audit log.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db.js';
import { sha256Hex } from '../store.js';
import { decoyHash, hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from './passwords.js';

/** Session lifetime. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Wrong passwords in a row that lock an account, and for how long. */
export const LOCKOUT_AFTER_FAILURES = 5;
export const LOCKOUT_MS = 15 * 60 * 1000;
/** Login attempts per client address in LOGIN_WINDOW_MS before it gets 429. */
export const LOGIN_ATTEMPTS_PER_CLIENT = 20;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export interface Operator {
  id: number;
  username: string;
}

export interface OperatorProject {
  id: number;
  key: string;
  name: string;
}

export interface Session {
  operator: Operator;
  csrfToken: string;
}

/** A refusal of an operator command (unknown user, short password, ...). */
export class AccountError extends Error {}

const USERNAME = /^[A-Za-z0-9._@-]{2,100}$/;

export function checkNewPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new AccountError(`The password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  if (password.length > 1000) throw new AccountError('The password must have at most 1000 characters');
}

export async function createOperator(db: Queryable, username: string, password: string): Promise<Operator> {
  if (!USERNAME.test(username)) throw new AccountError('A user name has 2 to 100 letters, digits or . _ @ -');
  checkNewPassword(password);
  const { rows } = await db.query<Operator>(
    `INSERT INTO admin_operators (username, password_hash) VALUES ($1, $2)
     ON CONFLICT (username) DO NOTHING RETURNING id, username`,
    [username, await hashPassword(password)],
  );
  if (!rows[0]) throw new AccountError(`The user '${username}' exists already`);
  return rows[0];
}

async function operatorId(db: Queryable, username: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM admin_operators WHERE username = $1', [username]);
  if (!rows[0]) throw new AccountError(`No user '${username}'`);
  return rows[0].id;
}

/** Sets a new password, unlocks the account and ends its sessions. */
export async function setPassword(db: Queryable, username: string, password: string): Promise<void> {
  checkNewPassword(password);
  const id = await operatorId(db, username);
  await db.query('UPDATE admin_operators SET password_hash = $2, failed_logins = 0, locked_until = NULL WHERE id = $1', [
    id,
    await hashPassword(password),
  ]);
  await db.query('DELETE FROM admin_sessions WHERE operator_id = $1', [id]);
}

export async function deleteOperator(db: Queryable, username: string): Promise<void> {
  await db.query('DELETE FROM admin_operators WHERE id = $1', [await operatorId(db, username)]);
}

async function projectId(db: Queryable, key: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM projects WHERE key = $1', [key]);
  if (!rows[0]) throw new AccountError(`No project with key '${key}'`);
  return rows[0].id;
}

export async function grantProject(db: Queryable, username: string, projectKey: string): Promise<void> {
  const [operator, project] = [await operatorId(db, username), await projectId(db, projectKey)];
  await db.query('INSERT INTO admin_operator_projects (operator_id, project_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    operator,
    project,
  ]);
}

export async function revokeProject(db: Queryable, username: string, projectKey: string): Promise<void> {
  const [operator, project] = [await operatorId(db, username), await projectId(db, projectKey)];
  await db.query('DELETE FROM admin_operator_projects WHERE operator_id = $1 AND project_id = $2', [operator, project]);
}

export async function listOperators(db: Queryable): Promise<{ username: string; projects: string[]; locked: boolean }[]> {
  const { rows } = await db.query<{ username: string; projects: string[] | null; locked: boolean }>(
    `SELECT o.username, array_agg(p.key ORDER BY p.key) FILTER (WHERE p.key IS NOT NULL) AS projects,
            coalesce(o.locked_until > now(), false) AS locked
     FROM admin_operators o
     LEFT JOIN admin_operator_projects op ON op.operator_id = o.id LEFT JOIN projects p ON p.id = op.project_id
     GROUP BY o.id ORDER BY o.username`,
  );
  return rows.map((row) => ({ username: row.username, projects: row.projects ?? [], locked: row.locked }));
}

export async function operatorProjects(db: Queryable, operatorId: number): Promise<OperatorProject[]> {
  const { rows } = await db.query<OperatorProject>(
    `SELECT p.id, p.key, p.name FROM projects p JOIN admin_operator_projects op ON op.project_id = p.id
     WHERE op.operator_id = $1 ORDER BY p.name, p.key`,
    [operatorId],
  );
  return rows;
}

export type LoginOutcome =
  | { ok: true; token: string; session: Session }
  | { ok: false; reason: 'wrong' }
  | { ok: false; reason: 'rate limited' | 'locked'; retryAfterSeconds: number };

/** Records an attempt of `client`; the seconds to wait when it made too many recently, else 0. */
async function clientWait(db: Queryable, client: string): Promise<number> {
  const { rows } = await db.query<{ n: number; oldest: Date | string | null }>(
    `WITH added AS (INSERT INTO admin_login_attempts (client) VALUES ($1) RETURNING id)
     SELECT count(*)::int AS n, min(at) AS oldest FROM admin_login_attempts
     WHERE client = $1 AND at > now() - $2 * interval '1 millisecond'`,
    [client, LOGIN_WINDOW_MS],
  );
  // the row added by this statement is not visible to its own SELECT: n counts the earlier attempts
  const { n, oldest } = rows[0]!;
  if (Math.random() < 0.01) await db.query("DELETE FROM admin_login_attempts WHERE at < now() - interval '1 day'");
  if (n < LOGIN_ATTEMPTS_PER_CLIENT || !oldest) return 0;
  return Math.max(1, Math.ceil((new Date(oldest).getTime() + LOGIN_WINDOW_MS - Date.now()) / 1000));
}

/** The lockout state of a user name that has no account (created on its first attempt; old ones are forgotten). */
async function unknownName(db: Queryable, username: string): Promise<{ nameHash: string; locked_until: Date | string | null }> {
  const nameHash = sha256Hex(`unknown-login:${username}`);
  const { rows } = await db.query<{ locked_until: Date | string | null }>(
    `INSERT INTO admin_unknown_logins (name_hash) VALUES ($1)
     ON CONFLICT (name_hash) DO UPDATE SET updated_at = admin_unknown_logins.updated_at RETURNING locked_until`,
    [nameHash],
  );
  if (Math.random() < 0.01) await db.query("DELETE FROM admin_unknown_logins WHERE updated_at < now() - interval '1 day'");
  return { nameHash, locked_until: rows[0]!.locked_until };
}

export async function logIn(db: Queryable, client: string, username: string, password: string): Promise<LoginOutcome> {
  const wait = await clientWait(db, client);
  if (wait > 0) return { ok: false, reason: 'rate limited', retryAfterSeconds: wait };
  const { rows } = await db.query<{ id: number; username: string; password_hash: string; locked_until: Date | string | null }>(
    'SELECT id, username, password_hash, locked_until FROM admin_operators WHERE username = $1',
    [username],
  );
  const operator = rows[0];
  const matches = await verifyPassword(password, operator?.password_hash ?? (await decoyHash()));
  // an unknown name is counted and locked exactly like an account, so no answer tells which names exist
  const unknown = operator ? null : await unknownName(db, username);
  const lockedAt = operator ? operator.locked_until : unknown!.locked_until;
  const lockedUntil = lockedAt ? new Date(lockedAt).getTime() : 0;
  if (lockedUntil > Date.now())
    return { ok: false, reason: 'locked', retryAfterSeconds: Math.ceil((lockedUntil - Date.now()) / 1000) };
  if (!operator || !matches) {
    const failure = `SET
         locked_until = CASE WHEN failed_logins + 1 >= $2 THEN now() + $3 * interval '1 millisecond' ELSE locked_until END,
         failed_logins = CASE WHEN failed_logins + 1 >= $2 THEN 0 ELSE failed_logins + 1 END`;
    if (operator) await db.query(`UPDATE admin_operators ${failure} WHERE id = $1`, [operator.id, LOCKOUT_AFTER_FAILURES, LOCKOUT_MS]);
    else
      await db.query(`UPDATE admin_unknown_logins ${failure}, updated_at = now() WHERE name_hash = $1`, [
        unknown!.nameHash,
        LOCKOUT_AFTER_FAILURES,
        LOCKOUT_MS,
      ]);
    return { ok: false, reason: 'wrong' };
  }
  await db.query('UPDATE admin_operators SET failed_logins = 0, locked_until = NULL WHERE id = $1', [operator.id]);
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO admin_sessions (token_hash, operator_id, csrf_token, expires_at)
     VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')`,
    [sha256Hex(token), operator.id, csrfToken, SESSION_TTL_MS],
  );
  if (Math.random() < 0.05) await db.query('DELETE FROM admin_sessions WHERE expires_at < now()');
  return { ok: true, token, session: { operator: { id: operator.id, username: operator.username }, csrfToken } };
}

export async function findSession(db: Queryable, token: string): Promise<Session | null> {
  const { rows } = await db.query<{ id: number; username: string; csrf_token: string }>(
    `SELECT o.id, o.username, s.csrf_token FROM admin_sessions s JOIN admin_operators o ON o.id = s.operator_id
     WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [sha256Hex(token)],
  );
  const row = rows[0];
  return row ? { operator: { id: row.id, username: row.username }, csrfToken: row.csrf_token } : null;
}

export async function endSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM admin_sessions WHERE token_hash = $1', [sha256Hex(token)]);
}

/** Adds a line to the audit log (contact exports, logins). */
export async function audit(
  db: Queryable,
  entry: { actor: string; action: string; projectId?: number | null; detail?: Record<string, unknown> },
): Promise<void> {
  await db.query('INSERT INTO admin_audit_log (actor, action, project_id, detail) VALUES ($1, $2, $3, $4::jsonb)', [
    entry.actor,
    entry.action,
    entry.projectId ?? null,
    JSON.stringify(entry.detail ?? {}),
  ]);
}
