import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { AppConfig, AppLanguage } from '../config.js';
import { switchLanguage } from '../i18n/index.js';
import { Header } from '../components/Header.js';
import { Footer } from '../components/Footer.js';
import { NotFound } from '../components/NotFound.js';
import { IntroPreview } from '../survey/IntroPreview.js';
import { interceptLinkClicks, languageForHost, navigate, parseRoute, useLocation, type Route } from './router.js';

const SurveyScreen = lazy(() => import('../survey/SurveyScreen.js'));
const ResultsPage = lazy(() => import('../results/ResultsPage.js'));
const PrivacyStatement = lazy(() => import('../components/PrivacyStatement.js'));
const MethodologyPage = lazy(() => import('../methodology/MethodologyPage.js'));

/** Starts loading the survey code right away: the intro is shown from the main bundle meanwhile. */
export function preloadSurvey(): void {
  void import('../survey/SurveyScreen.js');
}

export interface AppProps {
  i18n: I18n;
  config: AppConfig;
}

function splitLocation(location: string): { pathname: string; search: string } {
  const index = location.indexOf('?');
  return index < 0 ? { pathname: location, search: '' } : { pathname: location.slice(0, index), search: location.slice(index) };
}

/** The address of the same view in another language. */
function pathForLanguage(route: Route, search: string, language: AppLanguage): string {
  switch (route.kind) {
    case 'privacy':
      return `/${language}/privacy`;
    case 'methodology':
      return `/${language}/methodology`;
    case 'results':
      return `/${language}/${encodeURIComponent(route.supplier)}/${search}`;
    default:
      return `/${language}${search}`;
  }
}

function titleKey(route: Route): string {
  switch (route.kind) {
    case 'results':
      return 'meta.resultsTitle';
    case 'privacy':
      return 'meta.privacyTitle';
    case 'methodology':
      return 'meta.methodologyTitle';
    case 'notFound':
      return 'meta.notFoundTitle';
    default:
      return 'meta.title';
  }
}

/** The whole app: routes, language, header and footer. */
export function App({ i18n, config }: AppProps) {
  const location = useLocation();
  const { pathname, search } = splitLocation(location);
  const hostLanguage = languageForHost(window.location.hostname, config);
  const route = parseRoute(pathname, hostLanguage);
  const language: AppLanguage = route.kind === 'root' ? hostLanguage : route.language;
  const [loadedLanguage, setLoadedLanguage] = useState(i18n.language as AppLanguage);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (route.kind === 'root') navigate(`/${hostLanguage}${search}`, { replace: true });
  }, [route.kind, hostLanguage, search]);

  useEffect(() => {
    let cancelled = false;
    if (language !== i18n.language) {
      void switchLanguage(i18n, language).then(() => {
        if (!cancelled) setLoadedLanguage(language);
      });
    }
    return () => {
      cancelled = true;
    };
  }, [i18n, language]);

  useEffect(() => (rootRef.current ? interceptLinkClicks(rootRef.current) : undefined), []);

  // While another language's texts load, the previous view stays on screen.
  const ready = loadedLanguage === language && i18n.language === language;
  const shown = useRef<{ route: Exclude<Route, { kind: 'root' }>; search: string } | null>(null);
  if (ready && route.kind !== 'root') shown.current = { route, search };
  const view = shown.current;

  return (
    <I18nextProvider i18n={i18n}>
      <div className="pc-app" ref={rootRef}>
        {view ? <Screen route={view.route} search={view.search} config={config} i18n={i18n} /> : null}
      </div>
    </I18nextProvider>
  );
}

function Screen({ route, search, config, i18n }: { route: Exclude<Route, { kind: 'root' }>; search: string; config: AppConfig; i18n: I18n }) {
  const { t } = useTranslation();
  const language = route.language;

  const title = t(titleKey(route));
  // A view may refine the title afterwards in a passive effect (the results page of an unknown supplier does).
  useLayoutEffect(() => {
    document.documentElement.lang = language;
    document.title = title;
  }, [language, title]);

  let content;
  switch (route.kind) {
    case 'survey':
      content = (
        <Suspense fallback={<IntroPreview i18n={i18n} />}>
          <SurveyScreen language={language} config={config} i18n={i18n} />
        </Suspense>
      );
      break;
    case 'results':
      content = (
        <Suspense fallback={<div className="pc-loading" />}>
          <ResultsPage language={language} supplier={route.supplier} search={search} />
        </Suspense>
      );
      break;
    case 'privacy':
      content = (
        <Suspense fallback={<div className="pc-loading" />}>
          <PrivacyStatement language={language} />
        </Suspense>
      );
      break;
    case 'methodology':
      content = (
        <Suspense fallback={<div className="pc-loading" />}>
          <MethodologyPage language={language} />
        </Suspense>
      );
      break;
    default:
      content = <NotFound language={language} />;
  }

  return (
    <>
      <Header language={language} pathFor={(target) => pathForLanguage(route, search, target)} />
      <main id="main" className="pc-main" tabIndex={-1}>
        {content}
      </main>
      <Footer language={language} />
    </>
  );
}
