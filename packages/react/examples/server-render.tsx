import { renderToString } from 'react-dom/server';
import { createSurvey, type SurveyDefinition } from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';
import { MarkdownProvider, preloadSurvey, Survey, type PrecompiledMarkdown } from '@treesponse/react';
import { precompileMarkdown } from '@treesponse/react/markdown';

export const welcome = {
  key: 'welcome',
  languages: ['en'],
  pages: [
    {
      key: 'start',
      order: 1,
      title: 'Welcome',
      sections: [
        { type: 'content', key: 'intro', content: 'This check takes **five minutes**. [Why we ask](/why).' },
        { type: 'question', question: { key: 'name', type: 'string', required: true, label: 'Your first name' } },
        // A slider: one of the rarely used types, whose component preloadSurvey loads.
        { type: 'question', question: { key: 'people', type: 'slider', minValue: 1, maxValue: 8, label: 'People at home' } },
      ],
    },
  ],
} as SurveyDefinition;

/** The same component on the server and in the browser: the survey with its precompiled Markdown. */
export function WelcomeSurvey({ markdown }: { markdown: PrecompiledMarkdown }) {
  return (
    <MarkdownProvider precompiled={markdown}>
      <Survey controller={createSurvey({ definition: welcome, api: createOfflineApi(), language: 'en' })} />
    </MarkdownProvider>
  );
}

/**
 * On the server or at build time: the page's HTML, and its Markdown as JSON for the browser. `preloadSurvey` first
 * loads the components of the survey's rarely used question types, so that every question is in the HTML.
 */
export async function renderWelcome(): Promise<{ html: string; markdown: PrecompiledMarkdown }> {
  await preloadSurvey(welcome);
  const sources = welcome.pages.flatMap((page) =>
    page.sections.flatMap((section) => (section.type === 'content' && typeof section.content === 'string' ? [section.content] : [])),
  );
  const markdown = precompileMarkdown(sources);
  return { html: renderToString(<WelcomeSurvey markdown={markdown} />), markdown };
}
