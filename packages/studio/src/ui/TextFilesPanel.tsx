import { useEffect, useMemo, useRef, useState } from 'react';
import type { Translate } from '../model/messages.js';
import {
  cellId,
  checkText,
  downloadName,
  fileLanguages,
  readTextFiles,
  saveTextFiles,
  textBefore,
  textRows,
  type FileProblem,
  type TextFile,
  type TextProblem,
  type TextRow,
} from '../model/text-files.js';
import { domId } from './context.js';
import { canWriteInPlace, downloadText, droppedFiles, inputFiles, pickFolder, type PickedFileWithHandle, type WritableFileHandle } from './files.js';

interface Opened {
  files: TextFile[];
  /** Handles to write through, by file path, when the folder was opened with the File System Access API. */
  handles: Map<string, WritableFileHandle>;
}

export function problemText(t: Translate, problem: TextProblem): string {
  if (problem.kind === 'empty') return t('textFiles.empty');
  return t(problem.kind === 'placeholdersDropped' ? 'textFiles.placeholdersDropped' : 'textFiles.placeholdersAdded', { placeholders: problem.placeholders.join(', ') });
}

const fileProblemText = (t: Translate, problem: FileProblem) => t(problem.kind === 'json' ? 'textFiles.badJson' : 'textFiles.notText', { path: problem.path, detail: problem.detail });

/**
 * An app's text files (i18next JSON, one per part and language) opened from a folder, by file picker, drop or the
 * File System Access API; edited in a grid by part; saved in place through the handles, else downloaded.
 */
