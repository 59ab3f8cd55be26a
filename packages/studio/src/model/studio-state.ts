/**
 * The studio's state and every action on it, as a plain reducer: the definition with its undo history, the selected
 * element, and what was last exported. Typing in one setting makes one undo step, not one per key: changes with the
 * same `merge` key in a row replace each other.
 */
import { createHistory, pushHistory, redo, undo, type History } from './history.js';
import { serializeDefinition } from './open.js';

export interface StudioState {
  history: History<unknown>;
  /** Id (path) of the selected tree element; '' for the survey itself. */
  selected: string;
  /** The JSON last exported or opened; null for a new survey never exported. */
  exported: string | null;
  /** The merge key of the last change. */
  lastMerge: string | null;
}

export type StudioAction =
  | { type: 'open'; definition: unknown }
  | { type: 'change'; definition: unknown; select?: string; merge?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'select'; id: string }
  | { type: 'exported' };

export const initialState = (definition: unknown, exported: string | null): StudioState => ({
  history: createHistory(definition),
  selected: '',
  exported,
  lastMerge: null,
});

export function studioReducer(state: StudioState, action: StudioAction): StudioState {
  switch (action.type) {
    case 'open':
      // Nothing to lose yet: a definition just opened (or started) is what its file (or nothing) holds.
      return initialState(action.definition, serializeDefinition(action.definition));
    case 'change': {
      const merging = action.merge !== undefined && action.merge === state.lastMerge && state.history.past.length > 0;
      const history = merging ? { ...state.history, present: action.definition, future: [] } : pushHistory(state.history, action.definition);
      return { ...state, history, selected: action.select ?? state.selected, lastMerge: action.merge ?? null };
    }
    case 'undo':
      return { ...state, history: undo(state.history), lastMerge: null };
    case 'redo':
      return { ...state, history: redo(state.history), lastMerge: null };
    case 'select':
      return { ...state, selected: action.id, lastMerge: null };
    case 'exported':
      return { ...state, exported: serializeDefinition(state.history.present) };
  }
}

/** Changes not in the last exported (or opened) file. */
export const hasUnexportedChanges = (state: StudioState) => state.exported !== serializeDefinition(state.history.present);
