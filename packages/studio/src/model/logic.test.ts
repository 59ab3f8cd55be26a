import { describe, expect, it } from 'vitest';
import { checkExpression, collectExpressions, complete, dependencies, referenceNames } from './logic.js';
import { placeProblems } from './problems.js';
import { buildTree } from './tree.js';
import { schemas, sampleDefinition } from '../../test/fixtures.js';

describe('logic', () => {
  it("explains a parse error in plain words with the core's parser", () => {
    expect(checkExpression("{a} = 'x' and")).toMatchObject({ ok: false, message: expect.stringMatching(/\(at character \d+\)$/) });
    expect(checkExpression('{a} >= 18 and {b}')).toEqual({ ok: true, references: ['a', 'b'] });
    expect(checkExpression('  ')).toMatchObject({ ok: false, message: 'The expression is empty' });
  });

  it('finds every expression with its element, custom types included', () => {
    const entries = collectExpressions(schemas, sampleDefinition());
    expect(entries.map((entry) => [entry.id, entry.owner?.key])).toEqual([
      ['pages[0].sections[2].visibleIf', 'details'],
      ['pages[1].sections[1].question.visibleIf', 'stars'],
    ]);
  });

  it('says what each element depends on, where each answer is used and which texts it fills', () => {
    const { dependsOn, usedBy, pipedInto } = dependencies(schemas, sampleDefinition());
    expect(dependsOn.get('pages[0].sections[2]')).toEqual(['contract']);
    expect(usedBy.get('contract')!.map((use) => use.owner?.key)).toEqual(['details', 'stars']);
    expect(pipedInto.get('name')!.map((use) => use.id)).toEqual(['pages[0].sections[1].question.label', 'pages[2].title']);
  });

  it('completes answer keys after { and function names elsewhere', () => {
    const names = referenceNames(sampleDefinition());
    expect(names).toEqual(['name', 'contract', 'supplier', 'importance', 'stars']);
    expect(complete('{co', 3, names)).toEqual({ from: 0, to: 3, items: [{ label: '{contract}', insert: '{contract}' }] });
    expect(complete('{s}', 2, names)!.items.map((item) => item.label)).toEqual(['{supplier}', '{stars}']);
    expect(complete('{s}', 2, names)!.to).toBe(3);
    expect(complete('emp', 3, names)!.items[0]).toEqual({ label: 'empty()', insert: 'empty(' });
    expect(complete('{a} = 1 ', 8, names)).toBeNull();
  });

  it("places validateDefinition's problems at their element", () => {
    const definition = sampleDefinition();
    (definition.pages[0]!.sections[2] as { visibleIf?: string }).visibleIf = '{nobody} = 1';
    const placed = placeProblems(definition, buildTree(definition), { score: {} });
    expect([...placed.byElement.keys()]).toEqual(['pages[0].sections[2]']);
    expect(placed.byElement.get('pages[0].sections[2]')![0]!.message).toMatch(/nobody/);
    const unknownType = placeProblems(definition, buildTree(definition));
    expect(unknownType.byElement.get('pages[1].sections[1].question')![0]!.message).toMatch(/Unknown question type "score"/);
  });
});
