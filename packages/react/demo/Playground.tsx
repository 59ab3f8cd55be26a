import { useId, useMemo, useState } from 'react';
import {
  createMemoryStorage,
  createSurvey,
  InvalidDefinitionError,
  validateDefinition,
  type DefinitionProblem,
  type FullSurveyController,
  type Language,
  type SurveyDefinition,
} from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';
import { Survey } from '../src/survey/Survey.js';
import './playground.css';

/** What the playground makes of the text: a running survey, or the problems that stop it. */
type Outcome = { controller: FullSurveyController; problems?: undefined } | { controller?: undefined; problems: DefinitionProblem[] };

/** Parses the text, checks the definition and starts it in memory; every problem is listed, none is thrown. */
export function loadDefinition(text: string, language: Language): Outcome {
  let definition: unknown;
  try {
    definition = JSON.parse(text);
  } catch (error) {
    return { problems: [{ path: '$', message: `Not valid JSON: ${(error as Error).message}` }] };
  }
  const problems = validateDefinition(definition);
  if (problems.length > 0) return { problems };
  try {
    const controller = createSurvey({
      definition: definition as SurveyDefinition,
      api: createOfflineApi(),
      language: (definition as SurveyDefinition).languages?.includes(language) ? language : undefined,
      environment: { storage: createMemoryStorage() },
      onError: () => undefined,
    });
    return { controller };
  } catch (error) {
    if (error instanceof InvalidDefinitionError) return { problems: error.problems };
    return { problems: [{ path: '$', message: (error as Error).message }] };
  }
}

export interface PlaygroundProps {
  /** The definition shown first. */
  initial: string;
  language: Language;
}

/** A designer pastes a definition (JSON) and sees the survey, or every problem with its path, as they type. */
export function Playground({ initial, language }: PlaygroundProps) {
  const [text, setText] = useState(initial);
  const outcome = useMemo(() => loadDefinition(text, language), [text, language]);
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (
    <div className="ts-playground">
      <div className="ts-playground__editor">
        <label htmlFor={`${id}-json`} className="ts-question__label">
          Survey definition (JSON)
        </label>
        <textarea
          id={`${id}-json`}
          className="ts-input ts-playground__json"
          rows={24}
          spellCheck={false}
          value={text}
          aria-describedby={`${id}-status`}
          onChange={(event) => setText(event.target.value)}
        />
        <div id={`${id}-status`} role="status" className="ts-playground__status">
          {outcome.problems ? (
            <>
              <p className="ts-error">
                {outcome.problems.length} problem{outcome.problems.length === 1 ? '' : 's'} in the definition:
              </p>
              <ul className="ts-playground__problems">
                {outcome.problems.map((problem, i) => (
                  <li key={i}>
                    <code>{problem.path}</code>: {problem.message}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>The definition is valid.</p>
          )}
        </div>
      </div>
      <div className="ts-playground__preview">
        {outcome.controller ? <Survey key={text} controller={outcome.controller} headingLevel={2} scrollToTop={() => undefined} /> : null}
      </div>
    </div>
  );
}
