/**
 * The core's `validateDefinition` problems placed at their element of the tree. A definition with problems can be
 * edited, previewed where the engine accepts it and saved on the device; only the export refuses it.
 */
import { validateDefinition, type DefinitionProblem, type QuestionTypeRegistry } from '@treesponse/core';
import { parsePath } from './path.js';
import { flattenTree, ownerOf, type TreeNode } from './tree.js';

export interface PlacedProblems {
  all: DefinitionProblem[];
  /** By element id (a tree node's id); the survey's own problems under ''. */
  byElement: Map<string, DefinitionProblem[]>;
}

/** A registry for validateDefinition that accepts the custom types the studio knows (their rules are the app's). */
export function registryFor(types: readonly string[], hasOptions: (type: string) => boolean = () => false): QuestionTypeRegistry {
  return Object.fromEntries(types.map((type) => [type, hasOptions(type) ? { hasOptions: true } : {}]));
}

export function placeProblems(definition: unknown, tree: readonly TreeNode[], questionTypes: QuestionTypeRegistry = {}): PlacedProblems {
  const all = validateDefinition(definition, { questionTypes });
  const nodes = flattenTree(tree);
  const byElement = new Map<string, DefinitionProblem[]>();
  for (const problem of all) {
    const id = ownerOf(nodes, parsePath(problem.path))?.id ?? '';
    byElement.set(id, [...(byElement.get(id) ?? []), problem]);
  }
  return { all, byElement };
}
