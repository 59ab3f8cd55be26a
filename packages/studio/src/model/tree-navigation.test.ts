import { describe, expect, it } from 'vitest';
import { buildTree } from './tree.js';
import { treeKeyAction, typeAhead, visibleNodes } from './tree-navigation.js';
import { sampleDefinition } from '../../test/fixtures.js';

const tree = buildTree(sampleDefinition());
const you = tree[0]!;
const group = you.children[2]!;

describe('moving through the structure by keyboard (ARIA tree pattern)', () => {
  it('shows pages at level 1, their sections at 2 and a group’s questions at 3, leaving out what is closed', () => {
    const open = visibleNodes(tree, new Set());
    expect(open.find((entry) => entry.node.id === group.children[0]!.id)).toMatchObject({ level: 3, parent: group.id });
    expect(open.find((entry) => entry.node.id === you.id)).toEqual({ node: you, level: 1 });
    const closed = visibleNodes(tree, new Set([you.id]));
    expect(closed.map((entry) => entry.node.id)).toEqual(tree.flatMap((page, index) => (index === 0 ? [page.id] : visibleNodes([page], new Set()).map((entry) => entry.node.id))));
  });

  it('goes down and up through the visible elements, the survey’s settings first, Home and End to the ends', () => {
    const collapsed = new Set<string>();
    const visible = visibleNodes(tree, collapsed);
    expect(treeKeyAction('ArrowDown', '', visible, collapsed, '')).toEqual({ focus: you.id });
    expect(treeKeyAction('ArrowUp', you.id, visible, collapsed, '')).toEqual({ focus: '' });
    expect(treeKeyAction('ArrowUp', '', visible, collapsed, '')).toBeUndefined();
    expect(treeKeyAction('ArrowDown', group.id, visible, collapsed, '')).toEqual({ focus: group.children[0]!.id });
    expect(treeKeyAction('End', you.id, visible, collapsed, '')).toEqual({ focus: visible.at(-1)!.node.id });
    expect(treeKeyAction('Home', group.id, visible, collapsed, '')).toEqual({ focus: '' });
    expect(treeKeyAction('ArrowDown', visible.at(-1)!.node.id, visible, collapsed, '')).toBeUndefined();
    expect(treeKeyAction('x', you.id, visible, collapsed, '')).toBeUndefined();
  });

  it('closes an open element with ←, then goes to its parent; opens with →, then goes to its first child', () => {
    const open = new Set<string>();
    expect(treeKeyAction('ArrowLeft', group.id, visibleNodes(tree, open), open, '')).toEqual({ collapse: group.id });
    const closed = new Set([group.id]);
    expect(treeKeyAction('ArrowLeft', group.id, visibleNodes(tree, closed), closed, '')).toEqual({ focus: you.id });
    expect(treeKeyAction('ArrowRight', group.id, visibleNodes(tree, closed), closed, '')).toEqual({ expand: group.id });
    expect(treeKeyAction('ArrowRight', group.id, visibleNodes(tree, open), open, '')).toEqual({ focus: group.children[0]!.id });
    // A question has nothing to open; ← goes to its page.
    const question = you.children[0]!;
    expect(treeKeyAction('ArrowRight', question.id, visibleNodes(tree, open), open, '')).toBeUndefined();
    expect(treeKeyAction('ArrowLeft', question.id, visibleNodes(tree, open), open, '')).toEqual({ focus: you.id });
    // Pages have no parent in the tree.
    expect(treeKeyAction('ArrowLeft', you.id, visibleNodes(tree, closed.add(you.id)), closed, '')).toBeUndefined();
  });

  it('goes to the next element whose name starts with what is typed, wrapping around, accents and case ignored', () => {
    const names = [
      { id: 'a', name: 'Page you' },
      { id: 'b', name: 'énergie (radio)' },
      { id: 'c', name: 'Page priorities' },
      { id: 'd', name: 'name (string)' },
    ];
    expect(typeAhead(names, 'a', 'p')).toBe('c');
    expect(typeAhead(names, 'c', 'p')).toBe('a');
    expect(typeAhead(names, 'a', 'E')).toBe('b');
    expect(typeAhead(names, 'c', 'page p')).toBe('c');
    expect(typeAhead(names, 'a', 'page p')).toBe('c');
    expect(typeAhead(names, 'a', 'z')).toBeUndefined();
  });
});
