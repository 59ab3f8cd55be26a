import { cellId, readTextFiles, saveTextFiles, textRows, type PickedFile } from '@treesponse/studio';

/** Every text of an app's i18next files as `part key: fr | nl` (languages in alphabetical order), as the Text files grid lists them. */
export function listTexts(files: PickedFile[]) {
  const opened = readTextFiles(files);
  if (opened.problems.length > 0) throw new Error(opened.problems.map((problem) => `${problem.path}: ${problem.kind}`).join('; '));
  return textRows(opened.files).map((row) => `${row.part} ${row.key}: ${Object.values(row.texts).join(' | ')}`);
}

/** One text changed: the new content of each changed file, or the reason it is refused. */
export function changeText(files: PickedFile[], part: string, language: string, key: string, text: string) {
  const saved = saveTextFiles(readTextFiles(files).files, new Map([[cellId(part, language, key), text]]));
  return saved.ok ? saved.changed.map((change) => ({ path: change.file.path, text: change.text })) : saved.problems.map((problem) => problem.problem);
}
