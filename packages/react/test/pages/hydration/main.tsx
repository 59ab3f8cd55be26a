import { version } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { PrecompiledMarkdown } from '@treesponse/react';
import { createSsrSurvey, SsrSurvey } from '../../ssr/ssrSurvey';

/** Errors React recovered from while hydrating (a mismatch is one), for the test to read. */
const recoverable: string[] = [];
Object.assign(window, { recoverableErrors: recoverable, reactVersion: version });

// The server's precompiled Markdown, so the page renders it as the server did, without the parser.
const markdown = JSON.parse(document.getElementById('markdown')!.textContent!) as PrecompiledMarkdown;

hydrateRoot(document.getElementById('root')!, <SsrSurvey controller={createSsrSurvey()} markdown={markdown} />, {
  onRecoverableError: (error) => recoverable.push(String(error)),
});
