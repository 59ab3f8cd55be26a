/**
 * Moving through the structure by keyboard, as the ARIA tree pattern has it: ↑/↓ to the previous or next visible
 * element, → opens a closed element or goes to its first child, ← closes an open element or goes to its parent,
 * Home/End to the first or last visible element, and typing a letter goes to the next element whose name starts with
 * the letters typed. Plain functions over the tree; the panel draws and focuses.
 */
import type { TreeNode } from './tree.js';

/** An element as the tree shows it: its depth (1 for pages) and its parent's id (undefined at the top). */
export interface VisibleNode {
  node: TreeNode;
  level: number;
  parent?: string;
}

/** Whether an element can open and close: pages and groups, which hold a list. */
export const isExpandable = (node: TreeNode) => node.childContainer !== undefined;

/** The elements shown, in order: the children of a closed element are left out. */
export function visibleNodes(tree: readonly TreeNode[], collapsed: ReadonlySet<string>, level = 1, parent?: string): VisibleNode[] {
  return tree.flatMap((node) => [
    { node, level, ...(parent !== undefined ? { parent } : {}) },
    ...(isExpandable(node) && !collapsed.has(node.id) ? visibleNodes(node.children, collapsed, level + 1, node.id) : []),
  ]);
}

/** What a key does: the element to focus, or the element to open or close. Undefined: the key is not the tree's. */
export type TreeKeyAction = { focus: string } | { expand: string } | { collapse: string } | undefined;

/**
 * The action of a navigation key on the element `current` (by id). `first` is the id of an element placed before
 * the tree's own elements (the survey's settings), reached by ↑ from the first page and by Home.
 */
export function treeKeyAction(key: string, current: string, visible: readonly VisibleNode[], collapsed: ReadonlySet<string>, first?: string): TreeKeyAction {
  const ids = [...(first !== undefined ? [first] : []), ...visible.map((entry) => entry.node.id)];
  const index = ids.indexOf(current);
  if (index < 0) return undefined;
  const entry = visible.find((candidate) => candidate.node.id === current);
  switch (key) {
    case 'ArrowDown':
      return index + 1 < ids.length ? { focus: ids[index + 1]! } : undefined;
    case 'ArrowUp':
      return index > 0 ? { focus: ids[index - 1]! } : undefined;
    case 'Home':
      return { focus: ids[0]! };
    case 'End':
      return { focus: ids.at(-1)! };
    case 'ArrowRight':
      if (!entry || !isExpandable(entry.node)) return undefined;
      if (collapsed.has(current)) return { expand: current };
      return entry.node.children[0] ? { focus: entry.node.children[0].id } : undefined;
    case 'ArrowLeft':
      if (!entry) return undefined;
      if (isExpandable(entry.node) && !collapsed.has(current)) return { collapse: current };
      return entry.parent !== undefined ? { focus: entry.parent } : undefined;
    default:
      return undefined;
  }
}

/**
 * Type-ahead: the next element after `current` (wrapping around) whose name starts with `typed` (case and accents
 * ignored); undefined when none does.
 */
export function typeAhead(names: readonly { id: string; name: string }[], current: string, typed: string): string | undefined {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const wanted = fold(typed);
  if (wanted === '') return undefined;
  const start = Math.max(0, names.findIndex((entry) => entry.id === current));
  // A single letter moves on from the current element; more letters may stay on it while it still matches.
  const offset = wanted.length === 1 ? 1 : 0;
  for (let step = 0; step < names.length; step += 1) {
    const entry = names[(start + offset + step) % names.length]!;
    if (fold(entry.name).startsWith(wanted)) return entry.id;
  }
  return undefined;
}
