import { useEffect, useMemo, useState } from 'react';
import { type FullSurveyController, type Language, type Question, type TreesponseApi } from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';
import { SurveyProvider, useSurvey, useSurveyState } from '../src/survey/context.js';
import { defaultQuestionComponents } from '../src/survey/defaultComponents.js';
import { createQuestionRenderer, QuestionRendererProvider } from '../src/survey/renderers.js';
import { storyLocale } from '../../../.storybook/locale';
import { createSingleQuestionSurvey, createStoryApi } from './fixtures.js';

/** The states every question is shown in. */
export type QuestionStoryState = 'empty' | 'filled' | 'error' | 'disabled' | 'submitting';

export interface QuestionStoryProps {
  question: Question;
  state: QuestionStoryState;
  language: Language;
  /** Answers the question (for 'filled', 'disabled' and 'submitting'). */
  fill?: (controller: FullSurveyController) => void | Promise<void>;
  /** Puts an invalid answer in (for 'error'); default: none, so a required question shows 'required'. */
  makeInvalid?: (controller: FullSurveyController) => void | Promise<void>;
  /** Needed by like questions. */
  aggregatorUrl?: string;
}

/** An API that behaves like `base` until `hold()`; from then on saves never finish (a submit in progress). */
function holdableApi(base: TreesponseApi): { api: TreesponseApi; hold: () => void } {
  let held = false;
  const never = () => new Promise<never>(() => undefined);
  const api: TreesponseApi = {
    ...base,
    createTreesponder: () => (held ? never() : base.createTreesponder()),
    createTreesponse: (token, body) => (held ? never() : base.createTreesponse(token, body)),
    updateTreesponse: (token, id, body) => (held ? never() : base.updateTreesponse(token, id, body)),
  };
  return { api, hold: () => (held = true) };
}

/** Shows what a question stored, for questions that render nothing themselves. */
function StoredAnswer({ questionKey }: { questionKey: string }) {
  const controller = useSurvey();
  const value = useSurveyState(() => controller.getAnswer(questionKey));
  return (
    <p className="ts-story-note">
      The hidden question renders nothing. Stored answer of <code>{questionKey}</code>: <code>{JSON.stringify(value ?? null)}</code>
    </p>
  );
}

/** Settles once the like options of `key` are loaded (the like component asks for them when it mounts). */
/** Settles once an upload of the question has ended (stored or refused); uploads load their code on first use. */
export function uploadSettled(controller: FullSurveyController, key: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const status = controller.getState().uploads[key]?.status;
      if (status !== 'done' && status !== 'error') return false;
      resolve();
      return true;
    };
    if (check()) return;
    const unsubscribe = controller.subscribe(() => {
      if (check()) unsubscribe();
    });
  });
}

export function likesReady(controller: FullSurveyController, key: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (controller.getState().likes[key]?.status !== 'ready') return false;
      resolve();
      return true;
    };
    if (check()) return;
    const unsubscribe = controller.subscribe(() => {
      if (check()) unsubscribe();
    });
  });
}

/** Settles once the AI feedback asked for `key` has come back (or was not needed, or failed). */
export function aiFeedbackSettled(controller: FullSurveyController, key: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const status = controller.getState().aiFeedback[key]?.status;
      if (status === 'waiting' || status === 'loading') return false;
      resolve();
      return true;
    };
    if (check()) return;
    const unsubscribe = controller.subscribe(() => {
      if (check()) unsubscribe();
    });
  });
}

/** Renders one question in one state, in a one-question survey that runs without a server. */
export function QuestionStory({ question, state, language, fill, makeInvalid, aggregatorUrl }: QuestionStoryProps) {
  const { controller, hold, shown } = useMemo(() => {
    const storyApi = createStoryApi({ language: () => controller.getState().language });
    const { api, hold } = holdableApi(question.type === 'like' || question.type === 'text' ? storyApi : createOfflineApi());
    const shown = state === 'disabled' ? ({ ...question, disabled: true } as Question) : question;
    const controller = createSingleQuestionSurvey(shown, { api, language, aggregatorUrl });
    return { controller, hold, shown };
    // The story is rebuilt for a new state; the language is switched on the running survey below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [question, state]);

  useEffect(() => {
    void controller.setLanguage(language);
  }, [controller, language]);

  // False until the state is fully set up (answers filled, late answers of the stand-in API shown); screenshot
  // tests wait for it.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let cancelled = false;
    setSettled(false);
    void (async () => {
      if (state === 'filled' || state === 'disabled' || state === 'submitting') await fill?.(controller);
      if (state === 'error') {
        await makeInvalid?.(controller);
        if (!cancelled) controller.touch(question.key);
      }
      if (state === 'submitting' && !cancelled) {
        if (question.type === 'like') await likesReady(controller, question.key);
        hold();
        void controller.next({ force: true });
      }
      if (!cancelled) setSettled(true);
    })();
    return () => {
      cancelled = true;
    };
  }, [controller, state, fill, makeInvalid, hold, question]);

  const renderer = useMemo(() => createQuestionRenderer(defaultQuestionComponents), []);
  return (
    <SurveyProvider controller={controller}>
      <QuestionRendererProvider value={renderer}>
        <div className="ts-survey" lang={language} data-story-settled={settled}>
          {renderer(shown)}
          {question.type === 'hidden' ? <StoredAnswer questionKey={question.key} /> : null}
        </div>
      </QuestionRendererProvider>
    </SurveyProvider>
  );
}

/** Builds the five state stories of one question for a stories file. */
export function questionStory(
  question: Question,
  state: QuestionStoryState,
  options: Pick<QuestionStoryProps, 'fill' | 'makeInvalid' | 'aggregatorUrl'> = {},
) {
  return {
    name: state[0]!.toUpperCase() + state.slice(1),
    parameters: { docs: { source: { code: JSON.stringify(question, null, 2), language: 'json' } } },
    args: { question },
    argTypes: { question: { control: 'object' as const, description: 'The question definition (JSON): edit it to see the result' } },
    render: (args: Record<string, unknown>, context: { globals: Record<string, unknown> }) => (
      <QuestionStory
        question={(args.question as Question | undefined) ?? question}
        state={state}
        language={storyLanguage({ ...context, args })}
        {...options}
      />
    ),
  };
}

/** The story's language: its `language` control when set, else the toolbar language (globals.locale), else English. */
export function storyLanguage(context: { globals: Record<string, unknown>; args?: object }): Language {
  return storyLocale(context);
}
