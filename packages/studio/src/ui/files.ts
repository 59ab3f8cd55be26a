/** Saving a text as a file the browser downloads, and reading a chosen file. */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const readFileText = (file: File): Promise<string> => file.text();

/** A picked file: its path inside the chosen folder (`i18n/entry/nl.json`, or only its name) and its text. */
export interface PickedFileWithHandle {
  path: string;
  text: string;
  /** Where it can be written back, when the browser gave a handle (File System Access API). */
  handle?: WritableFileHandle;
}

/** The part of FileSystemFileHandle the studio writes with. */
export interface WritableFileHandle {
  createWritable(): Promise<{ write(text: string): Promise<void>; close(): Promise<void> }>;
}

interface DirectoryHandle {
  kind: 'directory';
  name: string;
  values(): AsyncIterable<DirectoryHandle | (WritableFileHandle & { kind: 'file'; name: string; getFile(): Promise<File> })>;
}

/** Files of an `<input type="file">`, with their path inside a chosen folder when it is a folder picker. */
export const inputFiles = (files: FileList | null): Promise<PickedFileWithHandle[]> =>
  Promise.all([...(files ?? [])].map(async (file) => ({ path: file.webkitRelativePath || file.name, text: await file.text() })));

/** Whether this browser lets the page open a folder and write back into it. */
export const canWriteInPlace = (): boolean => typeof (globalThis as { showDirectoryPicker?: unknown }).showDirectoryPicker === 'function';

/** A folder chosen through the File System Access API, its files with handles; null when the person cancelled. */
export async function pickFolder(): Promise<PickedFileWithHandle[] | null> {
  let root: DirectoryHandle;
  try {
    root = await (globalThis as unknown as { showDirectoryPicker(options: { mode: 'readwrite' }): Promise<DirectoryHandle> }).showDirectoryPicker({ mode: 'readwrite' });
  } catch (error) {
    if ((error as Error).name === 'AbortError') return null;
    throw error;
  }
  const picked: PickedFileWithHandle[] = [];
  const walk = async (directory: DirectoryHandle, prefix: string) => {
    for await (const entry of directory.values()) {
      if (entry.kind === 'directory') await walk(entry, `${prefix}${entry.name}/`);
      else if (entry.name.toLowerCase().endsWith('.json')) picked.push({ path: `${prefix}${entry.name}`, text: await (await entry.getFile()).text(), handle: entry });
    }
  };
  await walk(root, `${root.name}/`);
  return picked;
}

interface DroppedEntry {
  isFile: boolean;
  isDirectory: boolean;
  fullPath: string;
  file?(resolve: (file: File) => void, reject: (error: unknown) => void): void;
  createReader?(): { readEntries(resolve: (entries: DroppedEntry[]) => void, reject: (error: unknown) => void): void };
}

/** The files dropped on the page, folders walked through (their paths start with the dropped folder's name). */
export async function droppedFiles(items: DataTransferItemList): Promise<PickedFileWithHandle[]> {
  const entries = [...items].map((item) => (item as unknown as { webkitGetAsEntry(): DroppedEntry | null }).webkitGetAsEntry()).filter((entry) => entry !== null);
  const picked: PickedFileWithHandle[] = [];
  const walk = async (entry: DroppedEntry): Promise<void> => {
    if (entry.isFile && entry.file) {
      const file = await new Promise<File>((resolve, reject) => entry.file!(resolve, reject));
      picked.push({ path: entry.fullPath.replace(/^\//, ''), text: await file.text() });
    } else if (entry.isDirectory && entry.createReader) {
      const reader = entry.createReader();
      // readEntries gives a directory's entries in batches, until an empty one.
      for (;;) {
        const batch = await new Promise<DroppedEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
        if (batch.length === 0) break;
        for (const child of batch) await walk(child);
      }
    }
  };
  for (const entry of entries) await walk(entry);
  return picked;
}
