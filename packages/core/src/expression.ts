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
import { ExpressionError, tokenize } from './expression-tokens.js';

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

const isList = Array.isArray;

const toNumber = (value: unknown): number | null => {
  const n = typeof value === 'boolean' || typeof value === 'number' || (typeof value === 'string' && value.trim()) ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};

/** `apply` to the value as a number; null when it is none. */
const numeric = (apply: (n: number) => number) => (value: unknown) => {
  const n = toNumber(value);
  return n === null ? null : apply(n);
};

const numbers = (values: unknown[]): number[] => values.flat().map(toNumber).filter((n): n is number => n !== null);

/** Math.min or Math.max of the numbers given (lists included); null when there are none. */
const extreme = (pick: (...n: number[]) => number) => (...values: unknown[]) => {
  const n = numbers(values);
  return n.length ? pick(...n) : null;
};

/** True unless the value is missing, false, 0, blank text or an empty list. */
export function isTruthy(value: unknown): boolean {
  return isList(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : Boolean(value);
}

/** Missing, blank text or an empty list. */
const isEmptyValue = (value: unknown) => value == null || ((typeof value === 'string' || isList(value)) && !isTruthy(value));

/** The built-in functions: [minimum arguments, maximum arguments, implementation]. */
const FUNCTIONS = {
  empty: [1, 1, isEmptyValue],
  count: [1, 1, (value: unknown) => (isList(value) || typeof value === 'string' ? value.length : isEmptyValue(value) ? 0 : 1)],
  sum: [1, 20, (...values: unknown[]) => numbers(values).reduce((a, b) => a + b, 0)],
  min: [1, 20, extreme(Math.min)],
  max: [1, 20, extreme(Math.max)],
  round: [1, 2, (value: unknown, digits: unknown) => {
    const n = toNumber(value);
    const factor = 10 ** Math.max(0, Math.min(10, Math.trunc(toNumber(digits) ?? 0)));
    return n === null ? null : Math.round(n * factor) / factor;
  }],
  abs: [1, 1, numeric(Math.abs)],
  number: [1, 1, toNumber],
  lower: [1, 1, (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value)],
  upper: [1, 1, (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value)],
  if: [3, 3, (condition: unknown, then: unknown, otherwise: unknown) => (isTruthy(condition) ? then : otherwise)],
} as const satisfies Record<string, readonly [number, number, (...args: never[]) => unknown]>;

export type FunctionName = keyof typeof FUNCTIONS;
/** Names of the built-in functions, for documentation and editors. */
export const EXPRESSION_FUNCTIONS = Object.keys(FUNCTIONS) as FunctionName[];

const MAX_DEPTH = 64;
/** Binding strength of each binary operator, loosest first: or, and, comparisons, + -, * / %. */
const LEVEL_OF: Record<string, number> = {
  or: 0, and: 1, '=': 2, '!=': 2, '<': 2, '<=': 2, '>': 2, '>=': 2, in: 2, contains: 2, '+': 3, '-': 3, '*': 4, '/': 4, '%': 4,
};

/** Parse an expression; throws ExpressionError (and nothing else) when it is not valid. */
export function parseExpression(source: string): ExpressionNode {
  if (typeof source !== 'string') throw new ExpressionError('An expression must be text', 0, String(source));
  const tokens = tokenize(source);
  let index = 0;
  let depth = 0;
  const fail = (reason: string, at = tokens[index]![0]): never => {
    throw new ExpressionError(reason, at, source);
  };
  /** The operator or punctuation of the next token. */
  const operator = () => tokens[index]![3];
  /** Steps over the closing `)` or `]` (of a list when `listed`). */
  const close = (symbol: string, listed?: boolean) => {
    const shown = tokens[index]![1];
    if (operator() !== symbol) {
      fail(
        `Expected ${listed ? 'a "," or ' : ''}a closing ${symbol === ')' ? 'parenthesis' : 'bracket'} "${symbol}" but found ${
          shown === undefined ? 'the end of the expression' : `"${shown}"`
        }`,
      );
    }
    index += 1;
  };
  /** Parses with the nesting counted, so a deep expression is an error rather than a stack overflow. */
  const nested = (parse: () => ExpressionNode): ExpressionNode => {
    if (++depth > MAX_DEPTH) fail(`The expression is nested more than ${MAX_DEPTH} levels deep`);
    const node = parse();
    depth -= 1;
    return node;
  };
  const expression = () => nested(() => binary(0));

  /** Operators binding at least as strongly as `level`, left to right (precedence climbing). */
  const binary = (level: number): ExpressionNode => {
    let left = unary();
    for (let next = operator()!; LEVEL_OF[next]! >= level; next = operator()!) {
      index += 1;
      left = { kind: 'binary', operator: next as BinaryOperator, left, right: binary(LEVEL_OF[next]! + 1) };
    }
    return left;
  };

  const list = (end: string): ExpressionNode[] => {
    const items: ExpressionNode[] = [];
    if (operator() !== end) {
      do items.push(expression());
      while (operator() === ',' && ++index);
    }
    close(end, true);
    return items;
  };

  const unary = (): ExpressionNode => {
    const next = operator();
    if (next === 'not' || next === '-') {
      index += 1;
      return { kind: 'unary', operator: next, operand: nested(unary) };
    }
    const [at, shown, node, symbol, word] = tokens[index++]!;
    if (node) return node;
    if (symbol === '(') {
      const inner = expression();
      close(')');
      return inner;
    }
    if (symbol === '[') return { kind: 'list', items: list(']') };
    if (word) {
      if (symbol) fail(`Unexpected "${shown}"; a value is missing before it`, at);
      if (operator() === '(') {
        const name = shown as FunctionName;
        if (!EXPRESSION_FUNCTIONS.includes(name)) fail(`Unknown function "${name}" (known: ${EXPRESSION_FUNCTIONS.join(', ')})`, at);
        index += 1;
        const args = list(')');
        const [least, most] = FUNCTIONS[name];
        if (args.length < least || args.length > most) {
          fail(`The function "${name}" takes ${least}${least === most ? '' : ` to ${most}`} argument${most === 1 ? '' : 's'}, not ${args.length}`, at);
        }
        return { kind: 'call', name, args };
      }
      fail(`Unknown word "${shown}"; write an answer as {${shown}} and text in quotes`, at);
    }
    return fail(shown === undefined ? 'The expression ends too early' : `Unexpected "${shown}"`, at);
  };

  if (tokens.length < 2) fail('The expression is empty');
  const tree = expression();
  if (index < tokens.length - 1) fail(`Unexpected "${tokens[index]![1]}"; an operator such as "and" may be missing`);
  return tree;
}

/** Every answer key an expression reads, in order of appearance, without repeats. */
export function expressionReferences(node: ExpressionNode, into: string[] = []): string[] {
  if (node.kind === 'reference') {
    if (!into.includes(node.name)) into.push(node.name);
  } else {
    for (const child of children(node)) expressionReferences(child, into);
  }
  return into;
}

/** The nodes right under a node, in order of appearance. */
const children = (node: ExpressionNode): readonly ExpressionNode[] =>
  node.kind === 'binary' ? [node.left, node.right] : node.kind === 'unary' ? [node.operand] : node.kind === 'list' ? node.items : node.kind === 'call' ? node.args : [];

function equals(left: unknown, right: unknown): boolean {
  if (isEmptyValue(left) && isEmptyValue(right)) return true;
  if (isList(left) && isList(right)) {
    return left.length === right.length && left.every((item, i) => equals(item, right[i]));
  }
  if (typeof left === 'number' || typeof right === 'number') {
    const a = toNumber(left);
    return a !== null && a === toNumber(right);
  }
  return left === right;
}

function contains(container: unknown, item: unknown): boolean {
  if (isList(container)) return container.some((element) => equals(element, item));
  return typeof container === 'string' && (typeof item === 'string' || typeof item === 'number') &&
    container.toLowerCase().includes(String(item).toLowerCase());
}

const negative = numeric((n) => -n);

/** A binary operator other than `and` and `or` applied to its operands' values. */
function operate(operator: BinaryOperator, left: unknown, right: unknown): ExpressionValue {
  if (operator === '=' || operator === '!=') return equals(left, right) === (operator === '=');
  if (operator === 'in') return contains(right, left);
  if (operator === 'contains') return contains(left, right);
  const a = toNumber(left);
  const b = toNumber(right);
  const notNumbers = a === null || b === null;
  if (operator[0] === '<' || operator[0] === '>') {
    // Numbers, or texts when both are texts and one is no number; false otherwise.
    const [x, y] = notNumbers && typeof left === 'string' && typeof right === 'string' ? [left, right] : [a, b];
    return x !== null && y !== null && ((operator[0] === '<' ? x < y : x > y) || (operator[1] === '=' && x === y));
  }
  if (operator === '+' && notNumbers && (typeof left === 'string' || typeof right === 'string')) return `${left ?? ''}${right ?? ''}`;
  if (notNumbers) return null;
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
    case 'reference':
      return (read(node.name) ?? null) as ExpressionValue;
    case 'list':
      return node.items.map((item) => evaluateExpression(item, read));
    case 'unary': {
      const operand = evaluateExpression(node.operand, read);
      return node.operator === 'not' ? !isTruthy(operand) : negative(operand);
    }
    case 'call':
      return ((FUNCTIONS[node.name][2] as (...args: unknown[]) => unknown)(...node.args.map((arg) => evaluateExpression(arg, read))) ?? null) as ExpressionValue;
    case 'binary': {
      const { operator } = node;
      const left = evaluateExpression(node.left, read);
      // `and` stops at a false left side, `or` at a true one.
      if (operator === 'and' || operator === 'or') {
        return isTruthy(left) === (operator === 'or') ? isTruthy(left) : isTruthy(evaluateExpression(node.right, read));
      }
      return operate(operator, left, evaluateExpression(node.right, read));
    }
    default:
      return null;
  }
}

const CACHE_LIMIT = 5000;
const cache = new Map<string, ExpressionNode>();

/** Parse with a cache (definitions evaluate the same few expressions on every change). */
export function compileExpression(source: string): ExpressionNode {
  let tree = cache.get(source);
  if (!tree) {
    tree = parseExpression(source);
    if (cache.size > CACHE_LIMIT) cache.clear();
    cache.set(source, tree);
  }
  return tree;
}

/** Parse (cached) and evaluate as a condition: true or false. */
export function evaluateCondition(source: string, read: ReferenceReader): boolean {
  return isTruthy(evaluateExpression(compileExpression(source), read));
}
