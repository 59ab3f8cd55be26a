import type { DefinitionProblem } from '@treesponse/core';
import { elementSchema, fieldsOf } from '../model/schema.js';
import type { TreeNode } from '../model/tree.js';
import { useStudio } from './context.js';
import { FieldEditor } from './FieldEditor.js';
import { ElementLogic } from './LogicPanel.js';

/** The settings of the selected element, generated from its schema, with its problems and its logic above them. */
export function SettingsPanel({ node, problems }: { node: TreeNode | undefined; problems: DefinitionProblem[] }) {
  const { definition, schemas, t } = useStudio();
  const path = node?.elementPath ?? [];
  const fields = fieldsOf(schemas, elementSchema(schemas, definition, path).schema);
  const name = node ? `${node.key || '—'} (${node.type})` : t('tree.survey');
  return (
    <section className="studio-settings" aria-labelledby="studio-settings-heading">
      <h2 id="studio-settings-heading">{t('settings.heading', { name })}</h2>
      {problems.length > 0 ? (
        <div className="studio-problems" role="region" aria-label={t('settings.problems')}>
          <h3>{t('settings.problems')}</h3>
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.path}:${problem.message}`}>
                <code>{problem.path}</code>: {problem.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {node && node.kind !== 'page' ? <ElementLogic node={node} /> : null}
      <div className="studio-form">
        {fields.map((field) => (
          <FieldEditor key={`${node?.id ?? ''}.${field.name}`} field={field} path={[...path, field.name]} />
        ))}
      </div>
    </section>
  );
}
