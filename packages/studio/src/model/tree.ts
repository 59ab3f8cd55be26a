/**
 * The structure of a definition as a tree (pages → sections → questions, groups holding questions) and every change
 * to it: add, duplicate, delete, move. Plain functions over plain JSON: each returns a new definition.
 *
 * An item lives in a list (its container): pages in `pages`, sections in a page's `sections`, questions in a group's
 * `questions`. A question on its own in a page is a section `{ "type": "question", "question": … }`; moving it into a
 * group unwraps it and moving it out wraps it again, so the JSON stays what the engine reads.
 */
import { getAt, isObject, pathToString, setAt, startsWith, type Json, type JsonObject, type Path } from './path.js';

export type ItemKind = 'page' | 'section' | 'question';

export interface TreeNode {
  /** The element's path as text; problems and selection use it. */
  id: string;
  /** Where the item sits in its list (a section for a question on its own). */
  itemPath: Path;
  /** The element the settings edit: the page, the section, or the question (inside its section). */
  elementPath: Path;
  kind: ItemKind;
  /** 'page', a question's type, or 'group' / 'content' for sections. */
  type: string;
  key: string;
  /** The list the children live in (pages: sections, groups: questions); absent for leaves. */
  childContainer?: Path;
  children: TreeNode[];
}

const containerKind = (container: Path): ItemKind =>
  container.length === 1 ? 'page' : container[container.length - 1] === 'sections' ? 'section' : 'question';

function questionNode(question: unknown, itemPath: Path, elementPath: Path, kind: ItemKind): TreeNode {
  const q = isObject(question) ? question : {};
  const type = String(q.type ?? '?');
  const childContainer = type === 'group' ? [...elementPath, 'questions'] : undefined;
  return {
    id: pathToString(elementPath),
    itemPath,
    elementPath,
    kind,
    type,
    key: String(q.key ?? ''),
    childContainer,
    children: childContainer ? listNodes(getAt(q, ['questions']), childContainer) : [],
  };
}

function listNodes(list: unknown, container: Path): TreeNode[] {
  if (!Array.isArray(list)) return [];
  return list.map((item, i) => {
    const itemPath = [...container, i];
    const kind = containerKind(container);
    if (kind === 'question') return questionNode(item, itemPath, itemPath, 'question');
    if (kind === 'page') {
      const page = isObject(item) ? item : {};
      const childContainer = [...itemPath, 'sections'];
      return { id: pathToString(itemPath), itemPath, elementPath: itemPath, kind, type: 'page', key: String(page.key ?? ''), childContainer, children: listNodes(page.sections, childContainer) };
    }
    const section = isObject(item) ? item : {};
    if (section.type === 'question') return questionNode(section.question, itemPath, [...itemPath, 'question'], 'section');
    const childContainer = section.type === 'group' ? [...itemPath, 'questions'] : undefined;
    return {
      id: pathToString(itemPath),
      itemPath,
      elementPath: itemPath,
      kind,
      type: String(section.type ?? '?'),
      key: String(section.key ?? ''),
      childContainer,
      children: childContainer ? listNodes(section.questions, childContainer) : [],
    };
  });
}

/** The tree of a definition, pages in the order of the file. */
export function buildTree(definition: unknown): TreeNode[] {
  return listNodes(getAt(definition, ['pages']), ['pages']);
}

/** Every node, depth first (the order of the tree on screen). */
export function flattenTree(nodes: readonly TreeNode[]): TreeNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}

/** Every key used in the definition (pages, sections, questions), for choosing new ones. */
export function usedKeys(definition: unknown): Set<string> {
  const keys = new Set<string>();
  for (const node of flattenTree(buildTree(definition))) if (node.key) keys.add(node.key);
  return keys;
}

