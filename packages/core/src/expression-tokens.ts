/** The words of the expression language: its tokens, and the syntax error every step of reading one may throw. */
import type { BinaryOperator } from './expression.js';

/** A syntax error in an expression: `position` is the 0-based index of the character where it was found. */
export class ExpressionError extends Error {
  /** Plain-words description, without the position. */
  declare readonly reason: string;
  declare readonly position: number;
  declare readonly source: string;
  constructor(reason: string, position: number, source: string) {
    super(`${reason} at position ${position + 1} of "${source}"`);
    // Set here rather than as class fields, which an ES2020 build turns into a helper call each.
    this.reason = reason;
    this.position = position;
    this.source = source;
    this.name = 'ExpressionError';
  }
}

export const WORD_OPERATORS: Record<string, BinaryOperator | 'not'> = { and: 'and', or: 'or', not: 'not', in: 'in', contains: 'contains' };
/** Binding strength of each binary operator, loosest first: or, and, comparisons, + -, * / %. */
export const LEVEL_OF = new Map<string, number>([
  ['or', 0], ['and', 1],
  ...(['=', '!=', '<', '<=', '>', '>=', 'in', 'contains'] as const).map((operator) => [operator, 2] as [string, number]),
  ['+', 3], ['-', 3], ['*', 4], ['/', 4], ['%', 4],
]);
const SYMBOL_ALIASES: Record<string, string> = { '==': '=', '&&': 'and', '||': 'or', '!': 'not' };
/** Symbols of one character, and those of two (tried first). */
const SINGLE_SYMBOLS = '=<>+-*/%!()[],';
const DOUBLE_SYMBOLS = ['==', '!=', '<=', '>=', '&&', '||'];
const NUMBER = /[0-9]*\.?[0-9]+(?:[eE][+-]?[0-9]+)?|[0-9]+\.?/y;
export const REFERENCE_NAME = /^[A-Za-z_$][\w.$-]*$/;
const WHITESPACE = /\s/;

export type Token =
  | { type: 'number' | 'string'; value: string | number; at: number }
  | { type: 'reference' | 'word' | 'symbol'; value: string; at: number }
  | { type: 'end'; value: ''; at: number };

const isDigit = (code: number) => code >= 48 && code <= 57;
const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
const isSpace = (code: number, char: string) =>
  code === 32 || (code >= 9 && code <= 13) || (code > 127 && WHITESPACE.test(char));

/** Splits an expression into tokens, reading character codes (it runs for every rule of a definition at creation). */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const length = source.length;
  let at = 0;
  const fail = (reason: string, position = at): never => {
    throw new ExpressionError(reason, position, source);
  };
  while (at < length) {
    const code = source.charCodeAt(at);
    const char = source[at]!;
    if (isSpace(code, char)) {
      at += 1;
    } else if (isDigit(code) || (code === 46 && isDigit(source.charCodeAt(at + 1)))) {
      NUMBER.lastIndex = at;
      const match = NUMBER.exec(source)![0];
      tokens.push({ type: 'number', value: Number(match), at });
      at += match.length;
    } else if (char === "'" || char === '"') {
      const start = at;
      let text = '';
      let from = at + 1;
      at += 1;
      for (;;) {
        if (at >= length) fail(`The text starting here is not closed with ${char}`, start);
        const current = source.charCodeAt(at);
        if (current === code) break;
        if (current === 92 && at + 1 < length) {
          text += source.slice(from, at);
          from = at + 1;
          at += 2;
        } else {
          at += 1;
        }
      }
      text += source.slice(from, at);
      at += 1;
      tokens.push({ type: 'string', value: text, at: start });
    } else if (code === 123) {
      const close = source.indexOf('}', at);
      if (close < 0) fail('An answer reference starting here is not closed with }');
      const name = source.slice(at + 1, close).trim();
      if (!REFERENCE_NAME.test(name)) {
        fail(name ? `"${name}" is not a valid answer key` : 'An answer reference needs a key between { and }');
      }
      tokens.push({ type: 'reference', value: name, at });
      at = close + 1;
    } else if (isLetter(code)) {
      let end = at + 1;
      while (end < length && (isLetter(source.charCodeAt(end)) || isDigit(source.charCodeAt(end)))) end += 1;
      tokens.push({ type: 'word', value: source.slice(at, end), at });
      at = end;
    } else {
      const pair = source.slice(at, at + 2);
      const symbol = DOUBLE_SYMBOLS.includes(pair) ? pair : SINGLE_SYMBOLS.includes(char) ? char : null;
      if (!symbol) fail(`Unexpected character "${char}"`);
      tokens.push({ type: 'symbol', value: SYMBOL_ALIASES[symbol!] ?? symbol!, at });
      at += symbol!.length;
    }
  }
  tokens.push({ type: 'end', value: '', at: source.length });
  return tokens;
}
