import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import coreSchema from '@treesponse/core/definition.schema.json';
import type { QuestionTypeRegistry } from '@treesponse/core';
import type { QuestionComponents } from '@treesponse/react';
import { createSchemaSet, type JsonSchema } from '../model/schema.js';
import { buildTree } from '../model/tree.js';
import { placeProblems, registryFor } from '../model/problems.js';
import { referenceNames } from '../model/logic.js';
import { withCustomTypePreviews } from './CustomTypePreview.js';
import { surveyLanguages } from '../model/texts.js';
import { deviceStorage, loadDraft, saveDraft, type DraftStorage } from '../model/draft.js';
import { fetchDefinition, newDefinition, parseDefinition, serializeDefinition, type Opened } from '../model/open.js';
import { hasUnexportedChanges, initialState, studioReducer } from '../model/studio-state.js';
import { STUDIO_LANGUAGES, studioTranslator, type StudioLanguage } from '../model/messages.js';
import { StudioContext, type StudioContextValue } from './context.js';
import { TreePanel, findNode } from './TreePanel.js';
import { SettingsPanel } from './SettingsPanel.js';
import { LogicPanel } from './LogicPanel.js';
import { TranslationsPanel } from './TranslationsPanel.js';
import { Preview } from './Preview.js';
import { downloadText, readFileText } from './files.js';
import { TextFilesPanel } from './TextFilesPanel.js';

export interface StudioProps {
  /** The definition to start with; default the draft saved on this device, else a new survey. */
  definition?: unknown;
  /** Custom question types: the JSON Schema of each type's own settings (texts as `{ "$ref": "#/definitions/LocalizedText" }`). */
  customTypes?: Record<string, JsonSchema>;
  /** The custom types' rules for the preview and the checks (default: accepted as they are). */
  questionTypes?: QuestionTypeRegistry;
  /** Components of the custom types for the preview. */
  components?: QuestionComponents;
  /** The studio's own language; default English. */
  language?: StudioLanguage;
  /** Called when the studio's language is changed by its user. */
  onLanguageChange?(language: StudioLanguage): void;
  /** Where the draft is kept; default the page's localStorage, `null` for none. */
  storage?: DraftStorage | null;
  /** The JSON Schema of definitions; default the one @treesponse/core ships. */
  schema?: JsonSchema;
}

type Tab = 'settings' | 'logic' | 'translations';
const TABS: Tab[] = ['settings', 'logic', 'translations'];

