import { useMemo } from 'react';
import { collectExpressions, dependencies, type Usage } from '../model/logic.js';
import type { TreeNode } from '../model/tree.js';
import { useStudio } from './context.js';

const usageName = (usage: Usage, surveyWord: string) => `${usage.owner?.key || surveyWord} · ${usage.field}`;

/** Depends on / used by / piped into, for one element. */
export function ElementLogic({ node }: { node: TreeNode }) {
  const { definition, schemas, select, t } = useStudio();
  const deps = useMemo(() => dependencies(schemas, definition), [schemas, definition]);
  const dependsOn = deps.dependsOn.get(node.id) ?? [];
  const usedBy = deps.usedBy.get(node.key) ?? [];
  const piped = deps.pipedInto.get(node.key) ?? [];
  const list = (usages: Usage[]) =>
    usages.length === 0 ? (
      <span>{t('logic.none')}</span>
    ) : (
      <ul className="studio-inline-list">
        {usages.map((usage) => (
          <li key={usage.id}>
            <button type="button" className="studio-link" onClick={() => select(usage.owner?.id ?? '')}>
              {usageName(usage, t('logic.survey'))}
            </button>
          </li>
        ))}
      </ul>
    );
  return (
    <section className="studio-logic-summary" aria-labelledby="studio-element-logic">
      <h3 id="studio-element-logic">{t('logic.heading')}</h3>
      <dl>
        <dt>{t('logic.dependsOn')}</dt>
        <dd>{dependsOn.length ? dependsOn.map((key) => `{${key}}`).join(', ') : t('logic.none')}</dd>
        <dt>{t('logic.usedBy')}</dt>
        <dd>{list(usedBy)}</dd>
        <dt>{t('logic.pipedInto')}</dt>
        <dd>{list(piped)}</dd>
      </dl>
    </section>
  );
}

/** Every expression of the survey with its element and whether the core's parser accepts it. */
export function LogicPanel() {
  const { definition, schemas, select, t } = useStudio();
  const entries = useMemo(() => collectExpressions(schemas, definition), [schemas, definition]);
  return (
    <section className="studio-logic" aria-labelledby="studio-logic-heading">
      <h2 id="studio-logic-heading">{t('logic.all')}</h2>
      <table className="studio-table">
        <thead>
          <tr>
            <th scope="col">{t('tree.label')}</th>
            <th scope="col">{t('logic.heading')}</th>
            <th scope="col">{t('settings.problems')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <button type="button" className="studio-link" onClick={() => select(entry.owner?.id ?? '')}>
                  {entry.owner?.key || t('logic.survey')} · {entry.field}
                </button>
              </td>
              <td>
                <code>{entry.source}</code>
              </td>
              <td className={entry.check.ok ? '' : 'studio-error'}>{entry.check.ok ? t('logic.ok') : entry.check.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
