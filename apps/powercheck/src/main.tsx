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
void Promise.all([createAppI18n(language), loadSupplierBanner()]).then(([i18n]) => {
  document.documentElement.lang = language;
  createRoot(document.getElementById('root') as HTMLElement).render(<App i18n={i18n} config={config} />);
  // The survey code loads once the intro's texts are in, so it does not compete with them for the first paint.
  if (route.kind === 'root' || route.kind === 'survey') preloadSurvey();
});
