/**
 * A parameterised statement on the embedded database in one call into it. PGlite's own `query` makes six calls per
 * statement (parse, describe the statement to learn the parameters' types, bind, describe, execute, sync), each a
 * pass through the WebAssembly boundary and its file-system sync; here Parse, Bind, Describe, Execute and Sync go as
 * one message, the parameters as text whose type the database infers, as node-postgres sends them to a server. The
 * rows are parsed by PGlite's own parsers, so results are the same as `query`'s.
 *
 * Only parameters whose text form is unambiguous take this path (strings, finite numbers, booleans, null, and flat
 * arrays of strings and numbers); any other value (a Date, an object, a nested array) goes through `query`, which
 * serialises by the type the database reports.
 *
 * A statement is also parsed and planned once, under a name (see preparedStatementNames), and then only bound and run:
 * the embedded database is one session, so a name holds for as long as it is open (measured in Node: a treesponder's
 * lookup and a create's insert together from 1.45 to 0.91 ms of CPU).
 */
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import { preparedStatementNames, type PreparedStatementNames } from './prepared-statements.js';

const { serialize } = protocol;

/** The parameters as the text the database parses, or undefined when one of them needs PGlite's serialisers. */
export function textParameters(params: readonly unknown[]): (string | null)[] | undefined {
  const texts: (string | null)[] = [];
  for (const param of params) {
    const text = textParameter(param);
    if (text === undefined) return undefined;
    texts.push(text);
  }
  return texts;
}

function textParameter(param: unknown): string | null | undefined {
  if (param === null || param === undefined) return null;
  if (typeof param === 'string') return param;
  if (typeof param === 'boolean') return String(param);
  if (typeof param === 'number') return Number.isFinite(param) ? String(param) : undefined;
  if (Array.isArray(param)) return arrayLiteral(param);
  return undefined;
}

/** A one-dimensional array literal, every element quoted: {"a","b\"c",NULL}. */
function arrayLiteral(values: readonly unknown[]): string | undefined {
  const elements: string[] = [];
  for (const value of values) {
    if (value === null || value === undefined) elements.push('NULL');
    else if (typeof value === 'string') elements.push(`"${value.replace(/[\\"]/g, '\\$&')}"`);
    else if (typeof value === 'number' && Number.isFinite(value)) elements.push(`"${value}"`);
    else return undefined;
  }
  return `{${elements.join(',')}}`;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/**
 * Runs `sql` with `params` outside any transaction, waiting like `query` for a transaction or statement in progress;
 * throws the database's error (with its `code` and `constraint`). Falls back to `query` for parameters it cannot send
 * as text.
 */
export async function queryInOneCall<Row>(lite: PGlite, sql: string, params: readonly unknown[]): Promise<{ rows: Row[] }> {
  const values = textParameters(params);
  if (values === undefined) return { rows: (await lite.query<Row>(sql, params as unknown[])).rows };
  if (lite.closed) throw new Error('PGlite is closed');
  const session = sessionOf(lite);
  const name = session.names.of(sql);
  try {
    return await runInOneCall<Row>(lite, sql, values, name, session);
  } catch (error) {
    // a migration changed what a prepared statement returns (0A000): from now on it runs unprepared
    if (name === undefined || (error as { code?: unknown } | null)?.code !== '0A000') throw error;
    session.names.forget(sql);
    session.parsed.delete(name);
    return runInOneCall<Row>(lite, sql, values, undefined, session);
  }
}

/** The statement names of each embedded database, and which of them it has parsed. */
interface Session {
  names: PreparedStatementNames;
  parsed: Set<string>;
}
const sessions = new WeakMap<PGlite, Session>();

function sessionOf(lite: PGlite): Session {
  let session = sessions.get(lite);
  if (!session) sessions.set(lite, (session = { names: preparedStatementNames('treesponse_lite_'), parsed: new Set() }));
  return session;
}

async function runInOneCall<Row>(
  lite: PGlite,
  sql: string,
  values: (string | null)[],
  name: string | undefined,
  session: Session,
): Promise<{ rows: Row[] }> {
  const parsed = name !== undefined && session.parsed.has(name);
  const message = concat([
    // a name not known as parsed is closed first (closing an unknown name is no error): a call that failed after its
    // Parse may have left the statement behind
    ...(name !== undefined && !parsed ? [serialize.close({ type: 'S', name }), serialize.parse({ text: sql, name })] : []),
    ...(name === undefined ? [serialize.parse({ text: sql })] : []),
    serialize.bind({ values, statement: name }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  // the same locks as query: after any transaction in progress, one statement at a time
  const { messages } = await lite._runExclusiveTransaction(() => lite._runExclusiveQuery(() => lite.execProtocol(message)));
  if (name !== undefined) session.parsed.add(name);
  return { rows: parse.parseResults(messages, lite.parsers)[0]!.rows as Row[] };
}
