import { useState } from 'react';
import { fieldsOf, emptyValue, type FieldSpec } from '../model/schema.js';
import { getAt, isObject, pathToString, setAt, type Path } from '../model/path.js';
import { setText, textReference } from '../model/texts.js';
import { domId, useStudio } from './context.js';
import { ExpressionInput } from './ExpressionInput.js';

interface FieldProps {
  field: FieldSpec;
  /** Path of the setting's value. */
  path: Path;
}

/** One setting, edited by the kind of editor its schema asks for. */
export function FieldEditor({ field, path }: FieldProps) {
  const { definition, change, t, schemas } = useStudio();
  const value = getAt(definition, path);
  const id = domId('field', path);
  const descriptionId = field.description ? `${id}-description` : undefined;
  const set = (next: unknown, merge = true) => change(setAt(definition, path, next), merge ? { merge: pathToString(path) } : undefined);
  const label = (
    <>
      {field.name}
      {field.required ? <span className="studio-required"> ({t('settings.required')})</span> : null}
    </>
  );
  const description = field.description ? (
    <p id={descriptionId} className="studio-help">
      {field.description}
    </p>
  ) : null;

  switch (field.kind) {
    case 'boolean':
      return (
        <div className="studio-field studio-field--check">
          <input id={id} type="checkbox" checked={value === true} aria-describedby={descriptionId} onChange={(event) => set(event.target.checked ? true : undefined, false)} />
          <label htmlFor={id}>{label}</label>
          {description}
        </div>
      );
    case 'choice':
      return (
        <div className="studio-field">
          <label htmlFor={id}>{label}</label>
          <select id={id} className="studio-input" value={value === undefined ? '' : String(value)} aria-describedby={descriptionId} onChange={(event) => set(event.target.value === '' ? undefined : event.target.value, false)}>
            <option value="">{t('settings.notSet')}</option>
            {field.choices!.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
          {description}
        </div>
      );
    case 'text':
    case 'number':
      return (
        <div className="studio-field">
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            className="studio-input"
            type={field.kind === 'number' ? 'number' : 'text'}
            value={value === undefined || value === null ? '' : String(value)}
            aria-describedby={descriptionId}
            onChange={(event) => {
              const text = event.target.value;
              if (field.kind === 'number') set(text === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));
              else set(text === '' && !field.required ? undefined : text);
            }}
          />
          {description}
        </div>
      );
    case 'condition':
    case 'expression':
      return (
        <div className="studio-field">
          <label htmlFor={id}>{label}</label>
          <ExpressionInput id={id} value={value === undefined ? '' : String(value)} describedBy={descriptionId} onChange={(text) => set(text === '' && !field.required ? undefined : text)} />
          {description}
        </div>
      );
    case 'localized':
      return <LocalizedField field={field} path={path} />;
    case 'list':
      return <ListField field={field} path={path} />;
    case 'lines':
      return <LinesField field={field} path={path} label={label} description={description} descriptionId={descriptionId} />;
    case 'object':
      return (
        <fieldset className="studio-fieldset">
          <legend>{label}</legend>
          {description}
          {isObject(value) ? (
            <>
              {fieldsOf(schemas, field.schema).map((child) => (
                <FieldEditor key={child.name} field={child} path={[...path, child.name]} />
              ))}
              <button type="button" className="studio-button studio-button--small" onClick={() => set(undefined, false)}>
                {t('settings.remove')}
              </button>
            </>
          ) : (
            <button type="button" className="studio-button studio-button--small" onClick={() => set({}, false)}>
              {t('settings.add', { name: field.name })}
            </button>
          )}
        </fieldset>
      );
    default:
      return <JsonField field={field} path={path} label={label} description={description} descriptionId={descriptionId} />;
  }
}

function LocalizedField({ field, path }: FieldProps) {
  const { definition, change, languages, t } = useStudio();
  const value = getAt(definition, path);
  const id = domId('field', path);
  const reference = textReference(value);
  if (reference !== undefined) {
    return (
      <div className="studio-field">
        <span className="studio-label">{field.name}</span>
        <p className="studio-help">{t('settings.reference', { key: reference })}</p>
      </div>
    );
  }
  const single = typeof value === 'string' && value !== '';
  return (
    <fieldset className="studio-fieldset studio-fieldset--texts">
      <legend>
        {field.name}
        {field.required ? <span className="studio-required"> ({t('settings.required')})</span> : null}
        {single ? <span className="studio-help"> — {t('settings.everyLanguage')}</span> : null}
      </legend>
      {field.description ? <p className="studio-help">{field.description}</p> : null}
      {languages.map((language) => {
        const text = typeof value === 'string' ? value : isObject(value) && typeof value[language] === 'string' ? (value[language] as string) : '';
        return (
          <div className="studio-field studio-field--inline" key={language}>
            <label htmlFor={`${id}-${language}`}>{language}</label>
            <textarea
              id={`${id}-${language}`}
              className="studio-input"
              rows={1}
              value={text}
              onChange={(event) => change(setText(definition, path, language, event.target.value), { merge: `${pathToString(path)}:${language}` })}
            />
          </div>
        );
      })}
    </fieldset>
  );
}

