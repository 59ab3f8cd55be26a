import { useEffect, useId, useMemo, useState, type CSSProperties } from 'react';
import type { Language } from '@treesponse/core';
import { DEFAULT_THEME, DESIGN_TOKENS, type ColourMode, type TokenValues } from '../../../.storybook/brands';
import { checkContrast, resolveColour } from '../../../.storybook/contrast';
import type { DesignToken } from '../../../.storybook/designTokens';
import { themeCss } from '../../../.storybook/themeCss';
import { readEditedTheme, saveEditedTheme, type EditedTheme } from '../../../.storybook/themeStore';
import { DemoSurvey } from './DemoSurvey.js';

/** Tokens whose value is a colour in light or dark mode: edited with a colour picker, per mode. */
const COLOUR_TOKENS = DESIGN_TOKENS.filter(
  (token) => resolveColour(DEFAULT_THEME.light, token.name) !== null || resolveColour(DEFAULT_THEME.dark, token.name) !== null,
);
/** Fonts, sizes, radius and spacing: one value for both modes. */
const SHARED_TOKENS = DESIGN_TOKENS.filter(
  (token) =>
    !COLOUR_TOKENS.includes(token) &&
    ['Typography', 'Spacing', 'Shape and size'].includes(token.group) &&
    (DEFAULT_THEME.light as Record<string, string>)[token.name] !== undefined,
);

function startingTheme(): EditedTheme {
  const edited = readEditedTheme();
  return {
    light: { ...DEFAULT_THEME.light, ...edited?.light },
    dark: { ...DEFAULT_THEME.dark, ...edited?.dark },
  };
}

function ColourField({ token, values, onChange }: { token: DesignToken; values: TokenValues; onChange: (value: string) => void }) {
  const id = useId();
  const colour = resolveColour(values, token.name) ?? '#000000';
  const full = colour.length === 4 ? `#${[...colour.slice(1)].map((digit) => digit + digit).join('')}` : colour;
  return (
    <div className="ts-editor__field">
      <input id={id} type="color" value={full.toLowerCase()} onChange={(event) => onChange(event.target.value)} data-token={token.name} />
      <label htmlFor={id}>
        <code>{token.name}</code> <span className="ts-editor__hint">{token.description}</span>
      </label>
    </div>
  );
}

function TextField({ token, value, onChange }: { token: DesignToken; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="ts-editor__text-field">
      <label htmlFor={id}>
        <code>{token.name}</code> <span className="ts-editor__hint">{token.description}</span>
      </label>
      <input id={id} className="ts-input" value={value} onChange={(event) => onChange(event.target.value)} data-token={token.name} />
    </div>
  );
}

export interface ThemeEditorProps {
  language: Language;
  /** The mode edited first (the Mode toolbar's). */
  initialMode: ColourMode;
  /** Called after every change, with the theme already saved for the other stories. */
  onThemeChange?: () => void;
}

/**
 * Edits every token of the default theme in light and dark mode, checks the contrast of each foreground and
 * background pair live, and exports the theme as a stylesheet. The theme is kept in the browser, so the Theme
 * toolbar's "Theme editor's theme" shows every story in it.
 */
export function ThemeEditor({ language, initialMode, onThemeChange }: ThemeEditorProps) {
  const [theme, setTheme] = useState(startingTheme);
  const [mode, setMode] = useState<ColourMode>(initialMode);
  const [changed, setChanged] = useState(false);
  const css = useMemo(() => themeCss(theme), [theme]);
  const contrast = checkContrast(theme[mode]);
  const download = useMemo(() => `data:text/css;charset=utf-8,${encodeURIComponent(css)}`, [css]);

  useEffect(() => {
    if (!changed) return;
    saveEditedTheme(theme);
    onThemeChange?.();
  }, [theme, changed, onThemeChange]);

  const setToken = (name: string, value: string, modes: readonly ColourMode[]) => {
    setChanged(true);
    setTheme((current) => {
      const next = { light: { ...current.light }, dark: { ...current.dark } };
      for (const each of modes) next[each][name as `--ts-${string}`] = value;
      return next;
    });
  };
  const reset = () => {
    saveEditedTheme(null);
    setChanged(false);
    setTheme({ light: { ...DEFAULT_THEME.light }, dark: { ...DEFAULT_THEME.dark } });
  };

  return (
    <div className="ts-survey ts-editor">
      <div className="ts-editor__controls">
        <fieldset className="ts-editor__modes">
          <legend>Colours of</legend>
          {(['light', 'dark'] as const).map((each) => (
            <label key={each} className="ts-choice">
              <input className="ts-choice__input" type="radio" name="ts-editor-mode" value={each} checked={mode === each} onChange={() => setMode(each)} />
              <span>{each === 'light' ? 'Light mode' : 'Dark mode'}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="ts-editor__group">
          <legend>Colours ({mode} mode)</legend>
          {COLOUR_TOKENS.map((token) => (
            <ColourField key={token.name} token={token} values={theme[mode]} onChange={(value) => setToken(token.name, value, [mode])} />
          ))}
        </fieldset>
        <fieldset className="ts-editor__group">
          <legend>Fonts, radius and spacing (both modes)</legend>
          {SHARED_TOKENS.map((token) => (
            <TextField
              key={token.name}
              token={token}
              value={theme.light[token.name] ?? ''}
              onChange={(value) => setToken(token.name, value, ['light', 'dark'])}
            />
          ))}
        </fieldset>
        <button type="button" className="ts-button" onClick={reset}>
          Back to the default theme
        </button>
      </div>
      <div className="ts-editor__results">
        <section aria-labelledby="ts-editor-contrast">
          <h2 id="ts-editor-contrast" className="ts-editor__heading">
            Contrast ({mode} mode, WCAG AA)
          </h2>
          <table className="ts-editor__contrast">
            <thead>
              <tr>
                <th scope="col">Pair</th>
                <th scope="col">Ratio</th>
              </tr>
            </thead>
            <tbody>
              {contrast.map((result) => (
                <tr key={`${result.foreground} ${result.background}`}>
                  <th scope="row">
                    {result.use}
                    <span className="ts-editor__hint">
                      {' '}
                      <code>{result.foreground.replace('--ts-', '')}</code> on <code>{result.background.replace('--ts-', '')}</code>
                    </span>
                  </th>
                  <td data-passes={result.passes}>
                    {result.ratio === null ? 'unknown' : `${result.ratio.toFixed(2)}:1`} {result.passes ? '✓ passes' : `✗ needs ${result.need}:1`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="ts-editor-preview">
          <h2 id="ts-editor-preview" className="ts-editor__heading">
            Preview ({mode} mode)
          </h2>
          <div className="ts-editor__preview" style={theme[mode] as CSSProperties}>
            <DemoSurvey language={language} startPage={1} />
          </div>
        </section>
        <section aria-labelledby="ts-editor-export">
          <h2 id="ts-editor-export" className="ts-editor__heading">
            Export
          </h2>
          <p>
            Import the file after the package’s stylesheet: <code>import '@treesponse/react/styles.css'; import './theme.css';</code>
          </p>
          <a className="ts-button ts-button--primary" href={download} download="theme.css">
            Download theme.css
          </a>
          <label className="ts-editor__export-label" htmlFor="ts-editor-css">
            theme.css
          </label>
          <textarea id="ts-editor-css" className="ts-textarea ts-editor__css" readOnly value={css} rows={12} />
        </section>
      </div>
    </div>
  );
}
