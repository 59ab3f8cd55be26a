/**
 * The components of the built-in question types as the survey view uses them. The common types are in every survey's
 * first load; the components of types few surveys use (uploads, likes, registration numbers, sliders, matrices,
 * groups, dates, yes/no, ratings, multiple texts, tag boxes, image pickers, rankings, calculated values, repeating
 * panels) are loaded when a survey that uses them is shown, so a survey without them never downloads them.
 *
 * A server renders every type once they are loaded: `await preloadSurvey(definition, { languages })` before
 * `renderToString` (and in the browser before `hydrateRoot`, so the first render matches the server's); it also loads
 * the engine's texts of the languages rendered.
 */
import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import {
  loadEngineTexts,
  typesUsed,
  UnknownQuestionTypeError,
  type BuiltInQuestionType,
  type Language,
  type QuestionType,
  type SurveyDefinition,
} from '@treesponse/core';
import { CheckboxField } from '../questions/CheckboxField.js';
import { CheckboxesField } from '../questions/CheckboxesField.js';
import { ContentBlock } from '../questions/ContentBlock.js';
import { DropdownField } from '../questions/DropdownField.js';
import { EmailField } from '../questions/EmailField.js';
import { HiddenField } from '../questions/HiddenField.js';
import { NumberField } from '../questions/NumberField.js';
import { RadioField } from '../questions/RadioField.js';
import { StringField } from '../questions/StringField.js';
import { TextField } from '../questions/TextField.js';
import type { QuestionComponent, QuestionComponentProps, QuestionComponents } from './renderers.js';

/** The components of the common types, in the first load. */
const COMMON = {
  checkbox: CheckboxField,
  checkboxes: CheckboxesField,
  content: ContentBlock,
  dropdown: DropdownField,
  email: EmailField,
  hidden: HiddenField,
  number: NumberField,
  radio: RadioField,
  string: StringField,
  text: TextField,
} satisfies { [T in BuiltInQuestionType]?: QuestionComponent<T> };

/** A built-in type whose component is loaded when a page needs it (rareComponents.ts, every one in one chunk). */
export type RareQuestionType = Exclude<BuiltInQuestionType, keyof typeof COMMON>;

const RARE_TYPES = [
  'date',
  'file',
  'group',
  'image',
  'like',
  'matrix',
  'rrn',
  'slider',
  'boolean',
  'rating',
  'multipletext',
  'tagbox',
  'imagepicker',
  'ranking',
  'calculated',
  'paneldynamic',
] as const satisfies readonly RareQuestionType[];

/** The components of the rarely used types, each typed for its own question. */
export type RareQuestionComponents = { [T in RareQuestionType]: QuestionComponent<T> };

type AnyComponent = ComponentType<QuestionComponentProps>;

const isRare = (type: string): boolean => (RARE_TYPES as readonly string[]).includes(type);

interface LoaderState {
  loaded: RareQuestionComponents | null;
  loading: Promise<void> | null;
  listeners: Set<() => void>;
}

// Under a global symbol, so that every copy of this module in a process (ESM and CommonJS builds side by side) shares
// what `preloadSurvey` loaded.
const STATE_KEY = Symbol.for('@treesponse/react question components');

function loader(): LoaderState {
  const holder = globalThis as { [STATE_KEY]?: LoaderState };
  return (holder[STATE_KEY] ??= { loaded: null, loading: null, listeners: new Set() });
}

/**
 * Loads the components of the rarely used types if `types` has one (the others are always there); resolves at once
 * when there is nothing to load. A failed load may be retried.
 */
export function loadQuestionComponents(types: readonly string[]): Promise<void> {
  const state = loader();
  if (state.loaded || !types.some(isRare)) return Promise.resolve();
  // With the English texts of these types' components, so that none renders before its words are in.
  state.loading ??= import('./rareComponents.js')
    .then((module) =>
      module.loadQuestionTypeTexts().then(() => {
        state.loaded = module.rareQuestionComponents;
        state.listeners.forEach((listener) => listener());
      }),
    )
    .catch((error: unknown) => {
      state.loading = null;
      throw error;
    });
  return state.loading;
}

export interface PreloadSurveyOptions {
  /**
   * The languages whose engine texts (buttons, messages) to load: the ones the page renders in, or may switch to
   * without waiting. Default the survey's starting language (`defaultLanguage`, else its first language, else 'nl').
   */
  languages?: readonly Language[];
}

/**
 * Loads what the survey of `definition` needs to render at once: the components of the rarely used question types it
 * uses and the engine's texts of its languages. On a server, `await` it before `renderToString`; in the browser,
 * before `hydrateRoot`. (Markdown has its own ways, `precompileMarkdown` or `preloadMarkdown()`.)
 */
export function preloadSurvey(definition: SurveyDefinition, options: PreloadSurveyOptions = {}): Promise<void> {
  const languages = options.languages ?? [definition.defaultLanguage ?? definition.languages?.[0] ?? 'nl'];
  return Promise.all([loadQuestionComponents(typesUsed(definition).questions), loadEngineTexts(languages)]).then(() => undefined);
}

function subscribe(listener: () => void): () => void {
  const { listeners } = loader();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Stands in for the component of a rarely used type: renders it once loaded, else an empty box marked busy while it
 * loads (a few milliseconds: the survey starts loading what its definition uses as soon as it is shown).
 */
function rareStandIn(type: RareQuestionType): AnyComponent {
  function LoadingQuestion(props: QuestionComponentProps) {
    const getLoaded = () => loader().loaded?.[type] as AnyComponent | undefined;
    const Component = useSyncExternalStore(subscribe, getLoaded, getLoaded);
    useEffect(() => {
      // A failed load leaves the box; the next render of the page tries again.
      if (!Component) loadQuestionComponents([type]).catch(() => undefined);
    }, [Component]);
    if (Component) return <Component {...props} />;
    return <div className="ts-question ts-question--loading" aria-busy="true" data-question-key={props.question.key} />;
  }
  LoadingQuestion.displayName = `Loading(${type})`;
  return LoadingQuestion;
}

const STAND_INS = Object.fromEntries(RARE_TYPES.map((type) => [type, rareStandIn(type)])) as QuestionComponents;

/** The components the survey view uses: the built-in ones (rarely used types loaded on demand) with `custom` over them. */
export function surveyQuestionComponents(custom: QuestionComponents | undefined): QuestionComponents {
  return { ...(COMMON as QuestionComponents), ...STAND_INS, ...custom };
}

/** Throws an UnknownQuestionTypeError naming the first of `types` that has no component in `components`. */
export function assertComponentsFor(types: readonly QuestionType[], components: QuestionComponents): void {
  const missing = types.find((type) => !components[type]);
  if (missing !== undefined) throw new UnknownQuestionTypeError(String(missing));
}