/** `base`, or `base_2`, `base_3`… : the first not in `taken`. */
export function freshKey(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}_${n}`)) return `${base}_${n}`;
}

/** Converts an item for another kind of list: wraps a question in a section, unwraps it; null when it cannot go there. */
function fitItem(item: unknown, from: ItemKind, to: ItemKind): unknown {
  if (from === to) return item;
  if (from === 'question' && to === 'section') return { type: 'question', question: item };
  if (from === 'section' && to === 'question' && isObject(item) && item.type === 'question') return item.question;
  return null;
}

function listAt(definition: unknown, container: Path): unknown[] {
  const list = getAt(definition, container);
  return Array.isArray(list) ? list : [];
}

/** Pages are shown by `order`: after pages move, their orders follow the list (1, 2, 3…). */
function renumberPages<T>(definition: T): T {
  const pages = listAt(definition, ['pages']);
  return setAt(definition, ['pages'], pages.map((page, i) => (isObject(page) ? { ...page, order: i + 1 } : page)));
}

/** Inserts `item` (of kind `kind`) into `container` at `index`; the item's new path, or null when it cannot go there. */
export function insertItem<T>(definition: T, container: Path, index: number, item: unknown, kind: ItemKind): { definition: T; path: Path } | null {
  const fitted = fitItem(item, kind, containerKind(container));
  if (fitted === null) return null;
  const list = [...listAt(definition, container)];
  const at = Math.max(0, Math.min(index, list.length));
  list.splice(at, 0, fitted);
  return { definition: setAt(definition, container, list), path: [...container, at] };
}

export function removeItem<T>(definition: T, itemPath: Path): T {
  const container = itemPath.slice(0, -1);
  const index = itemPath[itemPath.length - 1] as number;
  const list = listAt(definition, container).filter((_, i) => i !== index);
  return setAt(definition, container, list);
}

/**
 * Moves an item to `index` of `container` (an index of the list as it is before the move). Refused (null) into
 * itself or when the kinds do not fit (a page into a group, a group section into a group).
 */
export function moveItem<T>(definition: T, itemPath: Path, container: Path, index: number): { definition: T; path: Path } | null {
  const fromContainer = itemPath.slice(0, -1);
  const fromIndex = itemPath[itemPath.length - 1] as number;
  if (startsWith(container, itemPath)) return null;
  const item = getAt(definition, itemPath);
  const fromKind = containerKind(fromContainer);
  if (fitItem(item, fromKind, containerKind(container)) === null) return null;
  const removed = removeItem(definition, itemPath);
  // The target list's path moves too when it came after the item in the same list.
  const target = [...container];
  if (startsWith(container, fromContainer) && container.length > fromContainer.length) {
    const position = container[fromContainer.length] as number;
    if (position > fromIndex) target[fromContainer.length] = position - 1;
  }
  const sameList = pathToString(container) === pathToString(fromContainer);
  const at = sameList && index > fromIndex ? index - 1 : index;
  const moved = insertItem(removed, target, at, item, fromKind);
  if (!moved) return null;
  return fromKind === 'page' ? { definition: renumberPages(moved.definition), path: moved.path } : moved;
}

/**
 * The keyboard's move: one place up (-1) or down (+1) in its list. A page's first or last section goes on to the
 * end of the previous page or the start of the next one. Null when there is nowhere to go.
 */
export function moveBy<T>(definition: T, itemPath: Path, delta: -1 | 1): { definition: T; path: Path } | null {
  const container = itemPath.slice(0, -1);
  const index = itemPath[itemPath.length - 1] as number;
  const length = listAt(definition, container).length;
  const next = index + delta;
  if (next >= 0 && next < length) return moveItem(definition, itemPath, container, delta > 0 ? next + 1 : next);
  if (containerKind(container) !== 'section' || container.length !== 3) return null;
  const page = (container[1] as number) + delta;
  if (page < 0 || page >= listAt(definition, ['pages']).length) return null;
  const target = ['pages', page, 'sections'];
  return moveItem(definition, itemPath, target, delta > 0 ? 0 : listAt(definition, target).length);
}

/** Gives every keyed element of a copied item a key not used yet (question keys must stay unique). */
function rekey(value: Json, taken: Set<string>): Json {
  if (Array.isArray(value)) return value.map((item) => rekey(item, taken));
  if (!isObject(value)) return value;
  const copy: JsonObject = {};
  for (const [name, child] of Object.entries(value)) {
    // Options and matrix rows hold values, not keys: only the structure's lists are followed.
    copy[name] = name === 'question' || name === 'questions' || name === 'sections' ? rekey(child, taken) : child;
  }
  if (typeof value.key === 'string' && value.key !== '') {
    copy.key = freshKey(`${value.key}_copy`, taken);
    taken.add(copy.key);
  }
  return copy;
}

/** A copy of the item right after it, with fresh keys. */
export function duplicateItem<T>(definition: T, itemPath: Path): { definition: T; path: Path } {
  const container = itemPath.slice(0, -1);
  const index = itemPath[itemPath.length - 1] as number;
  const copy = rekey(getAt(definition, itemPath) as Json, usedKeys(definition));
  const kind = containerKind(container);
  const withCopy = insertItem(definition, container, index + 1, copy, kind)!;
  if (kind === 'page') return { definition: renumberPages(withCopy.definition), path: withCopy.path };
  return withCopy;
}

/** The element of the tree a path belongs to: the deepest whose element path starts it. */
export function ownerOf(nodes: readonly TreeNode[], path: Path): TreeNode | null {
  let best: TreeNode | null = null;
  for (const node of nodes) if (startsWith(path, node.elementPath) && (!best || node.elementPath.length > best.elementPath.length)) best = node;
  return best;
}

/**
 * Where a path is, in words a person reads: the key of its element and the rest of the path, e.g.
 * `contract · options[1].label` for `pages[0].sections[1].question.options[1].label`.
 */
export function describePath(nodes: readonly TreeNode[], path: Path): string {
  const owner = ownerOf(nodes, path);
  const rest = pathToString(path.slice(owner?.elementPath.length ?? 0));
  return owner ? `${owner.key || owner.type}${rest ? ` · ${rest}` : ''}` : rest;
}

/** The kind of items a list holds. */
export { containerKind };
