/**
 * AI feedback on a text question: asked on every keystroke, sent after a pause (debounced), and only the answer to
 * the latest request is shown. The scores are kept as derived answers (`{key}_toxicity`, `{key}_proficiency`).
 * The request itself (`ai-feedback-send.ts`) is loaded when the first pause ends.
 */
import { AI_FEEDBACK_DEBOUNCE_MS, wantsAiFeedback } from '../ai-feedback.js';
import type { AiFeedbackState, Environment, TreesponseApi } from '../contracts.js';
import type { Translator } from '../translator.js';
import type { ResponseCell } from './answers.js';

export interface InternalAiState extends Omit<AiFeedbackState, 'text'> {
  requestId: number;
}

export interface AiFeedbackRequests {
  request(questionKey: string, text: string): void;
  /** Every question's feedback, its text in the survey's language. */
  view(translator: Translator): Record<string, AiFeedbackState>;
  /** Stops the pauses still running (requests already sent still finish, unseen). */
  stop(): void;
}

export function createAiFeedbackRequests(options: {
  api: TreesponseApi;
  timers: Environment['timers'];
  response: ResponseCell;
  ensureTreesponder(): Promise<string>;
  isDestroyed(): boolean;
  report(error: unknown, context: string): void;
  emit(): void;
}): AiFeedbackRequests {
  const { timers } = options;
  let states: Record<string, InternalAiState> = {};
  const pauses = new Map<string, unknown>();
  let lastRequest = 0;

  return {
    request(questionKey, text) {
      const previous = pauses.get(questionKey);
      if (previous !== undefined) timers.clearTimeout(previous);
      pauses.delete(questionKey);
      const requestId = ++lastRequest;
      const setState = (state: Omit<InternalAiState, 'requestId'>) => {
        states = { ...states, [questionKey]: { ...state, requestId } };
        options.emit();
      };
      if (!wantsAiFeedback(text)) {
        setState({ status: 'idle' });
        return;
      }
      setState({ status: 'waiting' });
      const pause = timers.setTimeout(() => {
        pauses.delete(questionKey);
        setState({ status: 'loading' });
        const isCurrent = () => !options.isDestroyed() && states[questionKey]?.requestId === requestId;
        void import('./ai-feedback-send.js').then(({ sendAiFeedbackRequest }) =>
          sendAiFeedbackRequest({ ...options, questionKey, text, isCurrent, setState }),
        );
      }, AI_FEEDBACK_DEBOUNCE_MS);
      pauses.set(questionKey, pause);
    },
    view(translator) {
      const shown: Record<string, AiFeedbackState> = {};
      for (const [key, state] of Object.entries(states)) {
        const { requestId: _requestId, ...rest } = state;
        shown[key] = rest.feedback ? { ...rest, text: translator.t(rest.feedback.textKey) } : rest;
      }
      return shown;
    },
    stop() {
      for (const pause of pauses.values()) timers.clearTimeout(pause);
      pauses.clear();
    },
  };
}
