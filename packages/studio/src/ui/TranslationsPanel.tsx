import { useMemo, useState } from 'react';
import { collectTexts, missingCounts, setText, textIn } from '../model/texts.js';
import { exportCsv, exportXliff, importCsv, importXliff } from '../model/translation-files.js';
import { pathToString } from '../model/path.js';
import { buildTree, describePath, flattenTree } from '../model/tree.js';
import { domId, useStudio } from './context.js';
import { downloadText, readFileText } from './files.js';

/** Every text × every language: missing cells marked, a count per language, CSV and XLIFF 2 out and in. */
export function TranslationsPanel({ announce }: { announce(message: string): void }) {
  const { definition, schemas, change, languages, t } = useStudio();
  const texts = useMemo(() => collectTexts(schemas, definition), [schemas, definition]);
  const nodes = useMemo(() => flattenTree(buildTree(definition)), [definition]);
  const editable = texts.filter((entry) => entry.reference === undefined);
  const missing = missingCounts(texts, languages);
  const [onlyMissing, setOnlyMissing] = useState(false);
  const [source, setSource] = useState(languages[0] ?? 'en');
  const [target, setTarget] = useState(languages[1] ?? languages[0] ?? 'en');
  const key = String((definition as { key?: unknown })?.key ?? 'survey');
  const shown = onlyMissing ? editable.filter((entry) => languages.some((language) => textIn(entry, language) === undefined)) : editable;

  const importFile = async (file: File | undefined, kind: 'csv' | 'xliff') => {
    if (!file) return;
    try {
      const text = await readFileText(file);
      const result = kind === 'csv' ? importCsv(schemas, definition, text) : importXliff(schemas, definition, text);
      change(result.definition);
      announce(
        [t('translations.imported', { count: result.changed }), result.unknown.length ? t('translations.unknown', { count: result.unknown.length, ids: result.unknown.slice(0, 5).join(', ') }) : '']
          .filter(Boolean)
          .join(' '),
      );
    } catch (error) {
      announce(t('open.failed', { reason: (error as Error).message }));
    }
  };

  return (
    <section className="studio-translations" aria-labelledby="studio-translations-heading">
      <h2 id="studio-translations-heading">{t('translations.heading')}</h2>
      <div className="studio-actions">
        <button type="button" className="studio-button" onClick={() => downloadText(`${key}.translations.csv`, exportCsv(schemas, definition), 'text/csv')}>
          {t('translations.exportCsv')}
        </button>
        <label className="studio-button studio-file">
          {t('translations.importCsv')}
          <input type="file" accept=".csv,text/csv" onChange={(event) => void importFile(event.target.files?.[0], 'csv').then(() => (event.target.value = ''))} />
        </label>
        <label htmlFor="studio-xliff-source">{t('translations.source')}</label>
        <select id="studio-xliff-source" className="studio-input" value={source} onChange={(event) => setSource(event.target.value)}>
          {languages.map((language) => (
            <option key={language}>{language}</option>
          ))}
        </select>
        <label htmlFor="studio-xliff-target">{t('translations.target')}</label>
        <select id="studio-xliff-target" className="studio-input" value={target} onChange={(event) => setTarget(event.target.value)}>
          {languages.map((language) => (
            <option key={language}>{language}</option>
          ))}
        </select>
        <button type="button" className="studio-button" onClick={() => downloadText(`${key}.${source}-${target}.xlf`, exportXliff(schemas, definition, source, target), 'application/xliff+xml')}>
          {t('translations.exportXliff')}
        </button>
        <label className="studio-button studio-file">
          {t('translations.importXliff')}
          <input type="file" accept=".xlf,.xliff,application/xliff+xml" onChange={(event) => void importFile(event.target.files?.[0], 'xliff').then(() => (event.target.value = ''))} />
        </label>
      </div>
      <div className="studio-field studio-field--check">
        <input id="studio-only-missing" type="checkbox" checked={onlyMissing} onChange={(event) => setOnlyMissing(event.target.checked)} />
        <label htmlFor="studio-only-missing">{t('translations.onlyMissing')}</label>
      </div>
      {texts.length > editable.length ? <p className="studio-help">{t('translations.references', { count: texts.length - editable.length })}</p> : null}
      <div className="studio-table-scroll" role="region" aria-labelledby="studio-translations-heading" tabIndex={0}>
        <table className="studio-table studio-grid">
          <thead>
            <tr>
              <th scope="col">{t('translations.text')}</th>
              {languages.map((language) => (
                <th scope="col" key={language}>
                  {language} <span className={missing[language] ? 'studio-badge' : 'studio-count'}>{t('translations.missing', { count: missing[language] ?? 0 })}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((entry) => (
              <tr key={entry.id}>
                <th scope="row" title={entry.id}>
                  {describePath(nodes, entry.path)}
                </th>
                {languages.map((language) => {
                  const text = textIn(entry, language);
                  const id = domId('text', `${entry.id}.${language}`);
                  return (
                    <td key={language} className={text === undefined ? 'studio-missing' : ''}>
                      <label htmlFor={id} className="studio-visually-hidden">
                        {describePath(nodes, entry.path)} ({language})
                      </label>
                      <textarea
                        id={id}
                        className="studio-input"
                        rows={2}
                        value={text ?? ''}
                        placeholder={text === undefined ? t('translations.missingCell') : undefined}
                        aria-invalid={text === undefined ? true : undefined}
                        onChange={(event) => change(setText(definition, entry.path, language, event.target.value), { merge: `${pathToString(entry.path)}:${language}` })}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
