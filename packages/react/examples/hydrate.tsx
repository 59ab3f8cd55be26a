import { hydrateRoot } from 'react-dom/client';
import type { PrecompiledMarkdown } from '@treesponse/react';
import { WelcomeSurvey } from './server-render';

// The server wrote the HTML into #root and the table into <script type="application/json" id="markdown">.
const markdown = JSON.parse(document.getElementById('markdown')!.textContent!) as PrecompiledMarkdown;
hydrateRoot(document.getElementById('root')!, <WelcomeSurvey markdown={markdown} />);
