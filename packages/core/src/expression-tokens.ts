/** The words of the expression language: its tokens, and the syntax error every step of reading one may throw. */
import type { ExpressionNode } from './expression.js';

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

export const REFERENCE_NAME = /^[A-Za-z_$][\w.$-]*$/;

/**
 * A token: where it starts; what an error shows of it (the value of a literal, the key of a reference, the word as
 * written, a symbol as its alias); the literal or reference it stands for; the operator or punctuation it is (a symbol
 * with its alias resolved, one of the words and, or, not, in, contains in any case); whether it is a word. The end of
 * the expression is a token with its position only.
 */
export type Token = [at: number, shown?: string | number, node?: ExpressionNode, operator?: string, word?: 1];

/**
 * The tokens of an expression, one after the other without a gap: whitespace, a number, quoted text (a backslash
 * takes the character after it as it is), an answer reference, a word, a symbol of two characters; any other single
 * character is a symbol of one, or an error (an unclosed quote or reference among them).
 */
const TOKEN = /\s+|\d*\.?\d+(?:[eE][+-]?\d+)?|\d+\.?|(['"])(?:\\[^]|(?!\1)[^\\])*\1|\{[^}]*\}|[A-Za-z_]\w*|[=!<>]=|&&|\|\||[^]/g;
/** A word that is a literal (its group) or an operator, in any case. */
const KEYWORD = /^(?:(true|false|null)|and|or|not|in|contains)$/i;
const ALIASES: Record<string, string> = { '==': '=', '&&': 'and', '||': 'or', '!': 'not' };

/** Splits an expression into tokens (the whole of it first, so an error of spelling wins over one of grammar). */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const fail = (reason: string, at: number): never => {
    throw new ExpressionError(reason, at, source);
  };
  let at = 0;
  for (const text of source.match(TOKEN) ?? []) {
    const char = text[0]!;
    const long = text[1];
    if (char === "'" || char === '"') {
      if (!long) fail(`The text starting here is not closed with ${char}`, at);
      const value = text.slice(1, -1).replace(/\\([^])/g, '$1');
      tokens.push([at, value, { kind: 'literal', value }]);
    } else if (char === '{') {
      if (!long) fail('An answer reference starting here is not closed with }', at);
      const name = text.slice(1, -1).trim();
      if (!REFERENCE_NAME.test(name)) fail(name ? `"${name}" is not a valid answer key` : 'An answer reference needs a key between { and }', at);
      tokens.push([at, name, { kind: 'reference', name }]);
    } else if (/^\.?\d/.test(text)) {
      const value = Number(text);
      tokens.push([at, value, { kind: 'literal', value }]);
    } else if (/\w/.test(char)) {
      const keyword = KEYWORD.exec(text);
      const lower = keyword ? text.toLowerCase() : undefined;
      tokens.push(
        keyword?.[1]
          ? [at, text, { kind: 'literal', value: JSON.parse(lower!) as boolean | null }, undefined, 1]
          : [at, text, undefined, lower, 1],
      );
    } else if (char.trim()) {
      if (!long && !'=<>+-*/%!()[],'.includes(char)) fail(`Unexpected character "${char}"`, at);
      const operator = ALIASES[text] ?? text;
      tokens.push([at, operator, undefined, operator]);
    }
    at += text.length;
  }
  tokens.push([source.length]);
  return tokens;
}
