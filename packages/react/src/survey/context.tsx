import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type DependencyList,
  type ReactNode,
} from 'react';
import type { SurveyController, SurveyState } from '@treesponse/core';

const SurveyContext = createContext<SurveyController | null>(null);

export interface SurveyProviderProps {
  /** The running survey, e.g. from `createSurvey(...)` of @treesponse/core. */
  controller: SurveyController;
  children?: ReactNode;
}

/**
 * True below a <Survey> page, whose fields stay editable while the page saves (the respondent is told when a save
 * takes long, and a change that breaks a rule keeps the page): its questions then do not follow the submitting flag
 * (and do not all render again when it changes). A question outside a page is disabled while submitting.
 */
export const FieldsEditableWhileSaving = createContext(false);

/** Makes a survey controller available to every question component below it. */
export function SurveyProvider({ controller, children }: SurveyProviderProps) {
  return <SurveyContext.Provider value={controller}>{children}</SurveyContext.Provider>;
}

/** The survey controller of the nearest SurveyProvider. Throws when there is none. */
export function useSurvey(): SurveyController {
  const controller = useContext(SurveyContext);
  if (!controller) throw new Error('useSurvey must be used inside a <SurveyProvider> or <Survey>');
  return controller;
}

/**
 * Subscribes to one slice of the survey state. The component re-renders only when the selected value changes
 * (compared with `isEqual`, default Object.is), so a keystroke in one question re-renders that question only.
 */
export function useSurveyState<T>(
  selector: (state: SurveyState) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const controller = useSurvey();
  const cache = useRef<{ state: SurveyState; selector: (state: SurveyState) => T; value: T } | null>(null);
  const subscribe = useCallback((listener: () => void) => controller.subscribe(listener), [controller]);
  const getSelection = useCallback(() => {
    const state = controller.getState();
    const cached = cache.current;
    if (cached && cached.state === state && cached.selector === selector) return cached.value;
    const value = selector(state);
    // Keep the previous value when equal, so useSyncExternalStore sees a stable snapshot.
    const kept = cached && isEqual(cached.value, value) ? cached.value : value;
    cache.current = { state, selector, value: kept };
    return kept;
  }, [controller, selector, isEqual]);
  return useSyncExternalStore(subscribe, getSelection, getSelection);
}

/** Shallow equality of two plain objects, for selectors that pick several fields. */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * Creates a survey controller once per `deps` and destroys it when the component unmounts (or `deps` change).
 * Safe under React StrictMode: its extra unmount and mount destroys the controller and subscribes to it again,
 * which revives it with every answer kept, and nothing is sent twice.
 */
export function useSurveyController<C extends SurveyController>(create: () => C, deps: DependencyList = []): C {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const controller = useMemo(create, deps);
  useEffect(() => () => controller.destroy(), [controller]);
  return controller;
}
