/**
 * Like questions: their options come from the aggregator for the saved response (saved first when it has no id);
 * the options shown are kept as `{key}_viewed`. Loaded on the first `loadLikes`.
 */
import type { LikeState, TreesponseApi } from '../contracts.js';
import type { AnswerValue, Question } from '../types.js';
import type { ResponseCell } from './answers.js';

export interface Likes {
  readonly states: Record<string, LikeState>;
  load(questionKey: string): Promise<void>;
}

export function createLikes(options: {
  api: TreesponseApi;
  aggregatorUrl: string | undefined;
  response: ResponseCell;
  question(key: string): Question | undefined;
  write(key: string, value: AnswerValue | undefined): void;
  save(): Promise<void>;
  report(error: unknown, context: string): void;
  emit(): void;
}): Likes {
  let states: Record<string, LikeState> = {};
  return {
    get states() {
      return states;
    },
    async load(questionKey) {
      if (options.question(questionKey)?.type !== 'like') throw new TypeError(`Question ${questionKey} is not a like question`);
      const setState = (state: LikeState) => {
        states = { ...states, [questionKey]: state };
        options.emit();
      };
      setState({ status: 'loading', options: states[questionKey]?.options ?? [] });
      let loaded: LikeState['options'];
      try {
        if (!options.response.current.id) await options.save();
        if (!options.aggregatorUrl) throw new Error('No aggregatorUrl configured for like questions');
        loaded = await options.api.getLikeOptions(options.aggregatorUrl, options.response.current.id!);
      } catch (error) {
        options.report(error, 'like options');
        loaded = [];
      }
      options.write(`${questionKey}_viewed`, loaded.map((option) => option.id) as string[] | number[]);
      setState({ status: 'ready', options: loaded });
    },
  };
}