/** The studio: structure, settings, logic, translations and preview of one survey definition. */
export function Studio(props: StudioProps) {
  const storage = props.storage === undefined ? deviceStorage() : props.storage;
  const language = props.language ?? 'en';
  const t = useMemo(() => studioTranslator(language), [language]);
  const [startup] = useState(() => {
    if (props.definition !== undefined) return { definition: props.definition, exported: serializeDefinition(props.definition), restored: null as string | null };
    const draft = storage ? loadDraft(storage) : null;
    if (draft) return { definition: draft.definition, exported: draft.exported, restored: draft.savedAt };
    const fresh = newDefinition([language]);
    return { definition: fresh, exported: serializeDefinition(fresh), restored: null };
  });
  const [state, dispatch] = useReducer(studioReducer, initialState(startup.definition, startup.exported));
  const [tab, setTab] = useState<Tab>('settings');
  const [message, setMessage] = useState(startup.restored ? t('open.restored', { time: new Date(startup.restored).toLocaleTimeString() }) : '');
  const [saveStatus, setSaveStatus] = useState('');
  const [pasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState('');
  const [address, setAddress] = useState('');
  // The text files view: an app's i18next JSON files, edited apart from the survey (both keep their edits).
  const [textFilesShown, setTextFilesShown] = useState(false);
  const [textFilesPending, setTextFilesPending] = useState(false);
  const definition = state.history.present;

  const schemas = useMemo(() => createSchemaSet(props.schema ?? (coreSchema as JsonSchema), props.customTypes ?? {}), [props.schema, props.customTypes]);
  const questionTypes = useMemo(() => {
    const custom = props.customTypes ?? {};
    const accepted = registryFor(Object.keys(custom), (type) => (custom[type]?.required ?? []).includes('options'));
    return { ...accepted, ...props.questionTypes };
  }, [props.customTypes, props.questionTypes]);
  const previewComponents = useMemo(() => withCustomTypePreviews(Object.keys(props.customTypes ?? {}), props.components), [props.customTypes, props.components]);
  const tree = useMemo(() => buildTree(definition), [definition]);
  const problems = useMemo(() => placeProblems(definition, tree, questionTypes), [definition, tree, questionTypes]);
  const languages = surveyLanguages(definition);
  const selectedNode = findNode(tree, state.selected);

  const change = useCallback<StudioContextValue['change']>((next, options = {}) => dispatch({ type: 'change', definition: next, ...options }), []);
  const select = useCallback((id: string) => {
    dispatch({ type: 'select', id });
    setTab('settings');
  }, []);
  const context: StudioContextValue = { t, schemas, definition, change, select, names: referenceNames(definition), languages, questionTypes };

  // Autosave after every change.
  useEffect(() => {
    if (!storage) return;
    const savedAt = new Date().toISOString();
    const ok = saveDraft(storage, { definition, exported: state.exported, savedAt });
    setSaveStatus(ok ? t('save.saved', { time: new Date(savedAt).toLocaleTimeString() }) : t('save.failed'));
  }, [definition, state.exported, storage, t]);

  // Ask before leaving with changes not exported to a file.
  const unexported = hasUnexportedChanges(state);
  const unexportedRef = useRef(unexported);
  unexportedRef.current = unexported || textFilesPending;
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!unexportedRef.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  // Undo and redo from anywhere but a text field (where the browser's own undo works on the text).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') && (target as HTMLInputElement).type !== 'checkbox') return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) dispatch({ type: 'undo' });
      else if (key === 'y' || (key === 'z' && event.shiftKey)) dispatch({ type: 'redo' });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const open = (opened: Opened) => {
    if (!opened.ok) {
      setMessage(t('open.failed', { reason: opened.message }));
      return false;
    }
    if (unexported && !window.confirm(t('open.confirmReplace'))) return false;
    dispatch({ type: 'open', definition: opened.definition });
    setMessage(t('open.opened', { key: String(opened.definition.key ?? '') }));
    return true;
  };

  const exportJson = () => {
    if (problems.all.length > 0) {
      setMessage(t('export.blocked', { count: problems.all.length }));
      return;
    }
    const file = `${String((definition as { key?: unknown }).key ?? 'survey')}.json`;
    downloadText(file, serializeDefinition(definition), 'application/json');
    dispatch({ type: 'exported' });
    setMessage(t('export.done', { file }));
  };

  return (
    <StudioContext.Provider value={context}>
      <div className="studio" lang={language}>
        <header className="studio-header">
          <h1>{t('app.title')}</h1>
          <div className="studio-toolbar" role="toolbar" aria-label={t('toolbar.label')}>
            <label className="studio-button studio-file">
              {t('open.file')}
              <input
                type="file"
                accept=".json,application/json"
                onChange={async (event) => {
                  const file = event.target.files?.[0];
                  if (file) open(parseDefinition(await readFileText(file)));
                  event.target.value = '';
                }}
              />
            </label>
            <button type="button" className="studio-button" aria-expanded={pasting} aria-controls="studio-paste" onClick={() => setPasting(!pasting)}>
              {t('open.paste')}
            </button>
            <button type="button" className="studio-button" onClick={() => open({ ok: true, definition: newDefinition(languages) })}>
              {t('open.new')}
            </button>
            <button type="button" className="studio-button" disabled={state.history.past.length === 0} onClick={() => dispatch({ type: 'undo' })}>
              {t('edit.undo')}
            </button>
            <button type="button" className="studio-button" disabled={state.history.future.length === 0} onClick={() => dispatch({ type: 'redo' })}>
              {t('edit.redo')}
            </button>
            <button type="button" className="studio-button studio-button--primary" onClick={exportJson}>
              {t('export.json')}
            </button>
            <button type="button" className="studio-button" aria-pressed={textFilesShown} aria-controls="studio-textfiles" onClick={() => setTextFilesShown(!textFilesShown)}>
              {t('textFiles.toggle')}
            </button>
          </div>
          <form
            className="studio-address"
            onSubmit={async (event) => {
              event.preventDefault();
              if (address.trim()) open(await fetchDefinition(address.trim()));
            }}
          >
            <label htmlFor="studio-address">{t('open.url')}</label>
            <input id="studio-address" className="studio-input" type="url" value={address} onChange={(event) => setAddress(event.target.value)} placeholder="https://…/survey.json" />
            <button type="submit" className="studio-button">
              {t('open.urlButton')}
            </button>
          </form>
          <div className="studio-field studio-language">
            <label htmlFor="studio-language">{t('app.language')}</label>
            <select id="studio-language" className="studio-input" value={language} onChange={(event) => props.onLanguageChange?.(event.target.value as StudioLanguage)}>
              {STUDIO_LANGUAGES.map((option) => (
                <option key={option} value={option}>
                  {LANGUAGE_NAMES[option]}
                </option>
              ))}
            </select>
          </div>
        </header>
        {pasting ? (
          <form
            id="studio-paste"
            className="studio-paste"
            onSubmit={(event) => {
              event.preventDefault();
              if (open(parseDefinition(pasted))) {
                setPasting(false);
                setPasted('');
              }
            }}
          >
            <label htmlFor="studio-paste-text">{t('open.pasteLabel')}</label>
            <textarea id="studio-paste-text" className="studio-input studio-input--code" rows={8} value={pasted} onChange={(event) => setPasted(event.target.value)} />
            <div className="studio-actions">
              <button type="submit" className="studio-button studio-button--primary">
                {t('open.pasteButton')}
              </button>
              <button type="button" className="studio-button" onClick={() => setPasting(false)}>
                {t('open.cancel')}
              </button>
            </div>
          </form>
        ) : null}
        <p className="studio-status" role="status">
          {message} {unexported ? t('save.unexported') : ''} {saveStatus}
        </p>
        <main className="studio-body">
        <div id="studio-textfiles" className="studio-textfiles-main" hidden={!textFilesShown}>
          <TextFilesPanel t={t} announce={setMessage} onPendingChange={setTextFilesPending} />
        </div>
        <div className="studio-main" hidden={textFilesShown}>
          <TreePanel selected={state.selected} problems={problems.byElement} announce={setMessage} />
          <div className="studio-editor">
            <div role="tablist" aria-label={t('tabs.label')} className="studio-tabs">
              {TABS.map((name) => (
                <button
                  key={name}
                  type="button"
                  role="tab"
                  id={`studio-tab-${name}`}
                  aria-selected={tab === name}
                  aria-controls="studio-tabpanel"
                  tabIndex={tab === name ? 0 : -1}
                  className="studio-tab"
                  onClick={() => setTab(name)}
                  onKeyDown={(event) => {
                    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
                    const next = TABS[(TABS.indexOf(name) + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length]!;
                    setTab(next);
                    document.getElementById(`studio-tab-${next}`)?.focus();
                  }}
                >
                  {t(`tabs.${name}`)}
                </button>
              ))}
            </div>
            <div id="studio-tabpanel" role="tabpanel" aria-labelledby={`studio-tab-${tab}`} className="studio-tabpanel">
              {tab === 'settings' ? <SettingsPanel node={selectedNode} problems={problems.byElement.get(state.selected) ?? []} /> : null}
              {tab === 'logic' ? <LogicPanel /> : null}
              {tab === 'translations' ? <TranslationsPanel announce={setMessage} /> : null}
            </div>
          </div>
          <Preview definition={definition} selectedNode={selectedNode} components={previewComponents} questionTypes={questionTypes} />
        </div>
        </main>
      </div>
    </StudioContext.Provider>
  );
}

/** Each studio language in its own words. */
const LANGUAGE_NAMES: Record<StudioLanguage, string> = { en: 'English', nl: 'Nederlands', fr: 'Français', de: 'Deutsch' };

