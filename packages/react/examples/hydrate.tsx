import { hydrateRoot } from 'react-dom/client';
import { preloadSurvey, type PrecompiledMarkdown } from '@treesponse/react';
import { welcome, WelcomeSurvey } from './server-render';

// The server wrote the HTML into #root and the table into <script type="application/json" id="markdown">.
const markdown = JSON.parse(document.getElementById('markdown')!.textContent!) as PrecompiledMarkdown;
// The same components as on the server before the first render, so that it matches the HTML.
await preloadSurvey(welcome);
hydrateRoot(document.getElementById('root')!, <WelcomeSurvey markdown={markdown} />);
