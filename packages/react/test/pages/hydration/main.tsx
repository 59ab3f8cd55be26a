import { hydrateRoot } from 'react-dom/client';
import { createSsrSurvey, SsrSurvey } from '../../ssr/ssrSurvey';

/** Errors React recovered from while hydrating (a mismatch is one), for the test to read. */
const recoverable: string[] = [];
Object.assign(window, { recoverableErrors: recoverable });

hydrateRoot(document.getElementById('root')!, <SsrSurvey controller={createSsrSurvey()} />, {
  onRecoverableError: (error) => recoverable.push(String(error)),
});
