/**
 * The expression language of survey definitions: conditions, validation rules and computed values written as
 * strings, so a definition stays plain JSON. Parsed here by hand (no eval, no Function constructor), so it runs under
 * a strict Content Security Policy. A bad expression is an ExpressionError with its position; evaluating a parsed
 * expression never throws: values of the wrong type make a comparison false and arithmetic null.
 *
 *   {age} >= 18 and {country} in ['BE', 'NL']
 *   not empty({email}) or {contact} = 'phone'
 *   {price} * 12 + round({fee}, 2)
 */
import { ExpressionError, LEVEL_OF, REFERENCE_NAME, tokenize, WORD_OPERATORS, type Token } from './expression-tokens.js';

export { ExpressionError };

/** A value an expression works with. */
export type ExpressionValue = string | number | boolean | null | readonly ExpressionValue[] | Record<string, unknown>;

/** A parsed expression: a tree of plain objects (JSON-serialisable). */
export type ExpressionNode =
  | { kind: 'literal'; value: string | number | boolean | null }
  | { kind: 'reference'; name: string }
  | { kind: 'list'; items: ExpressionNode[] }
  | { kind: 'unary'; operator: 'not' | '-'; operand: ExpressionNode }
  | { kind: 'binary'; operator: BinaryOperator; left: ExpressionNode; right: ExpressionNode }
  | { kind: 'call'; name: FunctionName; args: ExpressionNode[] };

export type BinaryOperator =
  | 'or' | 'and' | '=' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'contains' | '+' | '-' | '*' | '/' | '%';


const toNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
};

const numbers = (values: unknown[]): number[] =>
  values.flatMap((value) => (Array.isArray(value) ? value : [value])).map(toNumber).filter((n): n is number => n !== null);

/** True unless the value is missing, false, 0, blank text or an empty list. */
export function isTruthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  return Boolean(value);
}

