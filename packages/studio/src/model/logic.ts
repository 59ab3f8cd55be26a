/**
 * The logic of a definition: every expression (conditions such as visibleIf, skip, requiredIf, enableIf, page
 * rules, validators, computed values), checked with the core's own parser and explained in plain words; which answers
 * each element depends on and where each answer is used; which answers are piped into texts; completion of answer
 * keys and function names while typing an expression.
 */
import { EXPRESSION_FUNCTIONS, ExpressionError, expressionReferences, parseExpression } from '@treesponse/core';
import { getAt, isObject, pathToString, type Path } from './path.js';
import { walkDefinition, namesCondition, namesLocalizedText, type SchemaSet } from './schema.js';
import { buildTree, flattenTree, ownerOf, type TreeNode } from './tree.js';

export type ExpressionCheck = { ok: true; references: string[] } | { ok: false; message: string; position: number };

/** Parses an expression; a problem comes back in plain words with the place it was found (1-based). */
export function checkExpression(source: string): ExpressionCheck {
  if (source.trim() === '') return { ok: false, message: 'The expression is empty', position: 0 };
  try {
    return { ok: true, references: [...new Set(expressionReferences(parseExpression(source)))] };
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    return { ok: false, message: `${error.reason} (at character ${error.position + 1})`, position: error.position };
  }
}

export interface ExpressionEntry {
  id: string;
  path: Path;
  /** The setting's name: visibleIf, skip, expression… */
  field: string;
  source: string;
  /** The tree element it belongs to (a page, section or question), or null for the survey's computed values. */
  owner: TreeNode | null;
  check: ExpressionCheck;
}


/** Every expression of the definition, in the order of the file. */
export function collectExpressions(set: SchemaSet, definition: unknown): ExpressionEntry[] {
  const nodes = flattenTree(buildTree(definition));
  const found: ExpressionEntry[] = [];
  walkDefinition(set, definition, (path, value, names, schema) => {
    const field = path[path.length - 1];
    const isExpression = namesCondition(names) || (field === 'expression' && schema.type === 'string');
    if (!isExpression || typeof value !== 'string') return;
    found.push({ id: pathToString(path), path, field: String(field), source: value, owner: ownerOf(nodes, path), check: checkExpression(value) });
  });
  return found;
}

const PIPE = /\{\{\s*([^{}\s]+)\s*\}\}/g;

export interface Usage {
  /** The element (page, section or question) that uses the answer, or null for a computed value. */
  owner: TreeNode | null;
  /** Path of the expression or text that uses it. */
  id: string;
  field: string;
}

export interface Dependencies {
  /** Per element id: the answer keys its expressions read. */
  dependsOn: Map<string, string[]>;
  /** Per answer key: the expressions that read it. */
  usedBy: Map<string, Usage[]>;
  /** Per answer key: the texts it is piped into (`{{key}}`). */
  pipedInto: Map<string, Usage[]>;
}

const add = <V>(map: Map<string, V[]>, key: string, value: V) => map.set(key, [...(map.get(key) ?? []), value]);

export function dependencies(set: SchemaSet, definition: unknown): Dependencies {
  const dependsOn = new Map<string, string[]>();
  const usedBy = new Map<string, Usage[]>();
  const pipedInto = new Map<string, Usage[]>();
  for (const entry of collectExpressions(set, definition)) {
    if (!entry.check.ok) continue;
    const ownerId = entry.owner?.id ?? '';
    for (const reference of entry.check.references) {
      if (!(dependsOn.get(ownerId) ?? []).includes(reference)) add(dependsOn, ownerId, reference);
      add(usedBy, reference, { owner: entry.owner, id: entry.id, field: entry.field });
    }
  }
  const nodes = flattenTree(buildTree(definition));
  walkDefinition(set, definition, (path, value, names) => {
    if (!namesLocalizedText(names)) return;
    const strings = typeof value === 'string' ? [value] : isObject(value) ? Object.values(value).filter((v): v is string => typeof v === 'string') : [];
    const keys = new Set(strings.flatMap((text) => [...text.matchAll(PIPE)].map((match) => match[1]!)));
    for (const key of keys) add(pipedInto, key, { owner: ownerOf(nodes, path), id: pathToString(path), field: String(path[path.length - 1]) });
  });
  return { dependsOn, usedBy, pipedInto };
}

/** A question of the tree (on its own in a page or inside a group). */
export const isQuestionNode = (node: TreeNode) => node.kind === 'question' || node.elementPath[node.elementPath.length - 1] === 'question';

/** The names an expression can refer to: question keys and computed values, in the order of the file. */
export function referenceNames(definition: unknown): string[] {
  const keys = flattenTree(buildTree(definition))
    .filter(isQuestionNode)
    .map((node) => node.key);
  const computed = getAt(definition, ['computed']);
  const computedKeys = Array.isArray(computed) ? computed.flatMap((entry) => (isObject(entry) && typeof entry.key === 'string' ? [entry.key] : [])) : [];
  return [...new Set([...keys, ...computedKeys])].filter((key) => key !== '');
}

export interface Completion {
  /** Replace source[from, to) with an item's insert text. */
  from: number;
  to: number;
  items: { label: string; insert: string }[];
}

const WORDS = ['and', 'or', 'not', 'in', 'contains', 'true', 'false', 'null'];

/**
 * What can be typed at `cursor`: answer keys after `{`, function names and words elsewhere. Null when the cursor is
 * not after a partial name.
 */
export function complete(source: string, cursor: number, names: readonly string[]): Completion | null {
  const before = source.slice(0, cursor);
  const reference = /\{([^{}\s]*)$/.exec(before);
  if (reference) {
    const prefix = reference[1]!.toLowerCase();
    const closing = source[cursor] === '}' ? 1 : 0;
    const items = names.filter((name) => name.toLowerCase().startsWith(prefix)).map((name) => ({ label: `{${name}}`, insert: `{${name}}` }));
    return items.length ? { from: cursor - reference[0].length, to: cursor + closing, items } : null;
  }
  const word = /[A-Za-z]+$/.exec(before);
  if (!word) return null;
  const prefix = word[0].toLowerCase();
  const items = [
    ...EXPRESSION_FUNCTIONS.filter((name) => name.startsWith(prefix)).map((name) => ({ label: `${name}()`, insert: `${name}(` })),
    ...WORDS.filter((name) => name.startsWith(prefix) && name !== prefix).map((name) => ({ label: name, insert: name })),
  ];
  return items.length ? { from: cursor - word[0].length, to: cursor, items } : null;
}
