/**
 * A jsonb value as PostgreSQL prints it (`answers::text`), read in JavaScript with the text PostgreSQL itself gives
 * for each part (`value #>> '{}'`): a number keeps its printed form ("1.50", not 1.5), an object or a list keeps
 * PostgreSQL's layout (`{"a": 1}`) and its key order, which is the order `jsonb_each` walks. The dashboard's counting
 * (contributions.ts) reads responses this way, so what it counts is what the same rules in SQL would count.
 */

export type JsonbValue =
  | { readonly kind: 'string'; readonly text: string }
  /** A number, true or false, as printed. */
  | { readonly kind: 'scalar'; readonly text: string }
  | { readonly kind: 'null' }
  | { readonly kind: 'array'; readonly text: string; readonly items: readonly JsonbValue[] }
  | { readonly kind: 'object'; readonly text: string; readonly entries: readonly (readonly [string, JsonbValue])[] };

const NULL: JsonbValue = { kind: 'null' };

/**
 * Reads the text of a jsonb value as PostgreSQL prints it; throws on text that is not JSON. With `onlyKeys`, objects
 * inside the outermost value list only those keys among their entries (their text stays whole): a page visit's
 * other fields are skipped without being read into values.
 */
export function parseJsonbText(source: string, onlyKeys?: ReadonlySet<string>): JsonbValue {
  let at = 0;
  const space = () => {
    for (let code = source.charCodeAt(at); code === 32 || code === 10 || code === 9 || code === 13; code = source.charCodeAt(at)) at += 1;
  };
  const fail = (): never => {
    throw new SyntaxError(`not JSON at ${at}`);
  };
  /** The index of the quote that ends the string starting at `at`. */
  const stringEnd = (): number => {
    if (source.charCodeAt(at) !== 34) fail();
    let end = source.indexOf('"', at + 1);
    // a quote preceded by an odd number of backslashes is escaped
    for (;;) {
      if (end < 0) fail();
      let slashes = 0;
      while (source.charCodeAt(end - 1 - slashes) === 92) slashes += 1;
      if (slashes % 2 === 0) return end;
      end = source.indexOf('"', end + 1);
    }
  };
  const string = (): string => {
    const end = stringEnd();
    const raw = source.slice(at, end + 1);
    at = end + 1;
    return raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
  };
  const isDelimiter = (code: number) => code === 44 || code === 93 || code === 125 || code === 32 || code === 10 || code === 9 || code === 13;
  /** Moves past a value without reading it. */
  const skip = () => {
    space();
    const code = source.charCodeAt(at);
    if (code === 34) {
      at = stringEnd() + 1;
      return;
    }
    if (code === 123 || code === 91) {
      for (let depth = 0; ; ) {
        if (at >= source.length) fail();
        const next = source.charCodeAt(at);
        if (next === 34) {
          at = stringEnd() + 1;
          continue;
        }
        at += 1;
        if (next === 123 || next === 91) depth += 1;
        else if ((next === 125 || next === 93) && --depth === 0) return;
      }
    }
    while (at < source.length && !isDelimiter(source.charCodeAt(at))) at += 1;
  };
  const value = (depth: number): JsonbValue => {
    space();
    const code = source.charCodeAt(at);
    if (code === 34) return { kind: 'string', text: string() };
    if (code === 123 || code === 91) {
      const start = at;
      const object = code === 123;
      const close = object ? 125 : 93;
      const entries: [string, JsonbValue][] = [];
      const items: JsonbValue[] = [];
      at += 1;
      space();
      if (source.charCodeAt(at) === close) at += 1;
      else
        for (;;) {
          space();
          if (object) {
            const key = string();
            space();
            if (source.charCodeAt(at) !== 58) fail();
            at += 1;
            if (onlyKeys && depth > 0 && !onlyKeys.has(key)) skip();
            else entries.push([key, value(depth + 1)]);
          } else items.push(value(depth + 1));
          space();
          const next = source.charCodeAt(at);
          at += 1;
          if (next === close) break;
          if (next !== 44) fail();
        }
      const text = source.slice(start, at);
      return object ? { kind: 'object', text, entries } : { kind: 'array', text, items };
    }
    const start = at;
    while (at < source.length && !isDelimiter(source.charCodeAt(at))) at += 1;
    const text = source.slice(start, at);
    if (text === 'null') return NULL;
    // PostgreSQL prints a number as digits with an optional sign and decimals, never with an exponent
    if (text === 'true' || text === 'false' || code === 45 || (code >= 48 && code <= 57)) return { kind: 'scalar', text };
    return fail();
  };
  const result = value(0);
  space();
  if (at !== source.length) fail();
  return result;
}

/** What `value #>> '{}'` gives: a string's characters, the printed form of anything else; null for null. */
export function textOf(value: JsonbValue): string | null {
  return value.kind === 'null' ? null : value.text;
}

/** Characters (code points), as PostgreSQL's `length` counts them. */
export function characters(text: string): number {
  let n = text.length;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff) n -= 1;
  }
  return n;
}

/** Whether the value is a number, as `jsonb_typeof` says. */
export function isNumber(value: JsonbValue): boolean {
  return value.kind === 'scalar' && value.text !== 'true' && value.text !== 'false';
}

/**
 * Compares two numbers in PostgreSQL's printed form (as numeric compares them: 1.0 equals 1): negative, zero or
 * positive, exactly, whatever their number of digits.
 */
export function compareNumbers(a: string, b: string): number {
  const parse = (text: string) => {
    const negative = text.startsWith('-');
    const [whole = '', fraction = ''] = (negative ? text.slice(1) : text).split('.');
    const int = whole.replace(/^0+/, '');
    const frac = fraction.replace(/0+$/, '');
    return { negative: negative && (int !== '' || frac !== ''), int, frac };
  };
  const x = parse(a);
  const y = parse(b);
  if (x.negative !== y.negative) return x.negative ? -1 : 1;
  const sign = x.negative ? -1 : 1;
  if (x.int.length !== y.int.length) return sign * (x.int.length - y.int.length);
  if (x.int !== y.int) return sign * (x.int < y.int ? -1 : 1);
  if (x.frac === y.frac) return 0;
  return sign * (x.frac < y.frac ? -1 : 1);
}

/** Compares two texts by code point, as PostgreSQL's C collation orders them (the bytes of UTF-8). */
export function compareCodePoints(a: string, b: string): number {
  // UTF-16 orders a surrogate (U+D800 to U+DFFF, part of a code point above U+FFFF) before U+E000 to U+FFFF
  const rank = (code: number) => (code >= 0xe000 ? code - 0x800 : code >= 0xd800 ? code + 0x2000 : code);
  const shorter = Math.min(a.length, b.length);
  for (let index = 0; index < shorter; index++) {
    const x = a.charCodeAt(index);
    const y = b.charCodeAt(index);
    if (x !== y) return rank(x) - rank(y);
  }
  return a.length - b.length;
}