const isEmptyValue = (value: unknown) =>
  value === undefined || value === null || value === '' || (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The built-in functions: [minimum arguments, maximum arguments, implementation]. */
const FUNCTIONS = {
  empty: [1, 1, (value: unknown) => isEmptyValue(value)],
  count: [1, 1, (value: unknown) => (Array.isArray(value) || typeof value === 'string' ? value.length : isEmptyValue(value) ? 0 : 1)],
  sum: [1, 20, (...values: unknown[]) => numbers(values).reduce((a, b) => a + b, 0)],
  min: [1, 20, (...values: unknown[]) => (numbers(values).length ? Math.min(...numbers(values)) : null)],
  max: [1, 20, (...values: unknown[]) => (numbers(values).length ? Math.max(...numbers(values)) : null)],
  round: [1, 2, (value: unknown, digits: unknown = 0) => {
    const n = toNumber(value);
    const factor = 10 ** Math.max(0, Math.min(10, Math.trunc(toNumber(digits) ?? 0)));
    return n === null ? null : Math.round(n * factor) / factor;
  }],
  abs: [1, 1, (value: unknown) => { const n = toNumber(value); return n === null ? null : Math.abs(n); }],
  number: [1, 1, (value: unknown) => toNumber(value)],
  lower: [1, 1, (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value)],
  upper: [1, 1, (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value)],
  if: [3, 3, (condition: unknown, then: unknown, otherwise: unknown) => (isTruthy(condition) ? then : otherwise)],
} as const satisfies Record<string, readonly [number, number, (...args: never[]) => unknown]>;

export type FunctionName = keyof typeof FUNCTIONS;
/** Names of the built-in functions, for documentation and editors. */
export const EXPRESSION_FUNCTIONS = Object.keys(FUNCTIONS) as FunctionName[];

const MAX_DEPTH = 64;

/** Parse an expression; throws ExpressionError (and nothing else) when it is not valid. */
export function parseExpression(source: string): ExpressionNode {
  if (typeof source !== 'string') throw new ExpressionError('An expression must be text', 0, String(source));
  const tokens = tokenize(source);
  let index = 0;
  let depth = 0;
  const peek = () => tokens[index]!;
  const fail = (reason: string, token = peek()): never => {
    throw new ExpressionError(reason, token.at, source);
  };
  const describe = (token: Token) => (token.type === 'end' ? 'the end of the expression' : `"${token.value}"`);
  const operatorOf = (token: Token): string | null =>
    token.type === 'symbol' ? token.value : token.type === 'word' ? (WORD_OPERATORS[token.value.toLowerCase()] ?? null) : null;
  const expect = (symbol: string, what: string) => {
    if (operatorOf(peek()) !== symbol) fail(`Expected ${what} but found ${describe(peek())}`);
    index += 1;
  };

  /** Operators binding at least as strongly as `level`, left to right (precedence climbing). */
  const binary = (level: number): ExpressionNode => {
    let left = unary();
    for (;;) {
      const operator = operatorOf(peek()) as BinaryOperator | null;
      const operatorLevel = operator === null ? undefined : LEVEL_OF.get(operator);
      if (operatorLevel === undefined || operatorLevel < level) return left;
      index += 1;
      left = { kind: 'binary', operator: operator!, left, right: binary(operatorLevel + 1) };
    }
  };

  const list = (close: string, what: string): ExpressionNode[] => {
    const items: ExpressionNode[] = [];
    if (operatorOf(peek()) === close) {
      index += 1;
      return items;
    }
    for (;;) {
      items.push(expression());
      if (operatorOf(peek()) === ',') index += 1;
      else break;
    }
    expect(close, what);
    return items;
  };

  function unary(): ExpressionNode {
    const token = peek();
    const operator = operatorOf(token);
    if (operator === 'not' || operator === '-') {
      index += 1;
      return { kind: 'unary', operator, operand: nested(unary) };
    }
    return primary();
  }

  function primary(): ExpressionNode {
    const token = peek();
    index += 1;
    if (token.type === 'number') return { kind: 'literal', value: token.value as number };
    if (token.type === 'string') return { kind: 'literal', value: token.value as string };
    if (token.type === 'reference') return { kind: 'reference', name: token.value };
    if (token.type === 'symbol' && token.value === '(') {
      const inner = expression();
      expect(')', 'a closing parenthesis ")"');
      return inner;
    }
    if (token.type === 'symbol' && token.value === '[') return { kind: 'list', items: list(']', 'a "," or a closing bracket "]"') };
    if (token.type === 'word') {
      const word = token.value.toLowerCase();
      if (word === 'true' || word === 'false') return { kind: 'literal', value: word === 'true' };
      if (word === 'null') return { kind: 'literal', value: null };
      if (WORD_OPERATORS[word]) fail(`Unexpected "${token.value}"; a value is missing before it`, token);
      if (operatorOf(peek()) === '(') {
        const spec = Object.prototype.hasOwnProperty.call(FUNCTIONS, token.value) ? FUNCTIONS[token.value as FunctionName] : null;
        if (!spec) fail(`Unknown function "${token.value}" (known: ${EXPRESSION_FUNCTIONS.join(', ')})`, token);
        index += 1;
        const args = list(')', 'a "," or a closing parenthesis ")"');
        if (args.length < spec![0] || args.length > spec![1]) {
          const wanted = spec![0] === spec![1] ? `${spec![0]}` : `${spec![0]} to ${spec![1]}`;
          fail(`The function "${token.value}" takes ${wanted} argument${spec![1] === 1 ? '' : 's'}, not ${args.length}`, token);
        }
        return { kind: 'call', name: token.value as FunctionName, args };
      }
      fail(`Unknown word "${token.value}"; write an answer as {${token.value}} and text in quotes`, token);
    }
    return fail(token.type === 'end' ? 'The expression ends too early' : `Unexpected ${describe(token)}`, token);
  }

  function nested(parse: () => ExpressionNode): ExpressionNode {
    depth += 1;
    if (depth > MAX_DEPTH) fail(`The expression is nested more than ${MAX_DEPTH} levels deep`);
    try {
      return parse();
    } finally {
      depth -= 1;
    }
  }

  function expression(): ExpressionNode {
    return nested(() => binary(0));
  }

  if (peek().type === 'end') fail('The expression is empty');
  const tree = expression();
  if (peek().type !== 'end') fail(`Unexpected ${describe(peek())}; an operator such as "and" may be missing`);
  return tree;
}

/** Every answer key an expression reads, in order of appearance, without repeats. */
export function expressionReferences(node: ExpressionNode, into: string[] = []): string[] {
  switch (node.kind) {
    case 'reference':
      if (!into.includes(node.name)) into.push(node.name);
      break;
    case 'list':
      node.items.forEach((item) => expressionReferences(item, into));
      break;
    case 'call':
      node.args.forEach((arg) => expressionReferences(arg, into));
      break;
    case 'unary':
      expressionReferences(node.operand, into);
      break;
    case 'binary':
      expressionReferences(node.left, into);
      expressionReferences(node.right, into);
      break;
    default:
      break;
  }
  return into;
}

function equals(left: unknown, right: unknown): boolean {
  if (isEmptyValue(left) && isEmptyValue(right)) return true;
  if (Array.isArray(left) && Array.isArray(right)) {
    return left.length === right.length && left.every((item, i) => equals(item, right[i]));
  }
  if (typeof left === 'number' || typeof right === 'number') {
    const a = toNumber(left);
    const b = toNumber(right);
    return a !== null && a === b;
  }
  return left === right;
}

function compare(operator: '<' | '<=' | '>' | '>=', left: unknown, right: unknown): boolean {
  const a = toNumber(left);
  const b = toNumber(right);
  const bothText = typeof left === 'string' && typeof right === 'string' && (a === null || b === null);
  const [x, y] = bothText ? [left, right] : [a, b];
  if (x === null || y === null) return false;
  return operator === '<' ? x < y : operator === '<=' ? x <= y : operator === '>' ? x > y : x >= y;
}

function contains(container: unknown, item: unknown): boolean {
  if (Array.isArray(container)) return container.some((element) => equals(element, item));
  if (typeof container === 'string' && (typeof item === 'string' || typeof item === 'number')) {
    return container.toLowerCase().includes(String(item).toLowerCase());
  }
  return false;
}

function arithmetic(operator: '+' | '-' | '*' | '/' | '%', left: unknown, right: unknown): ExpressionValue {
  if (operator === '+' && (typeof left === 'string' || typeof right === 'string') && (toNumber(left) === null || toNumber(right) === null)) {
    return `${left ?? ''}${right ?? ''}`;
  }
  const a = toNumber(left);
  const b = toNumber(right);
  if (a === null || b === null) return null;
  const result = operator === '+' ? a + b : operator === '-' ? a - b : operator === '*' ? a * b : operator === '/' ? a / b : a % b;
  return Number.isFinite(result) ? result : null;
}

/** Reads the value of an answer reference. */
export type ReferenceReader = (name: string) => unknown;

/** Evaluate a parsed expression. Never throws; an unanswered reference is null. */
export function evaluateExpression(node: ExpressionNode, read: ReferenceReader): ExpressionValue {
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'reference': {
      const value = read(node.name);
      return value === undefined ? null : (value as ExpressionValue);
    }
    case 'list':
      return node.items.map((item) => evaluateExpression(item, read));
    case 'unary': {
      const operand = evaluateExpression(node.operand, read);
      if (node.operator === 'not') return !isTruthy(operand);
      const n = toNumber(operand);
      return n === null ? null : -n;
    }
    case 'call': {
      const implementation = FUNCTIONS[node.name][2] as (...args: unknown[]) => unknown;
      return (implementation(...node.args.map((arg) => evaluateExpression(arg, read))) ?? null) as ExpressionValue;
    }
    case 'binary': {
      const { operator } = node;
      if (operator === 'and') return isTruthy(evaluateExpression(node.left, read)) && isTruthy(evaluateExpression(node.right, read));
      if (operator === 'or') return isTruthy(evaluateExpression(node.left, read)) || isTruthy(evaluateExpression(node.right, read));
      const left = evaluateExpression(node.left, read);
      const right = evaluateExpression(node.right, read);
      switch (operator) {
        case '=':
          return equals(left, right);
        case '!=':
          return !equals(left, right);
        case 'in':
          return contains(right, left);
        case 'contains':
          return contains(left, right);
        case '<':
        case '<=':
        case '>':
        case '>=':
          return compare(operator, left, right);
        default:
          return arithmetic(operator, left, right);
      }
    }
    default:
      return null;
  }
}

