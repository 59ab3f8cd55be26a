import { useState, type DragEvent, type KeyboardEvent } from 'react';
import type { DefinitionProblem } from '@treesponse/core';
import { buildTree, duplicateItem, freshKey, insertItem, moveBy, moveItem, removeItem, usedKeys, type TreeNode } from '../model/tree.js';
import { getAt, isObject, pathToString, type Path } from '../model/path.js';
import { newQuestion, questionTypes } from '../model/schema.js';
import { useStudio } from './context.js';

export interface TreePanelProps {
  selected: string;
  problems: Map<string, DefinitionProblem[]>;
  announce(message: string): void;
}

/** What a tree element is called on screen: its key, its type and a problem count. */
function nodeName(node: TreeNode, pageWord: string): string {
  return node.kind === 'page' ? `${pageWord} ${node.key}` : `${node.key || '—'} (${node.type})`;
}

/**
 * Pages, sections and questions as nested lists of buttons. The selected element is moved by Alt+↑/↓ or by
 * dragging it onto another element (it lands before that one, or into an empty page or group), removed with Delete.
 */
export function TreePanel({ selected, problems, announce }: TreePanelProps) {
  const { definition, change, select, schemas, t } = useStudio();
  const tree = buildTree(definition);
  const [dragged, setDragged] = useState<Path | null>(null);
  const [newType, setNewType] = useState('string');
  const selectedNode = findNode(tree, selected);

  const apply = (result: { definition: unknown; path: Path } | null, key: string, message?: string) => {
    if (!result) {
      announce(t('tree.cannotMove', { key }));
      return;
    }
    const node = findByItemPath(buildTree(result.definition), result.path);
    change(result.definition, { select: node?.id ?? '' });
    if (message) announce(message);
    // Keep the keyboard where the element went.
    requestAnimationFrame(() => document.getElementById(treeButtonId(node?.id ?? ''))?.focus());
  };

  const onKeyDown = (event: KeyboardEvent, node: TreeNode) => {
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      apply(moveBy(definition, node.itemPath, event.key === 'ArrowUp' ? -1 : 1), node.key, t('tree.moved', { key: node.key }));
    } else if (event.key === 'Delete') {
      event.preventDefault();
      change(removeItem(definition, node.itemPath), { select: '' });
    }
  };

  const drop = (event: DragEvent, container: Path, index: number) => {
    event.preventDefault();
    event.stopPropagation();
    if (!dragged) return;
    const key = String(getAt(definition, [...dragged, 'key']) ?? getAt(definition, [...dragged, 'question', 'key']) ?? '');
    apply(moveItem(definition, dragged, container, index), key, t('tree.moved', { key }));
    setDragged(null);
  };

  /** Where new sections go: after the selected element of a page, or at the end of the selected page/group. */
  const target = (): { container: Path; index: number } => {
    if (!selectedNode) return { container: ['pages', Math.max(0, tree.length - 1), 'sections'], index: Infinity };
    if (selectedNode.childContainer) return { container: selectedNode.childContainer, index: Infinity };
    return { container: selectedNode.itemPath.slice(0, -1), index: (selectedNode.itemPath.at(-1) as number) + 1 };
  };

  const add = (item: Record<string, unknown>, kind: 'section' | 'question') => {
    const { container, index } = target();
    apply(insertItem(definition, container, index, item, kind) ?? insertItem(definition, ['pages', Math.max(0, tree.length - 1), 'sections'], Infinity, item, kind), String(item.key ?? ''));
  };

  const renderNodes = (nodes: TreeNode[], container: Path) => (
    <ul className="studio-tree__list">
      {nodes.map((node, index) => {
        const count = countProblems(problems, node.id);
        const name = nodeName(node, t('tree.page'));
        return (
          <li
            key={node.id}
            className="studio-tree__item"
            draggable
            onDragStart={(event) => {
              event.stopPropagation();
              event.dataTransfer.setData('text/plain', node.id);
              event.dataTransfer.effectAllowed = 'move';
              setDragged(node.itemPath);
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => drop(event, container, index)}
            data-tree-id={node.id}
          >
            <button
              type="button"
              id={treeButtonId(node.id)}
              className="studio-tree__button"
              aria-current={selected === node.id ? 'true' : undefined}
              onClick={() => select(node.id)}
              onKeyDown={(event) => onKeyDown(event, node)}
            >
              <span className={`studio-tree__kind studio-tree__kind--${node.kind === 'page' ? 'page' : 'item'}`}>{name}</span>
              {count > 0 ? <span className="studio-badge">{t('tree.problems', { count })}</span> : null}
            </button>
            {node.childContainer ? (
              <div className="studio-tree__children" onDragOver={(event) => event.preventDefault()} onDrop={(event) => drop(event, node.childContainer!, node.children.length)}>
                {renderNodes(node.children, node.childContainer)}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );

  return (
    <nav className="studio-tree" aria-labelledby="studio-tree-heading">
      <h2 id="studio-tree-heading">{t('tree.label')}</h2>
      <button type="button" id={treeButtonId('')} className="studio-tree__button" aria-current={selected === '' ? 'true' : undefined} onClick={() => select('')}>
        {t('tree.survey')}
        {countProblems(problems, '') > 0 ? <span className="studio-badge">{t('tree.problems', { count: countProblems(problems, '') })}</span> : null}
      </button>
      {renderNodes(tree, ['pages'])}
      <p className="studio-help" id="studio-tree-keys">
        {t('tree.keys')}
      </p>
      <div className="studio-actions" role="group" aria-label={t('tree.label')}>
        <button
          type="button"
          className="studio-button"
          onClick={() => {
            const key = freshKey('page', usedKeys(definition));
            apply(insertItem(definition, ['pages'], Infinity, { key, order: nextOrder(definition), sections: [] }, 'page'), key);
          }}
        >
          {t('tree.addPage')}
        </button>
        <label htmlFor="studio-new-type">{t('tree.addType')}</label>
        <select id="studio-new-type" className="studio-input" value={newType} onChange={(event) => setNewType(event.target.value)}>
          {questionTypes(schemas).map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        <button type="button" className="studio-button" onClick={() => add(newQuestion(schemas, newType, freshKey(newType, usedKeys(definition))), 'question')}>
          {t('tree.addQuestion')}
        </button>
        <button type="button" className="studio-button" onClick={() => add({ type: 'group', key: freshKey('group', usedKeys(definition)), questions: [] }, 'section')}>
          {t('tree.addGroup')}
        </button>
        <button type="button" className="studio-button" onClick={() => add({ type: 'content', key: freshKey('text', usedKeys(definition)), content: '' }, 'section')}>
          {t('tree.addContent')}
        </button>
      </div>
      {selectedNode ? (
        <div className="studio-actions" role="group" aria-label={nodeName(selectedNode, t('tree.page'))}>
          <button type="button" className="studio-button" onClick={() => apply(moveBy(definition, selectedNode.itemPath, -1), selectedNode.key, t('tree.moved', { key: selectedNode.key }))}>
            {t('tree.moveUp')}
          </button>
          <button type="button" className="studio-button" onClick={() => apply(moveBy(definition, selectedNode.itemPath, 1), selectedNode.key, t('tree.moved', { key: selectedNode.key }))}>
            {t('tree.moveDown')}
          </button>
          <button type="button" className="studio-button" onClick={() => apply(duplicateItem(definition, selectedNode.itemPath), selectedNode.key)}>
            {t('tree.duplicate')}
          </button>
          <button type="button" className="studio-button studio-button--danger" onClick={() => change(removeItem(definition, selectedNode.itemPath), { select: '' })}>
            {t('tree.delete')}
          </button>
        </div>
      ) : null}
    </nav>
  );
}

export const treeButtonId = (id: string) => `tree-${id.replace(/[^A-Za-z0-9_-]/g, '_') || 'survey'}`;

function countProblems(problems: Map<string, DefinitionProblem[]>, id: string) {
  return problems.get(id)?.length ?? 0;
}

export function findNode(nodes: readonly TreeNode[], id: string): TreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

function findByItemPath(nodes: readonly TreeNode[], path: Path): TreeNode | undefined {
  const id = pathToString(path);
  for (const node of nodes) {
    if (pathToString(node.itemPath) === id) return node;
    const found = findByItemPath(node.children, path);
    if (found) return found;
  }
  return undefined;
}

function nextOrder(definition: unknown): number {
  const pages = getAt(definition, ['pages']);
  const orders = Array.isArray(pages) ? pages.map((page) => (isObject(page) && typeof page.order === 'number' ? page.order : 0)) : [];
  return Math.max(0, ...orders) + 1;
}

