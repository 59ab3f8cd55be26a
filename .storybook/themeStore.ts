import type { TokenValues } from './brands';

/** A theme made in the theme editor: the tokens it sets in light and in dark mode. */
export interface EditedTheme {
  light: TokenValues;
  dark: TokenValues;
}

const STORAGE_KEY = 'treesponse-theme-editor';

/** The theme editor's theme, kept in the browser so every story can show it; null when none was made. */
export function readEditedTheme(): EditedTheme | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as EditedTheme | null;
    return stored && typeof stored.light === 'object' && typeof stored.dark === 'object' ? stored : null;
  } catch {
    return null;
  }
}

export function saveEditedTheme(theme: EditedTheme | null): void {
  if (theme) localStorage.setItem(STORAGE_KEY, JSON.stringify(theme));
  else localStorage.removeItem(STORAGE_KEY);
}
