/**
 * Autosave on the device: the definition being edited is written to the storage (localStorage by default) after
 * every change, and offered again when the studio opens. "Unsaved" means not exported to a file since the last
 * change: the draft lives in this browser only, so closing the page with such changes asks first.
 */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const DRAFT_KEY = 'treesponse-studio:draft';

export interface Draft {
  definition: unknown;
  /** The definition as last exported (or opened), to tell whether there are unexported changes. */
  exported: string | null;
  savedAt: string;
}

/** Writes the draft; false when the storage refuses it (full, or blocked), so the page can say so. */
export function saveDraft(storage: DraftStorage, draft: Draft): boolean {
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function loadDraft(storage: DraftStorage): Draft | null {
  try {
    const text = storage.getItem(DRAFT_KEY);
    if (!text) return null;
    const draft = JSON.parse(text) as Partial<Draft>;
    return draft && typeof draft === 'object' && 'definition' in draft ? { definition: draft.definition, exported: draft.exported ?? null, savedAt: String(draft.savedAt ?? '') } : null;
  } catch {
    return null;
  }
}

/** The storage of the page, or null where there is none (a server, a blocked storage). */
export function deviceStorage(): DraftStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
