import { useContext } from 'react';
import { QuestionRendererContext, type QuestionRenderer } from './renderers.js';

/**
 * The renderer of the enclosing survey; group questions use it for their children. In a module of its own, so that it
 * loads with the rarely used question types that call it.
 */
export function useQuestionRenderer(): QuestionRenderer {
  const render = useContext(QuestionRendererContext);
  if (!render) throw new Error('Group questions must be rendered inside <Survey> or a QuestionRendererProvider');
  return render;
}
