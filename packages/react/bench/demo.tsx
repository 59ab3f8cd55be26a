/// <reference types="vite/client" />
// The demo survey (every question type) on a page of its own, for the keyboard-only run in Chromium.
import { createRoot } from 'react-dom/client';
import { createDemoSurvey } from '../demo/demoSurvey.js';
import { Survey } from '../src/survey/Survey.js';
import '../src/styles/survey.css';
import '../src/styles/types.css';

const controller = createDemoSurvey({ language: 'en' });
// The test reads the final state from here; it never drives the survey through it.
(window as unknown as { survey: typeof controller }).survey = controller;
createRoot(document.getElementById('root')!).render(<Survey controller={controller} />);