const CACHE_LIMIT = 5000;
const cache = new Map<string, ExpressionNode>();
/** Parsed expressions by shape: the source with every answer reference written as {_}. */
const shapes = new Map<string, ExpressionNode>();
const REFERENCE_OR_QUOTE = /[{'"]/g;

/** A copy of a shape's tree with its references named, in order of appearance. */
function withReferences(node: ExpressionNode, names: readonly string[], next: { index: number }): ExpressionNode {
  switch (node.kind) {
    case 'reference':
      return { kind: 'reference', name: names[next.index++]! };
    case 'list':
      return { kind: 'list', items: node.items.map((item) => withReferences(item, names, next)) };
    case 'call':
      return { kind: 'call', name: node.name, args: node.args.map((arg) => withReferences(arg, names, next)) };
    case 'unary':
      return { kind: 'unary', operator: node.operator, operand: withReferences(node.operand, names, next) };
    case 'binary':
      return {
        kind: 'binary',
        operator: node.operator,
        left: withReferences(node.left, names, next),
        right: withReferences(node.right, names, next),
      };
    default:
      return node;
  }
}

/**
 * Parses through the cache of shapes: a definition's rules mostly differ in the answers they name only
 * (`{p1_q2} != 'hide'`, `{p2_q5} != 'hide'`), so each shape is parsed once and copied with its names. Only
 * references and quoted texts are looked at here; anything unusual, and every error, goes through parseExpression,
 * so the result and the error are the same as parseExpression's.
 */
function parseByShape(source: string): ExpressionNode {
  const names: string[] = [];
  let shape = '';
  let from = 0;
  REFERENCE_OR_QUOTE.lastIndex = 0;
  for (let match = REFERENCE_OR_QUOTE.exec(source); match; match = REFERENCE_OR_QUOTE.exec(source)) {
    const at = match.index;
    if (match[0] === '{') {
      const close = source.indexOf('}', at);
      const name = close < 0 ? '' : source.slice(at + 1, close).trim();
      if (!REFERENCE_NAME.test(name)) return parseExpression(source);
      names.push(name);
      shape += `${source.slice(from, at)}{_}`;
      from = close + 1;
      REFERENCE_OR_QUOTE.lastIndex = from;
    } else {
      let end = source.indexOf(match[0], at + 1);
      const backslash = source.indexOf('\\', at + 1);
      if (backslash >= 0 && (end < 0 || backslash < end)) {
        // An escape inside the text: walk it character by character.
        end = at + 1;
        while (end < source.length && source[end] !== match[0]) end += source[end] === '\\' ? 2 : 1;
      }
      if (end < 0 || end >= source.length) return parseExpression(source);
      REFERENCE_OR_QUOTE.lastIndex = end + 1;
    }
  }
  if (names.length === 0) return parseExpression(source);
  shape += source.slice(from);
  let tree = shapes.get(shape);
  if (!tree) {
    try {
      tree = parseExpression(shape);
    } catch {
      return parseExpression(source);
    }
    if (shapes.size > CACHE_LIMIT) shapes.clear();
    shapes.set(shape, tree);
  }
  return withReferences(tree, names, { index: 0 });
}

/** Parse with a cache (definitions evaluate the same few expressions on every change). */
export function compileExpression(source: string): ExpressionNode {
  let tree = cache.get(source);
  if (!tree) {
    tree = typeof source === 'string' ? parseByShape(source) : parseExpression(source);
    if (cache.size > CACHE_LIMIT) cache.clear();
    cache.set(source, tree);
  }
  return tree;
}

/** Parse (cached) and evaluate as a condition: true or false. */
export function evaluateCondition(source: string, read: ReferenceReader): boolean {
  return isTruthy(evaluateExpression(compileExpression(source), read));
}
