/** Sends one AI feedback request and keeps its answer, unless a newer request took its place meanwhile. */
import { classifyAiFeedback } from '../ai-feedback-scores.js';
import type { TreesponseApi } from '../contracts.js';
import type { InternalAiState } from './ai-feedback-requests.js';
import type { ResponseCell } from './answers.js';

export async function sendAiFeedbackRequest(request: {
  api: TreesponseApi;
  response: ResponseCell;
  ensureTreesponder(): Promise<string>;
  report(error: unknown, context: string): void;
  questionKey: string;
  text: string;
  /** False once a newer request was made (or the survey destroyed): its answer is not shown. */
  isCurrent(): boolean;
  setState(state: Omit<InternalAiState, 'requestId'>): void;
}): Promise<void> {
  const { response, questionKey, isCurrent, setState } = request;
  try {
    const token = await request.ensureTreesponder();
    const reply = await request.api.getAiFeedback(token, request.text);
    if (!isCurrent()) return;
    const feedback = classifyAiFeedback(reply);
    response.current = {
      ...response.current,
      answers: {
        ...response.current.answers,
        [`${questionKey}_toxicity`]: reply.toxicity.score,
        [`${questionKey}_proficiency`]: reply.proficiency,
      },
    };
    setState({ status: 'done', feedback });
  } catch (error) {
    request.report(error, 'ai feedback');
    if (isCurrent()) setState({ status: 'error' });
  }
}
