import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compileExpression,
  evaluateCondition,
  evaluateExpression,
  ExpressionError,
  expressionReferences,
  parseExpression,
} from '../src/expression.js';

const answers: Record<string, unknown> = {
  age: '42',
  count: 3,
  country: 'BE',
  name: 'Ann',
  topics: ['price', 'green'],
  consent: true,
  blank: '  ',
  empty_list: [],
};
const read = (key: string) => answers[key];
const run = (source: string) => evaluateExpression(parseExpression(source), read);

describe('expression language', () => {
  it.each([
    ['42', 42],
    ['1.5 + .5', 2],
    ["'a' + \"b\"", 'ab'],
    ['true and not false', true],
    ['null', null],
    ['{age} >= 18', true],
    ['{age} = 42', true],
    ["{age} = '42'", true],
    ['{age} != 41', true],
    ['{age} == 42 && {country} = "BE"', true],
    ["{country} in ['BE', 'NL']", true],
    ["{country} in ['FR']", false],
    ["{topics} contains 'green'", true],
    ["'green' in {topics}", true],
    ["{name} contains 'an'", true],
    ['{missing} = null', true],
    ['{blank} = null', true],
    ['empty({missing}) and empty({blank}) and empty({empty_list})', true],
    ['not empty({name})', true],
    ['!{consent} || {count} > 2', true],
    ['2 + 3 * 4', 14],
    ['(2 + 3) * 4', 20],
    ['-{count} + 10 % 4', -1],
    ['{count} / 0', null],
    ["{name} * 2", null],
    ["{name} + ' Smith'", 'Ann Smith'],
    ['count({topics})', 2],
    ['sum({count}, {age}, [1, 2])', 48],
    ['min(3, {count}, 7) + max(1, 9)', 12],
    ['round(2.345, 2)', 2.35],
    ['abs(-4)', 4],
    ["number('3.5') + 1", 4.5],
    ["upper({country}) = 'BE' and lower('X') = 'x'", true],
    ["if({count} > 2, 'many', 'few')", 'many'],
    ["'b' > 'a'", true],
    ['{name} > 3', false],
    ['{count} AND {age}', true],
  ])('%s → %j', (source, expected) => {
    expect(run(source)).toEqual(expected);
  });

  it('evaluates conditions with truthiness: empty text, empty lists and 0 are false', () => {
    expect(evaluateCondition('{blank}', read)).toBe(false);
    expect(evaluateCondition('{empty_list}', read)).toBe(false);
    expect(evaluateCondition('{count} - 3', read)).toBe(false);
    expect(evaluateCondition('{topics}', read)).toBe(true);
  });

  it('lists the answers an expression reads', () => {
    expect(expressionReferences(parseExpression("{a} = 1 and ({b} in [{c}, 'x'] or empty({a}))"))).toEqual(['a', 'b', 'c']);
  });

  it.each([
    ['', 'The expression is empty', 0],
    ['{age} >=', 'The expression ends too early', 8],
    ['{age} > 18 {country}', 'Unexpected "country"; an operator such as "and" may be missing', 11],
    ["{country} = 'BE", 'The text starting here is not closed with \'', 12],
    ['{age', 'An answer reference starting here is not closed with }', 0],
    ['{} = 1', 'An answer reference needs a key between { and }', 0],
    ['country = 1', 'Unknown word "country"; write an answer as {country} and text in quotes', 0],
    ['(1 + 2', 'Expected a closing parenthesis ")" but found the end of the expression', 6],
    ['foo(1)', 'Unknown function "foo" (known: empty, count, sum, min, max, round, abs, number, lower, upper, if)', 0],
    ['empty(1, 2)', 'The function "empty" takes 1 argument, not 2', 0],
    ['1 # 2', 'Unexpected character "#"', 2],
    ['and 1', 'Unexpected "and"; a value is missing before it', 0],
    // A mistake in spelling anywhere is found before one in grammar earlier on.
    ['and 1 #', 'Unexpected character "#"', 6],
    ['1.', 'Unexpected character "."', 1],
    ['1e', 'Unexpected "e"; an operator such as "and" may be missing', 1],
    ["'abc\\'", "The text starting here is not closed with '", 0],
    ["{a} = 'x {b}", "The text starting here is not closed with '", 6],
    ['{ a b }', '"a b" is not a valid answer key', 0],
    ['{a} = {1}', '"1" is not a valid answer key', 6],
    ['1 | 2', 'Unexpected character "|"', 2],
    ['&& 1', 'Unexpected "and"', 0],
    ['1 2', 'Unexpected "2"; an operator such as "and" may be missing', 2],
    ['[1 2]', 'Expected a "," or a closing bracket "]" but found "2"', 3],
    ['min(1', 'Expected a "," or a closing parenthesis ")" but found the end of the expression', 5],
    ['(((1)', 'Expected a closing parenthesis ")" but found the end of the expression', 5],
    ['[1,]', 'Unexpected "]"', 3],
    ['round(1, 2, 3)', 'The function "round" takes 1 to 2 arguments, not 3', 0],
    ['if(1, 2)', 'The function "if" takes 3 arguments, not 2', 0],
    // Names of the properties every object has are words like any other.
    ['constructor', 'Unknown word "constructor"; write an answer as {constructor} and text in quotes', 0],
    ['__proto__ = 1', 'Unknown word "__proto__"; write an answer as {__proto__} and text in quotes', 0],
    ['toString(1)', 'Unknown function "toString" (known: empty, count, sum, min, max, round, abs, number, lower, upper, if)', 0],
  ])('reports %j as "%s" at %i', (source, reason, position) => {
    let error: unknown;
    try {
      parseExpression(source);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ExpressionError);
    expect((error as ExpressionError).reason).toBe(reason);
    expect((error as ExpressionError).position).toBe(position);
    expect((error as ExpressionError).message).toBe(`${reason} at position ${position + 1} of "${source}"`);
    expect(() => compileExpression(source)).toThrow(new ExpressionError(reason, position, source));
  });

  it.each([
    ["'b' >= 'b'", true],
    ["'10' < '9'", false],
    ["'a' <= 'B'", false],
    ["{age} <= '42'", true],
    ['{count} and 0', false],
    ['0 or {name}', true],
    ['NOT TRUE OR Null', false],
    ["'it\\'s' + \"\\\\\"", "it's\\"],
    ['.5 + 1e1 + 2E-1', 10.7],
    ['{count}\u00a0>=\u20283', true],
    ['{ age } = 42', true],
    ["{topics} = ['price', 'green']", true],
    ['[] = null', true],
    ["'' = {blank}", true],
    ["-'3'", -3],
    ['- {name}', null],
    ['1 - -1', 2],
    ['2 * 3 % 4', 2],
    ['7 / 2 - 1', 2.5],
    ["sum(true, '2', [3, 'x'])", 6],
    ['count({count})', 1],
    ["'ab' contains 'B'", true],
    ["3 in [1, '3']", true],
    ['round(2.5) + round(-2.5) + round(1.005, 2)', 2],
  ])('also %s → %j', (source, expected) => {
    expect(run(source)).toEqual(expected);
  });

  it('refuses nesting deeper than 64 levels instead of overflowing the stack', () => {
    expect(() => parseExpression(`${'('.repeat(5000)}1${')'.repeat(5000)}`)).toThrow(ExpressionError);
    expect(() => parseExpression(`${'-'.repeat(5000)}1`)).toThrow(/nested more than 64 levels/);
    expect(() => parseExpression(`${'['.repeat(5000)}`)).toThrow(ExpressionError);
  });

  // Fragments of the language, so random input reaches deep into the parser rather than failing on the first character.
  const fragment = fc.constantFrom(
    '{a}', '{b.c}', '1', '2.5', "'x'", '"y"', 'true', 'null', 'and', 'or', 'not', 'in', 'contains', '=', '!=', '<',
    '>=', '+', '-', '*', '/', '%', '(', ')', '[', ']', ',', 'empty(', 'sum(', 'if(', 'round(', '!', '&&', '||', ' ',
    '{', '}', "'", '\\', 'é', 'foo',
  );
  const source = fc.oneof(fc.string({ maxLength: 60 }), fc.array(fragment, { maxLength: 40 }).map((parts) => parts.join('')));
  const anyValue = fc.oneof(fc.string(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.constant(undefined));

  it('never throws anything but an ExpressionError while parsing, and never throws while evaluating', () => {
    fc.assert(
      fc.property(source, fc.dictionary(fc.constantFrom('a', 'b.c'), anyValue), (text, values) => {
        let tree;
        try {
          tree = parseExpression(text);
        } catch (error) {
          expect(error).toBeInstanceOf(ExpressionError);
          expect((error as ExpressionError).position).toBeGreaterThanOrEqual(0);
          expect((error as ExpressionError).position).toBeLessThanOrEqual(text.length);
          return;
        }
        evaluateExpression(tree, (key) => values[key]);
        expect(JSON.parse(JSON.stringify(tree))).toEqual(tree);
      }),
      { numRuns: 3000 },
    );
  });

  const outcome = (parse: (text: string) => unknown, text: string) => {
    try {
      return { tree: parse(text) };
    } catch (error) {
      return { error: error instanceof ExpressionError ? [error.reason, error.position, error.message] : error };
    }
  };

  it('compiles expressions that differ only in the answers they name to trees of their own names', () => {
    expect(compileExpression("{p1_q2} != 'hide'")).toEqual(parseExpression("{p1_q2} != 'hide'"));
    expect(compileExpression("{ p2_q5 } != 'hide'")).toEqual(parseExpression("{p2_q5} != 'hide'"));
    expect(compileExpression("not empty({a}) and {b} in ['{x}', \"it's\"] and {c}")).toEqual(
      parseExpression("not empty({a}) and {b} in ['{x}', \"it's\"] and {c}"),
    );
    expect(outcome(compileExpression, "{p3_q1} != 'hide")).toEqual(outcome(parseExpression, "{p3_q1} != 'hide"));
    expect(outcome(compileExpression, '{p3_q1} !!= 1')).toEqual(outcome(parseExpression, '{p3_q1} !!= 1'));
  });

  it('compiles every source to what parseExpression gives, or fails with the same error', () => {
    const withReferences = fc.array(fc.oneof(fragment, fc.constantFrom('{ x }', '{1a}', '{a', '{_}', "'{a}'", '"\\"', "'a\\'b'")), { maxLength: 40 });
    fc.assert(
      fc.property(fc.oneof(source, withReferences.map((parts) => parts.join(''))), (text) => {
        expect(outcome(compileExpression, text)).toEqual(outcome(parseExpression, text));
      }),
      { numRuns: 5000 },
    );
  });
});
