/**
 * The server answers with the wire contract's named statuses (`WIRE_STATUS` of @treesponse/core/wire), so a status
 * the contract changes changes here too: no response status is written as a number in the server's source.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WIRE_STATUS } from '@treesponse/core/wire';

const source = readFileSync(new URL('../src/server.ts', import.meta.url), 'utf8');
/** Code only: comments and the raw answer to a malformed request line (no response object exists yet) left out. */
const code = source
  .split('\n')
  .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line) && !line.includes("'HTTP/1.1 "))
  .join('\n');

describe('the statuses of the server', () => {
  it('are the named statuses of the wire contract, never numbers', () => {
    const numeric = code.match(/(sendJson\(res, |sendEmpty\(res, |new HttpError\(|refuse\(|writeHead\(|status === |\[)[1-5]\d\d\b/g) ?? [];
    expect(numeric).toEqual([]);
    expect(code).toMatch(/STATUS\.created/);
    expect(WIRE_STATUS).toMatchObject({ ok: 200, created: 201, noContent: 204, methodNotAllowed: 405, internalError: 500 });
  });
});