function ListField({ field, path }: FieldProps) {
  const { definition, change, schemas, t } = useStudio();
  const value = getAt(definition, path);
  const items = Array.isArray(value) ? value : [];
  const setList = (next: unknown[]) => change(setAt(definition, path, next.length === 0 && !field.required ? undefined : next));
  return (
    <fieldset className="studio-fieldset">
      <legend>{field.name}</legend>
      {field.description ? <p className="studio-help">{field.description}</p> : null}
      <ol className="studio-list">
        {items.map((_, index) => (
          <li key={index}>
            <fieldset className="studio-fieldset studio-fieldset--item">
              <legend>{t('settings.item', { name: field.name, number: index + 1 })}</legend>
              {fieldsOf(schemas, field.schema).map((child) => (
                <FieldEditor key={child.name} field={child} path={[...path, index, child.name]} />
              ))}
              <div className="studio-actions">
                <button type="button" className="studio-button studio-button--small" disabled={index === 0} onClick={() => setList(swap(items, index, index - 1))}>
                  {t('tree.moveUp')}
                </button>
                <button type="button" className="studio-button studio-button--small" disabled={index === items.length - 1} onClick={() => setList(swap(items, index, index + 1))}>
                  {t('tree.moveDown')}
                </button>
                <button type="button" className="studio-button studio-button--small" onClick={() => setList(items.filter((__, i) => i !== index))}>
                  {t('settings.remove')}
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <button type="button" className="studio-button studio-button--small" onClick={() => setList([...items, emptyValue(schemas, field.schema)])}>
        {t('settings.add', { name: field.name })}
      </button>
    </fieldset>
  );
}

const swap = <T,>(list: readonly T[], a: number, b: number): T[] => {
  const copy = [...list];
  [copy[a], copy[b]] = [copy[b]!, copy[a]!];
  return copy;
};

function JsonField({ path, label, description, descriptionId }: FieldProps & { label: React.ReactNode; description: React.ReactNode; descriptionId: string | undefined }) {
  const { definition, change, t } = useStudio();
  const value = getAt(definition, path);
  const id = domId('field', path);
  const shown = value === undefined ? '' : JSON.stringify(value);
  const [draft, setDraft] = useState<string | null>(null);
  const invalid = draft !== null && draft.trim() !== '' && !parses(draft);
  return (
    <div className="studio-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="studio-input studio-input--code"
        value={draft ?? shown}
        spellCheck={false}
        aria-invalid={invalid}
        aria-describedby={[descriptionId, invalid ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          if (text.trim() === '') change(setAt(definition, path, undefined), { merge: pathToString(path) });
          else if (parses(text)) change(setAt(definition, path, JSON.parse(text)), { merge: pathToString(path) });
        }}
        onBlur={() => setDraft(null)}
      />
      {invalid ? (
        <p id={`${id}-error`} className="studio-error">
          {t('settings.invalidJson')}
        </p>
      ) : null}
      {description}
    </div>
  );
}

/** A list of texts, one per line; empty lines are dropped when the field is left. */
function LinesField({ field, path, label, description, descriptionId }: FieldProps & { label: React.ReactNode; description: React.ReactNode; descriptionId: string | undefined }) {
  const { definition, change } = useStudio();
  const value = getAt(definition, path);
  const id = domId('field', path);
  const [draft, setDraft] = useState<string | null>(null);
  const shown = Array.isArray(value) ? value.map(String).join('\n') : '';
  const commit = (text: string) => {
    const lines = text.split('\n').map((line) => line.trim()).filter((line) => line !== '');
    change(setAt(definition, path, lines.length === 0 && !field.required ? undefined : lines), { merge: pathToString(path) });
  };
  return (
    <div className="studio-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="studio-input"
        rows={3}
        value={draft ?? shown}
        aria-describedby={descriptionId}
        onChange={(event) => {
          setDraft(event.target.value);
          commit(event.target.value);
        }}
        onBlur={() => setDraft(null)}
      />
      {description}
    </div>
  );
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
