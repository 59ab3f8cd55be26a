import { useEffect, useMemo } from 'react';
import type { Language } from '@treesponse/core';
import { Survey } from '../src/survey/Survey.js';
import { createDemoSurvey } from './demoSurvey.js';

export interface DemoSurveyProps {
  language: Language;
  /** Page to open on (index into the sorted pages). */
  startPage?: number;
}

/** The demo survey (every question type), running in memory without a server. */
export function DemoSurvey({ language, startPage = 0 }: DemoSurveyProps) {
  const controller = useMemo(() => {
    const survey = createDemoSurvey({ language });
    if (startPage > 0) survey.goTo(startPage);
    return survey;
    // A new language is set on the running survey below, keeping the answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startPage]);
  useEffect(() => {
    void controller.setLanguage(language);
  }, [controller, language]);
  return <Survey controller={controller} />;
}
