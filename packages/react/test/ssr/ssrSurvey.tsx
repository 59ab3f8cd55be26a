/** The survey that the server-rendering tests render in Node and hydrate in Chromium. */
import { createSurvey, createMemoryStorage, type SurveyDefinition } from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';
import { useEffect } from 'react';
import { MarkdownProvider, Survey, type PrecompiledMarkdown } from '@treesponse/react';
import { energyQuestions } from '../energyQuestions.js';

export const ssrDefinition = {
  key: 'server-rendered',
  languages: ['en'],
  pages: [
    {
      key: 'you',
      order: 1,
      title: 'About you',
      sections: [
        { type: 'content', key: 'intro', content: 'This check takes **five minutes**. [Why we ask](https://example.org/why).' },
        ...energyQuestions,
        { type: 'question', question: { key: 'agree', type: 'checkbox', label: 'I read the privacy notice' } },
      ],
    },
    { key: 'thanks', order: 2, title: 'Thank you, {{name}}', sections: [] },
  ],
} as unknown as SurveyDefinition;

/** The same survey on the server and in the browser: memory storage, no server, English. */
export function createSsrSurvey() {
  return createSurvey({
    definition: ssrDefinition,
    api: createOfflineApi(),
    environment: { storage: createMemoryStorage() },
    language: 'en',
  });
}

/** Marks the document once effects ran: in a browser, hydration is over. Renders nothing. */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** The Markdown of the survey: what a server or a build step precompiles. */
export const ssrMarkdownSources = ssrDefinition.pages.flatMap((page) =>
  page.sections.flatMap((section) => (section.type === 'content' && typeof section.content === 'string' ? [section.content] : [])),
);

export function SsrSurvey({ controller, markdown = {} }: { controller: ReturnType<typeof createSsrSurvey>; markdown?: PrecompiledMarkdown }) {
  return (
    <MarkdownProvider precompiled={markdown}>
      <Survey controller={controller} />
      <HydrationMark />
    </MarkdownProvider>
  );
}
