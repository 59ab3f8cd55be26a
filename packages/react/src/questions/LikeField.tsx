import { useEffect } from 'react';
import type { LikeQuestion } from '@treesponse/core';
import { QuestionShell } from './QuestionShell.js';
import { uiText } from './uiText.js';
import { useQuestion } from './useQuestion.js';
import { useSurveyState } from '../survey/context.js';

export interface LikeFieldProps {
  question: LikeQuestion;
}

/**
 * Options fetched from the aggregator, each a toggle button (aria-pressed) to like it. The answer is the list of
 * liked option ids; the core loads the options, records which were viewed and checks min/max likes.
 */
export function LikeField({ question }: LikeFieldProps) {
  const binding = useQuestion<string[] | number[]>(question);
  const { controller, ids } = binding;
  const likes = useSurveyState((state) => state.likes[question.key]);
  const liked = Array.isArray(binding.value) ? (binding.value as (string | number)[]) : [];

  useEffect(() => {
    if (!controller.getState().likes[question.key]) void controller.loadLikes(question.key);
  }, [controller, question.key]);

  return (
    <QuestionShell question={question} binding={binding} as="fieldset">
      {!likes || likes.status === 'loading' ? (
        <p role="status" className="ts-like__loading">
          {uiText(controller, 'like.loading')}
        </p>
      ) : (
        <ul className="ts-like__list">
          {likes.options.map((option) => {
            const pressed = liked.some((id) => String(id) === String(option.id));
            return (
              <li key={option.id} className="ts-like__item">
                <button
                  type="button"
                  id={`${ids.control}-${option.id}`}
                  className={`ts-button ts-like__button${pressed ? ' ts-like__button--pressed' : ''}`}
                  aria-pressed={pressed}
                  disabled={binding.disabled}
                  aria-describedby={binding.describedBy}
                  onClick={() => {
                    controller.toggleLike(question.key, option.id);
                    controller.touch(question.key);
                  }}
                >
                  <span className="ts-like__name">{option.name}</span>
                  <span className="ts-like__text">{option.text}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </QuestionShell>
  );
}
