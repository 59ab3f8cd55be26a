import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@treesponse/react/styles.css';
import './styles.css';
import { resolveConfig } from './config.js';
import { VIEW_TEXTS, createAppI18n } from './i18n/index.js';
import { App } from './app/App.js';
import { loadSupplierBanner, resumeKeptQuestionnaire } from './app/deferred.js';
import { languageForHost, parseRoute } from './app/router.js';
import { prerenderedViewOf, viewId } from './app/prerendered.js';
import { loadMarkdownTable } from './markdown/tables.js';

const config = resolveConfig();
const hostLanguage = languageForHost(window.location.hostname, config);
const route = parseRoute(window.location.pathname, hostLanguage);
const language = route.kind === 'root' ? hostLanguage : route.language;
const container = document.getElementById('root') as HTMLElement;

function localStorageOrNothing(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

// Code the first view needs loads in parallel with the texts: the banner for the intro, a lazy view's own chunk.
function loadFirstView(): Promise<unknown> {
  switch (route.kind) {
    case 'results':
      return import('./results/ResultsPage.js');
    case 'privacy':
      // The precompiled Markdown downloads in parallel; the statement falls back to the parser without it.
      return Promise.all([import('./components/PrivacyStatement.js'), loadMarkdownTable(route.language)]).then(
        ([{ loadStatementMarkdown }]) => loadStatementMarkdown(route.language),
      );
    case 'methodology':
      return Promise.all([
        import('./methodology/MethodologyPage.js'),
        import('./methodology/texts/index.js').then(({ loadMethodologyTexts }) => loadMethodologyTexts(route.language)),
      ]);
    default:
      return loadSupplierBanner();
  }
}

if (route.kind === 'survey') resumeKeptQuestionnaire(config, localStorageOrNothing(), route.language);
// The intro needs the entry texts only; the other prerendered views need their parts of the view texts before they
// hydrate.
const views = route.kind === 'results' || route.kind === 'privacy' || route.kind === 'methodology' ? VIEW_TEXTS[route.kind] : false;
void Promise.all([createAppI18n(language, { views }), loadFirstView()]).then(([i18n]) => {
  document.documentElement.lang = language;
  const app = <App i18n={i18n} config={config} hostLanguage={hostLanguage} />;
  // Prerendered HTML of this very view is hydrated; any other (the results frame, the shell of `/`) is replaced.
  const hydratable = route.kind !== 'root' && route.kind !== 'results' && prerenderedViewOf(container) === viewId(route);
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it in one long task.
  if (hydratable) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
});
