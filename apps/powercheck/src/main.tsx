import { createRoot } from 'react-dom/client';
import '@treesponse/react/styles.css';
import './styles.css';
import { resolveConfig } from './config.js';
import { createAppI18n } from './i18n/index.js';
import { App, preloadSurvey } from './app/App.js';
import { loadSupplierBanner } from './app/deferred.js';
import { languageForHost, parseRoute } from './app/router.js';

const config = resolveConfig();
const hostLanguage = languageForHost(window.location.hostname, config);
const route = parseRoute(window.location.pathname, hostLanguage);
const language = route.kind === 'root' ? hostLanguage : route.language;
// Code the first view needs loads in parallel with the texts: the banner for the intro, a lazy view's own chunk.
const firstView =
  route.kind === 'results'
    ? import('./results/ResultsPage.js')
    : route.kind === 'privacy'
      ? import('./components/PrivacyStatement.js')
      : loadSupplierBanner();
void Promise.all([createAppI18n(language), firstView]).then(([i18n]) => {
  document.documentElement.lang = language;
  createRoot(document.getElementById('root') as HTMLElement).render(<App i18n={i18n} config={config} />);
  // The survey code loads once the intro's texts are in, so it does not compete with them for the first paint.
  if (route.kind === 'root' || route.kind === 'survey') preloadSurvey();
});
