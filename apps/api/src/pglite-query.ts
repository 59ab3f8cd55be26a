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
 */
import { parse, protocol, type PGlite } from '@electric-sql/pglite';

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
  const message = concat([
    serialize.parse({ text: sql }),
    serialize.bind({ values }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  // the same locks as query: after any transaction in progress, one statement at a time
  const { messages } = await lite._runExclusiveTransaction(() => lite._runExclusiveQuery(() => lite.execProtocol(message)));
  return { rows: parse.parseResults(messages, lite.parsers)[0]!.rows as Row[] };
}
