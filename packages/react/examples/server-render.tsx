import { renderToString } from 'react-dom/server';
import { createSurvey, type LocalizedText, type SurveyDefinition } from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';
import { MarkdownProvider, preloadSurvey, Survey, type PrecompiledMarkdown } from '@treesponse/react';
import { precompileMarkdown } from '@treesponse/react/markdown';

export const welcome = {
  key: 'welcome',
  languages: ['en', 'nl'],
  pages: [
    {
      key: 'start',
      order: 1,
      title: { en: 'Welcome', nl: 'Welkom' },
      sections: [
        {
          type: 'content',
          key: 'intro',
          content: { en: 'This check takes **five minutes**. [Why we ask](/why).', nl: 'Dit duurt **vijf minuten**. [Waarom](/waarom).' },
        },
        { type: 'question', question: { key: 'name', type: 'string', required: true, label: 'Your first name' } },
        // A slider: one of the rarely used types, whose component preloadSurvey loads.
        { type: 'question', question: { key: 'people', type: 'slider', minValue: 1, maxValue: 8, label: 'People at home' } },
      ],
    },
  ],
} as SurveyDefinition;

/** One controller per page view, made outside render: on the server per request, in the browser once. */
export const createWelcome = (language: string) => createSurvey({ definition: welcome, api: createOfflineApi(), language });

/** The same component on the server and in the browser: the survey with its precompiled Markdown. */
export function WelcomeSurvey({ controller, markdown }: { controller: ReturnType<typeof createWelcome>; markdown: PrecompiledMarkdown }) {
  return (
    <MarkdownProvider precompiled={markdown}>
      <Survey controller={controller} />
    </MarkdownProvider>
  );
}

/** Every Markdown text of the survey's content sections, in every language (a text is one string or one per language). */
const markdownTexts = (definition: SurveyDefinition) =>
  definition.pages.flatMap((page) =>
    page.sections.flatMap((section) => (section.type === 'content' ? allLanguages(section.content) : [])),
  );
const allLanguages = (text: LocalizedText): string[] =>
  typeof text === 'string' ? [text] : Object.values(text).filter((value) => typeof value === 'string');

/**
 * On the server or at build time: the page's HTML, and its Markdown as JSON for the browser. `preloadSurvey` first
 * loads the components of the survey's rarely used question types, so that every question is in the HTML.
 */
export async function renderWelcome(language = 'en'): Promise<{ html: string; markdown: PrecompiledMarkdown }> {
  await preloadSurvey(welcome, { languages: [language] });
  const markdown = precompileMarkdown(markdownTexts(welcome));
  const controller = createWelcome(language);
  const html = renderToString(<WelcomeSurvey controller={controller} markdown={markdown} />);
  controller.destroy();
  return { html, markdown };
}
