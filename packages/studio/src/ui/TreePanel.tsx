import { useRef, useState, type DragEvent, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { DefinitionProblem } from '@treesponse/core';
import { buildTree, duplicateItem, freshKey, insertItem, moveBy, moveItem, removeItem, usedKeys, type TreeNode } from '../model/tree.js';
import { getAt, isObject, pathToString, type Path } from '../model/path.js';
import { newQuestion, questionTypes } from '../model/schema.js';
import { isExpandable, treeKeyAction, typeAhead, visibleNodes } from '../model/tree-navigation.js';
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
 * Pages, sections and questions as an ARIA tree (role tree/treeitem/group, aria-level, aria-expanded,
 * aria-selected, one element in the Tab order). ↑/↓/←/→/Home/End and typing a name move the focus
 * (tree-navigation.ts); Enter or Space selects the focused element. The selected element is moved by Alt+↑/↓ or by
 * dragging it onto another element (it lands before that one, or into an empty page or group), removed with Delete.
 */
export function TreePanel({ selected, problems, announce }: TreePanelProps) {
  const { definition, change, select, schemas, t } = useStudio();
  const tree = buildTree(definition);
  const [dragged, setDragged] = useState<Path | null>(null);
  const [newType, setNewType] = useState('string');
  const selectedNode = findNode(tree, selected);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [focused, setFocused] = useState(selected);
  const typed = useRef({ text: '', at: 0 });
  const visible = visibleNodes(tree, collapsed);
  // The one element in the Tab order: the focused one while it is shown, else the selected one, else the survey.
  const ids = new Set(['', ...visible.map((entry) => entry.node.id)]);
  const tabStop = ids.has(focused) ? focused : ids.has(selected) ? selected : '';
  const focusItem = (id: string) => {
    setFocused(id);
    document.getElementById(treeButtonId(id))?.focus();
  };
  const setOpen = (id: string, open: boolean) => {
    const next = new Set(collapsed);
    if (open) next.delete(id);
    else next.add(id);
    setCollapsed(next);
  };

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

  const onKeyDown = (event: KeyboardEvent, node: TreeNode | null) => {
    const id = node?.id ?? '';
    if (event.target !== event.currentTarget) return;
    if (node && event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      apply(moveBy(definition, node.itemPath, event.key === 'ArrowUp' ? -1 : 1), node.key, t('tree.moved', { key: node.key }));
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (node && event.key === 'Delete') {
      event.preventDefault();
      change(removeItem(definition, node.itemPath), { select: '' });
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(id);
      return;
    }
    const action = treeKeyAction(event.key, id, visible, collapsed, '');
    if (action) {
      event.preventDefault();
      if ('focus' in action) focusItem(action.focus);
      else setOpen('expand' in action ? action.expand : action.collapse, 'expand' in action);
      return;
    }
    if (event.key.length === 1 && event.key !== ' ') {
      // Type-ahead: the letters typed within a second make one name.
      const now = Date.now();
      typed.current = { text: (now - typed.current.at < 1000 ? typed.current.text : '') + event.key, at: now };
      const names = [{ id: '', name: t('tree.survey') }, ...visible.map((entry) => ({ id: entry.node.id, name: nodeName(entry.node, t('tree.page')) }))];
      const found = typeAhead(names, id, typed.current.text);
      if (found !== undefined) {
        event.preventDefault();
        focusItem(found);
      }
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

  const treeItemProps = (id: string, level: number, node: TreeNode | null) => ({
    role: 'treeitem',
    id: treeButtonId(id),
    'aria-level': level,
    'aria-selected': selected === id,
    'aria-labelledby': `${treeButtonId(id)}-name`,
    tabIndex: tabStop === id ? 0 : -1,
    onClick: (event: MouseEvent) => {
      event.stopPropagation();
      setFocused(id);
      select(id);
    },
    onFocus: (event: FocusEvent) => {
      if (event.target === event.currentTarget) setFocused(id);
    },
    onKeyDown: (event: KeyboardEvent) => onKeyDown(event, node),
  });

  const renderNodes = (nodes: TreeNode[], container: Path, level: number): ReactNode[] =>
    nodes.flatMap((node, index) => {
      const count = countProblems(problems, node.id);
      const name = nodeName(node, t('tree.page'));
      const open = isExpandable(node) && !collapsed.has(node.id);
      const groupId = `${treeButtonId(node.id)}-group`;
      // The children's group follows the element and is owned by it (aria-owns), rather than nested in it, so the
      // element's own content is only its name: its accessible name then matches what it shows.
      return [
        <li
          key={node.id}
          {...treeItemProps(node.id, level, node)}
          aria-expanded={isExpandable(node) ? open : undefined}
          aria-owns={node.childContainer && open ? groupId : undefined}
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
          <span className="studio-tree__row">
            {isExpandable(node) ? (
              <span
                className="studio-tree__toggle"
                aria-hidden="true"
                onClick={(event) => {
                  event.stopPropagation();
                  setOpen(node.id, !open);
                }}
              >
                {open ? '▾' : '▸'}
              </span>
            ) : null}
            <span id={`${treeButtonId(node.id)}-name`} className="studio-tree__name">
              <span className={`studio-tree__kind studio-tree__kind--${node.kind === 'page' ? 'page' : 'item'}`}>{name}</span>
              {/* A space, so that the name reads "key (type) 1 problem" (the flex gap shows it on screen). */}
              {count > 0 ? <> <span className="studio-badge">{t('tree.problems', { count })}</span></> : null}
            </span>
          </span>
        </li>,
        node.childContainer && open ? (
          <li key={`${node.id} group`} role="none" className="studio-tree__nest">
            <ul id={groupId} role="group" className="studio-tree__list studio-tree__children" onDragOver={(event) => event.preventDefault()} onDrop={(event) => drop(event, node.childContainer!, node.children.length)}>
              {renderNodes(node.children, node.childContainer, level + 1)}
            </ul>
          </li>
        ) : null,
      ];
    });

  return (
    <nav className="studio-tree" aria-labelledby="studio-tree-heading">
      <h2 id="studio-tree-heading">{t('tree.label')}</h2>
      <ul role="tree" aria-labelledby="studio-tree-heading" aria-describedby="studio-tree-keys" className="studio-tree__list studio-tree__root">
        <li {...treeItemProps('', 1, null)} className="studio-tree__item">
          <span className="studio-tree__row">
            <span id={`${treeButtonId('')}-name`} className="studio-tree__name">
              {t('tree.survey')}
              {countProblems(problems, '') > 0 ? <> <span className="studio-badge">{t('tree.problems', { count: countProblems(problems, '') })}</span></> : null}
            </span>
          </span>
        </li>
        {renderNodes(tree, ['pages'], 1)}
      </ul>
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