export function TextFilesPanel({ t, announce, onPendingChange }: { t: Translate; announce(message: string): void; onPendingChange(pending: boolean): void }) {
  const [opened, setOpened] = useState<Opened>({ files: [], handles: new Map() });
  const [edits, setEdits] = useState<Map<string, string>>(new Map());
  const [find, setFind] = useState('');
  const [dropping, setDropping] = useState(false);
  const folderInput = useRef<HTMLInputElement>(null);
  const rows = useMemo(() => textRows(opened.files), [opened.files]);
  const languages = useMemo(() => fileLanguages(opened.files), [opened.files]);
  const filesByPart = useMemo(() => new Set(opened.files.map((file) => `${file.part}\u0000${file.language}`)), [opened.files]);
  const pending = [...edits].filter(([id, text]) => {
    const [part, language, key] = id.split('\u0000') as [string, string, string];
    return rows.find((row) => row.part === part && row.key === key)?.texts[language] !== text;
  }).length;

  useEffect(() => onPendingChange(pending > 0), [pending, onPendingChange]);

  const open = (picked: PickedFileWithHandle[]) => {
    const read = readTextFiles(picked);
    if (read.problems.length > 0) {
      announce(t('textFiles.refused', { reasons: read.problems.map((problem) => fileProblemText(t, problem)).join('; ') }));
      return;
    }
    if (read.files.length === 0) {
      announce(t('textFiles.none'));
      return;
    }
    if (pending > 0 && !window.confirm(t('textFiles.confirmReplace'))) return;
    const handles = new Map<string, WritableFileHandle>();
    const relativeNames = new Map(read.files.map((file) => [file.path, file]));
    for (const file of picked) {
      const path = [...relativeNames.keys()].find((name) => file.path === name || file.path.endsWith(`/${name}`));
      if (file.handle && path) handles.set(path, file.handle);
    }
    setOpened({ files: read.files, handles });
    setEdits(new Map());
    announce([t('textFiles.opened', { count: read.files.length }), read.skipped.length ? t('textFiles.skipped', { names: read.skipped.join(', ') }) : ''].filter(Boolean).join(' '));
  };

  const failed = (error: unknown) => announce(t('open.failed', { reason: (error as Error).message }));

  const openFolder = () => {
    if (!canWriteInPlace()) {
      folderInput.current?.click();
      return;
    }
    pickFolder().then((picked) => picked && open(picked), failed);
  };

  const save = async () => {
    const saved = saveTextFiles(opened.files, edits);
    if (!saved.ok) {
      announce(t('textFiles.saveRefused', { count: saved.problems.length }));
      const first = saved.problems[0]!;
      document.getElementById(domId('textfile', `${first.part}.${first.language}.${first.key}`))?.focus();
      return;
    }
    if (saved.changed.length === 0) {
      announce(t('textFiles.noChange'));
      return;
    }
    const inPlace = saved.changed.every((change) => opened.handles.has(change.file.path));
    if (inPlace) {
      for (const change of saved.changed) {
        try {
          const writable = await opened.handles.get(change.file.path)!.createWritable();
          await writable.write(change.text);
          await writable.close();
        } catch (error) {
          announce(t('textFiles.writeFailed', { path: change.file.path, reason: (error as Error).message }));
          return;
        }
      }
    } else {
      for (const change of saved.changed) downloadText(downloadName(change.file), change.text, 'application/json');
    }
    // What was saved is now the files' content; the grid starts again from it.
    const written = new Map(saved.changed.map((change) => [change.file.path, change.text]));
    const next = readTextFiles(opened.files.map((file) => ({ path: file.path, text: written.get(file.path) ?? file.source })));
    setOpened({ files: next.files, handles: opened.handles });
    setEdits(new Map());
    const names = saved.changed.map((change) => (inPlace ? change.file.path : `${downloadName(change.file)} → ${change.file.path}`)).join(', ');
    announce(inPlace ? t('textFiles.saved', { count: saved.changed.length, names }) : t('textFiles.downloaded', { count: saved.changed.length, names }));
  };

  const needle = find.trim().toLowerCase();
  const shown = needle ? rows.filter((row) => row.key.toLowerCase().includes(needle) || languages.some((language) => (edits.get(cellId(row.part, language, row.key)) ?? row.texts[language] ?? '').toLowerCase().includes(needle))) : rows;
  const parts = [...new Set(shown.map((row) => row.part))];

  return (
    <section
      className={`studio-textfiles${dropping ? ' studio-textfiles--dropping' : ''}`}
      aria-labelledby="studio-textfiles-heading"
      onDragOver={(event) => {
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDropping(false);
        droppedFiles(event.dataTransfer.items).then(open, failed);
      }}
    >
      <h2 id="studio-textfiles-heading">{t('textFiles.toggle')}</h2>
      <p className="studio-help">{t('textFiles.intro')}</p>
      <div className="studio-actions">
        <button type="button" className="studio-button" onClick={openFolder}>
          {t('textFiles.openFolder')}
        </button>
        <input
          ref={folderInput}
          id="studio-text-folder"
          type="file"
          multiple
          hidden
          {...{ webkitdirectory: '' }}
          onChange={(event) => {
            const input = event.target;
            inputFiles(input.files).then(open, failed).finally(() => (input.value = ''));
          }}
        />
        <label className="studio-button studio-file">
          {t('textFiles.chooseFiles')}
          <input
            type="file"
            multiple
            accept=".json,application/json"
            onChange={(event) => {
              const input = event.target;
              inputFiles(input.files).then(open, failed).finally(() => (input.value = ''));
            }}
          />
        </label>
        <span className="studio-help">{t('textFiles.drop')}</span>
      </div>
      {opened.files.length > 0 ? (
        <>
          <div className="studio-actions studio-textfiles__bar">
            <label htmlFor="studio-textfiles-find">{t('textFiles.find')}</label>
            <input id="studio-textfiles-find" className="studio-input" type="search" value={find} onChange={(event) => setFind(event.target.value)} />
            <button type="button" className="studio-button studio-button--primary" onClick={() => void save()}>
              {opened.handles.size > 0 ? t('textFiles.saveInPlace') : t('textFiles.download')}
            </button>
            <span className="studio-help">{pending > 0 ? t('textFiles.pending', { count: pending }) : ''}</span>
          </div>
          {parts.map((part) => (
            <section key={part} className="studio-textfiles__part" aria-labelledby={domId('textpart', part || 'top')}>
              <h3 id={domId('textpart', part || 'top')}>{part || t('textFiles.top')}</h3>
              <div className="studio-table-scroll" role="region" aria-labelledby={domId('textpart', part || 'top')} tabIndex={0}>
                <table className="studio-table studio-grid">
                  <thead>
                    <tr>
                      <th scope="col">{t('textFiles.key')}</th>
                      {languages.map((language) => (
                        <th scope="col" key={language}>
                          {language}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {shown
                      .filter((row) => row.part === part)
                      .map((row) => (
                        <TextRowCells key={row.key} row={row} languages={languages} edits={edits} hasFile={(language) => filesByPart.has(`${part}\u0000${language}`)} t={t} onEdit={(id, text) => setEdits((current) => new Map(current).set(id, text))} />
                      ))}
                  </tbody>
                </table>
              </div>
            </section>
          ))}
        </>
      ) : null}
    </section>
  );
}

function TextRowCells({ row, languages, edits, hasFile, t, onEdit }: { row: TextRow; languages: string[]; edits: ReadonlyMap<string, string>; hasFile(language: string): boolean; t: Translate; onEdit(id: string, text: string): void }) {
  return (
    <tr>
      <th scope="row">
        <code>{row.key}</code>
      </th>
      {languages.map((language) => {
        if (!hasFile(language)) return <td key={language} className="studio-help">{t('textFiles.noFile')}</td>;
        const id = cellId(row.part, language, row.key);
        const edited = edits.get(id);
        const text = edited ?? row.texts[language];
        const problem = edited !== undefined && edited !== row.texts[language] ? checkText(edited, textBefore(row, language)) : null;
        const fieldId = domId('textfile', `${row.part}.${language}.${row.key}`);
        return (
          <td key={language} className={text === undefined ? 'studio-missing' : ''} data-language={language}>
            <label htmlFor={fieldId} className="studio-visually-hidden">
              {row.key} ({language})
            </label>
            <textarea
              id={fieldId}
              className="studio-input"
              rows={Math.min(6, Math.max(2, Math.ceil((text?.length ?? 0) / 45)))}
              value={text ?? ''}
              placeholder={text === undefined ? t('textFiles.missingCell') : undefined}
              aria-invalid={problem || text === undefined ? true : undefined}
              aria-describedby={problem ? `${fieldId}-error` : undefined}
              onChange={(event) => onEdit(id, event.target.value)}
            />
            {problem ? (
              <p id={`${fieldId}-error`} className="studio-error">
                {problemText(t, problem)}
              </p>
            ) : null}
          </td>
        );
      })}
    </tr>
  );
}
