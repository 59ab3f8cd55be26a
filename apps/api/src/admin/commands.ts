/**
 * The operator commands of the command line (`treesponse-api export …`, `admin …`), as functions over a database.
 * The CLI runs them on the database itself, or, when a server holds the embedded database, sends them to that
 * server (POST /admin/cli, loopback only, signed with the server secret), which runs the same functions.
 */
import type { Queryable } from '../db.js';
import { contactsExport, responsesExport, type ExportFormat } from '../export.js';
import { filterCondition } from '../response-filter.js';
import {
  AccountError,
  audit,
  createOperator,
  deleteOperator,
  grantProject,
  listOperators,
  revokeProject,
  setPassword,
} from './accounts.js';

export interface CommandInput {
  /** 'export', 'export contacts', 'admin create', 'admin password', 'admin grant', 'admin revoke', 'admin delete', 'admin list'. */
  command: string;
  project?: string;
  format?: ExportFormat;
  user?: string;
  password?: string;
  /** Who runs it, for the audit log (e.g. 'cli'). */
  actor?: string;
}

export const COMMANDS = [
  'export',
  'export contacts',
  'admin create',
  'admin password',
  'admin grant',
  'admin revoke',
  'admin delete',
  'admin list',
] as const;

async function projectIdOf(db: Queryable, key: string | undefined): Promise<number> {
  if (!key) throw new AccountError('--project KEY is needed');
  const { rows } = await db.query<{ id: number }>('SELECT id FROM projects WHERE key = $1', [key]);
  if (!rows[0]) throw new AccountError(`No project with key '${key}'`);
  return rows[0].id;
}

function needs<T>(value: T | undefined, option: string): T {
  if (value === undefined || value === '') throw new AccountError(`${option} is needed`);
  return value;
}

async function* lines(...texts: string[]): AsyncGenerator<string> {
  for (const text of texts) yield `${text}\n`;
}

/**
 * Checks and runs a command; what it writes comes back as an iterable of text, so an export streams. Refusals
 * (unknown project or user, short password) throw AccountError before anything is written.
 */
export async function runCommand(db: Queryable, input: CommandInput): Promise<AsyncIterable<string>> {
  const actor = input.actor ?? 'cli';
  switch (input.command) {
    case 'export': {
      const projectId = await projectIdOf(db, input.project);
      const format = input.format ?? 'csv';
      if (format !== 'csv' && format !== 'jsonl') throw new AccountError('--format must be csv or jsonl');
      return responsesExport(db, { projectId }, format);
    }
    case 'export contacts': {
      const projectId = await projectIdOf(db, input.project);
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM treesponses t WHERE ${filterCondition({ projectId }).sql}
         AND t.email IS NOT NULL AND t.email <> '' AND (t.optin_project OR t.optin_organisation)`,
        [projectId],
      );
      await audit(db, { actor, action: 'contacts export', projectId, detail: { rows: rows[0]!.n } });
      return contactsExport(db, { projectId });
    }
    case 'admin create': {
      const operator = await createOperator(db, needs(input.user, '--user'), needs(input.password, 'A password'));
      if (input.project) await grantProject(db, operator.username, input.project);
      return lines(`Operator '${operator.username}' created${input.project ? ` with access to ${input.project}` : ''}`);
    }
    case 'admin password':
      await setPassword(db, needs(input.user, '--user'), needs(input.password, 'A password'));
      return lines(`Password of '${input.user}' changed; the account is unlocked and its sessions ended`);
    case 'admin grant':
      await grantProject(db, needs(input.user, '--user'), needs(input.project, '--project'));
      return lines(`'${input.user}' may now see project ${input.project}`);
    case 'admin revoke':
      await revokeProject(db, needs(input.user, '--user'), needs(input.project, '--project'));
      return lines(`'${input.user}' may no longer see project ${input.project}`);
    case 'admin delete':
      await deleteOperator(db, needs(input.user, '--user'));
      return lines(`Operator '${input.user}' deleted`);
    case 'admin list': {
      const operators = await listOperators(db);
      return lines(
        ...(operators.length === 0
          ? ['No operators']
          : operators.map((o) => `${o.username}\t${o.projects.join(',') || '-'}${o.locked ? '\tlocked' : ''}`)),
      );
    }
    default:
      throw new AccountError(`Unknown command '${input.command}'`);
  }
}
