/**
 * The operator commands of the command line (`treesponse-api export …`, `admin …`), as functions over a database.
 * The CLI runs them on the database itself, or, when a server holds the embedded database, sends them to that
 * server (POST /admin/cli, loopback only, signed with the server secret), which runs the same functions.
 */
import type { Database, Queryable } from '../db.js';
import { addDigestRecipient, listDigestRecipients, removeDigestRecipient } from '../digest.js';
import { contactsExport, responsesExport, xlsxExport, type ExportFormat } from '../export.js';
import { columnHeaders } from '../export-headers.js';
import { LABEL_LANGUAGES, type LabelLanguage } from './labels.js';
import { projectSettings } from './stats.js';
import { applyRetention, eraseRespondent, type PrivacyOutcome } from '../privacy.js';
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
  format?: ExportFormat | 'xlsx';
  /** export --format xlsx: the language of the header row (nl, fr, de, en; nl when not given). */
  labels?: string;
  user?: string;
  password?: string;
  /** Who runs it, for the audit log (e.g. 'cli'). */
  actor?: string;
  /** erase: a treesponse or treesponder id, or an e-mail address. */
  id?: string;
  email?: string;
  /** retention: the period in days, and whether to anonymise instead of deleting. */
  days?: number;
  anonymise?: boolean;
  /** digest add: the recipient's language (nl, fr, de, en) and how often (daily, weekly). */
  language?: string;
  every?: string;
  /** Random, so that two identical commands are two different signed requests (each is accepted once). */
  nonce?: string;
}

/** What erasing needs besides the database: removing blob files, and compacting the embedded database after it. */
export interface PrivacyHooks {
  removeBlobs(keys: string[]): Promise<void>;
  /** Called after an erasure or retention deleted something: rewrites what held the deleted rows (see compact). */
  afterDeletion(): Promise<void>;
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
  'erase',
  'retention',
  'digest add',
  'digest remove',
  'digest list',
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
 * Checks and runs a command; what it writes comes back as an iterable of text (bytes for an XLSX export), so an
 * export streams. Refusals (unknown project or user, short password) throw AccountError before anything is written.
 */
export async function runCommand(db: Database, input: CommandInput, privacy?: PrivacyHooks): Promise<AsyncIterable<string | Buffer>> {
  const actor = input.actor ?? 'cli';
  const finish = async (outcome: PrivacyOutcome) => {
    await privacy?.removeBlobs(outcome.blobKeys);
    if (outcome.treesponses > 0 || outcome.blobKeys.length > 0) await privacy?.afterDeletion();
  };
  switch (input.command) {
    case 'erase': {
      if (!input.id === !input.email) throw new AccountError('erase needs --id ID or --email ADDRESS (one of them)');
      const outcome = await eraseRespondent(db, input.id ? { id: input.id } : { email: input.email! }, input.project);
      await finish(outcome);
      return lines(`Erased ${outcome.treesponses} treesponses and ${outcome.blobKeys.length} files`);
    }
    case 'retention': {
      const days = input.days;
      if (days === undefined || !Number.isFinite(days) || days < 0) throw new AccountError('retention needs --days N (a number of days)');
      const mode = input.anonymise ? 'anonymise' : 'delete';
      const outcome = await applyRetention(db, new Date(Date.now() - days * 24 * 60 * 60 * 1000), mode, input.project);
      await finish(outcome);
      return lines(
        `${mode === 'delete' ? 'Deleted' : 'Anonymised'} ${outcome.treesponses} treesponses older than ${days} days, removed ${outcome.blobKeys.length} files`,
      );
    }
    case 'export': {
      const projectId = await projectIdOf(db, input.project);
      const format = input.format ?? 'csv';
      if (format !== 'csv' && format !== 'jsonl' && format !== 'xlsx') throw new AccountError('--format must be csv, jsonl or xlsx');
      if (format !== 'xlsx') return responsesExport(db, { projectId }, format);
      const language = input.labels ?? 'nl';
      if (!(LABEL_LANGUAGES as readonly string[]).includes(language)) throw new AccountError(`--labels must be one of ${LABEL_LANGUAGES.join(', ')}`);
      const { timeZone, labels } = await projectSettings(db, projectId);
      return xlsxExport(db, { projectId }, timeZone, undefined, columnHeaders(labels, language as LabelLanguage));
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
    case 'digest add': {
      const projectId = await projectIdOf(db, input.project);
      const added = await addDigestRecipient(db, projectId, { email: needs(input.email, '--email'), language: input.language, frequency: input.every });
      await audit(db, { actor, action: 'digest add', projectId, detail: { language: added.language, frequency: added.frequency } });
      return lines(`${added.email} receives the ${added.frequency} digest of ${input.project} in ${added.language}`);
    }
    case 'digest remove': {
      const projectId = await projectIdOf(db, input.project);
      if (!(await removeDigestRecipient(db, projectId, needs(input.email, '--email'))))
        throw new AccountError(`${input.email} does not receive the digest of ${input.project}`);
      return lines(`${input.email} no longer receives the digest of ${input.project}`);
    }
    case 'digest list': {
      const recipients = await listDigestRecipients(db, await projectIdOf(db, input.project));
      return lines(...(recipients.length === 0 ? ['No digest recipients'] : recipients.map((r) => `${r.email}\t${r.language}\t${r.frequency}`)));
    }
    default:
      throw new AccountError(`Unknown command '${input.command}'`);
  }
}
