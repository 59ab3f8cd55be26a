import { describe, expect, it } from 'vitest';
import { buildTree, describePath, duplicateItem, flattenTree, insertItem, moveBy, moveItem, removeItem } from './tree.js';
import { createHistory, pushHistory, redo, undo } from './history.js';
import { getAt, parsePath, pathToString } from './path.js';
import { sampleDefinition } from '../../test/fixtures.js';

const keysOf = (definition: unknown) => flattenTree(buildTree(definition)).map((node) => node.key);

describe('the structure tree', () => {
  it('lists pages, sections, groups and their questions with the paths validateDefinition uses', () => {
    const tree = buildTree(sampleDefinition());
    expect(tree.map((page) => page.key)).toEqual(['you', 'priorities', 'thanks']);
    const [name, , group] = tree[0]!.children;
    expect(name!.id).toBe('pages[0].sections[0].question');
    expect(pathToString(name!.itemPath)).toBe('pages[0].sections[0]');
    expect(group!.type).toBe('group');
    expect(group!.children[0]!.id).toBe('pages[0].sections[2].questions[0]');
    const nodes = flattenTree(tree);
    expect(describePath(nodes, ['pages', 0, 'sections', 1, 'question', 'options', 1, 'label'])).toBe('contract · options[1].label');
    expect(describePath(nodes, ['pages', 0, 'title'])).toBe('you · title');
    expect(describePath(nodes, ['computed', 0, 'expression'])).toBe('computed[0].expression');
    expect(parsePath('pages[0].sections[2].questions[0]')).toEqual(['pages', 0, 'sections', 2, 'questions', 0]);
  });

  it('moves a question into a group (unwrapped) and out again (wrapped), leaving the original untouched', () => {
    const before = sampleDefinition();
    const snapshot = JSON.stringify(before);
    const into = moveItem(before, ['pages', 0, 'sections', 0], ['pages', 0, 'sections', 2, 'questions'], 0)!;
    expect(JSON.stringify(before)).toBe(snapshot);
    // The name question was section 0: the group is now section 1.
    expect(into.path).toEqual(['pages', 0, 'sections', 1, 'questions', 0]);
    expect(getAt(into.definition, into.path)).toMatchObject({ key: 'name', type: 'string' });
    const out = moveItem(into.definition, into.path, ['pages', 1, 'sections'], 0)!;
    expect(getAt(out.definition, ['pages', 1, 'sections', 0])).toMatchObject({ type: 'question', question: { key: 'name' } });
  });

  it('refuses moves that cannot hold: a group section into a group, an item into itself', () => {
    const definition = sampleDefinition();
    expect(moveItem(definition, ['pages', 0, 'sections', 2], ['pages', 0, 'sections', 2, 'questions'], 0)).toBeNull();
    expect(moveItem(definition, ['pages', 0], ['pages', 0, 'sections'], 0)).toBeNull();
  });

  it('moves by keyboard within a list and across pages, and renumbers pages after a page move', () => {
    const definition = sampleDefinition();
    const down = moveBy(definition, ['pages', 0, 'sections', 0], 1)!;
    expect(keysOf(down.definition).slice(0, 3)).toEqual(['you', 'contract', 'name']);
    const lastToNextPage = moveBy(definition, ['pages', 0, 'sections', 2], 1)!;
    expect(lastToNextPage.path).toEqual(['pages', 1, 'sections', 0]);
    expect(moveBy(definition, ['pages', 0, 'sections', 0], -1)).toBeNull();
    const page = moveBy(definition, ['pages', 2], -1)!;
    expect((page.definition.pages as { key: string; order: number }[]).map((p) => [p.key, p.order])).toEqual([
      ['you', 1],
      ['thanks', 2],
      ['priorities', 3],
    ]);
  });

  it('duplicates with fresh keys everywhere below, and deletes', () => {
    const definition = sampleDefinition();
    const copy = duplicateItem(definition, ['pages', 0, 'sections', 2]);
    expect(getAt(copy.definition, [...copy.path, 'key'])).toBe('details_copy');
    expect(getAt(copy.definition, [...copy.path, 'questions', 0, 'key'])).toBe('supplier_copy');
    const again = duplicateItem(copy.definition, ['pages', 0, 'sections', 2]);
    expect(getAt(again.definition, [...again.path, 'key'])).toBe('details_copy_2');
    const keys = keysOf(again.definition);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keysOf(removeItem(definition, ['pages', 1]))).not.toContain('importance');
    const added = insertItem(definition, ['pages', 2, 'sections'], 0, { key: 'q', type: 'email' }, 'question')!;
    expect(getAt(added.definition, added.path)).toEqual({ type: 'question', question: { key: 'q', type: 'email' } });
  });

  it('undoes and redoes every step', () => {
    let history = createHistory(sampleDefinition());
    const first = history.present;
    history = pushHistory(history, removeItem(first, ['pages', 2]));
    history = pushHistory(history, removeItem(history.present, ['pages', 1]));
    expect(history.present.pages).toHaveLength(1);
    history = undo(undo(history));
    expect(history.present).toBe(first);
    history = redo(history);
    expect(history.present.pages).toHaveLength(2);
    history = pushHistory(history, first);
    expect(history.future).toHaveLength(0);
  });
});

describe('the studio state', async () => {
  const { studioReducer, initialState, hasUnexportedChanges } = await import('./studio-state.js');
  it('merges typing in one setting into one undo step and tracks unexported changes', () => {
    const opened = studioReducer(initialState(null, null), { type: 'open', definition: { key: 'a' } });
    expect(hasUnexportedChanges(opened)).toBe(false);
    let state = studioReducer(opened, { type: 'change', definition: { key: 'ab' }, merge: 'key' });
    state = studioReducer(state, { type: 'change', definition: { key: 'abc' }, merge: 'key' });
    state = studioReducer(state, { type: 'change', definition: { key: 'abc', version: 'v2' } });
    expect(state.history.past).toHaveLength(2);
    expect(hasUnexportedChanges(state)).toBe(true);
    state = studioReducer(studioReducer(state, { type: 'undo' }), { type: 'undo' });
    expect(state.history.present).toEqual({ key: 'a' });
    expect(hasUnexportedChanges(studioReducer(state, { type: 'exported' }))).toBe(false);
  });
});
