import { hydrateRoot } from 'react-dom/client';
import { preloadSurvey, type PrecompiledMarkdown } from '@treesponse/react';
import { createWelcome, welcome, WelcomeSurvey } from './server-render';

// The server wrote the HTML into #root and the table into <script type="application/json" id="markdown">.
const markdown = JSON.parse(document.getElementById('markdown')!.textContent!) as PrecompiledMarkdown;
const language = document.documentElement.lang;
// The same components and texts as on the server before the first render, so that it matches the HTML.
await preloadSurvey(welcome, { languages: [language] });
hydrateRoot(document.getElementById('root')!, <WelcomeSurvey controller={createWelcome(language)} markdown={markdown} />);
