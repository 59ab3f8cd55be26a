/** A pending change of the published packages, read from a changeset file (`.changeset/*.md`). */
export interface ChangeEntry {
  file: string;
  /** Package name → semver bump (`major`, `minor`, `patch`). */
  packages: Record<string, string>;
  summary: string;
  breaking: boolean;
}

/** Reads a changeset file: YAML front matter of `"package": bump` lines, then the Markdown summary. */
export function parseChangeset(file: string, text: string): ChangeEntry | null {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
  if (!match) return null;
  const packages: Record<string, string> = {};
  for (const line of match[1]!.split('\n')) {
    const entry = /^\s*["']?([^"':]+)["']?\s*:\s*(major|minor|patch)\s*$/.exec(line);
    if (entry) packages[entry[1]!.trim()] = entry[2]!;
  }
  const summary = match[2]!.trim();
  return { file, packages, summary, breaking: Object.values(packages).includes('major') || /\*\*Breaking/.test(summary) };
}

/** The changes that touch one of `names`, breaking ones first, then by file name. */
export function changesFor(entries: readonly ChangeEntry[], names: readonly string[]): ChangeEntry[] {
  return entries
    .filter((entry) => names.some((name) => name in entry.packages))
    .sort((a, b) => Number(b.breaking) - Number(a.breaking) || a.file.localeCompare(b.file));
}
