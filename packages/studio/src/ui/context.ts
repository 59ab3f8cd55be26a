import { createContext, useContext } from 'react';
import type { QuestionTypeRegistry } from '@treesponse/core';
import type { SchemaSet } from '../model/schema.js';
import type { Translate } from '../model/messages.js';
import type { Path } from '../model/path.js';

export interface StudioContextValue {
  t: Translate;
  schemas: SchemaSet;
  definition: unknown;
  /** Replaces the definition (one undo step; changes with the same `merge` key in a row make one step). */
  change(definition: unknown, options?: { select?: string; merge?: string }): void;
  select(id: string): void;
  /** Answer keys and computed values, for completion in expressions. */
  names: readonly string[];
  languages: readonly string[];
  questionTypes: QuestionTypeRegistry;
}

export const StudioContext = createContext<StudioContextValue | null>(null);

export function useStudio(): StudioContextValue {
  const value = useContext(StudioContext);
  if (!value) throw new Error('Studio components must be rendered inside <Studio>');
  return value;
}

/** An id safe for HTML id attributes from a path. */
export const domId = (prefix: string, path: Path | string) => `${prefix}-${(typeof path === 'string' ? path : path.join('.')).replace(/[^A-Za-z0-9_-]/g, '_')}`;
