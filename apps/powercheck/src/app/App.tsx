import { lazy, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { AppConfig, AppLanguage } from '../config.js';
import { VIEW_TEXTS, switchLanguage } from '../i18n/index.js';
import { Header } from '../components/Header.js';
import { Footer } from '../components/Footer.js';
import { NotFound } from '../components/NotFound.js';
import { IntroPreview } from '../survey/IntroPreview.js';
import { MarkdownProvider } from '@treesponse/react';
import { loadMarkdownTable, useMarkdownTables } from '../markdown/tables.js';
import { LazySurveyScreen, useSurveyWanted } from './deferred.js';
import { OnDemandView } from './OnDemandView.js';
import { announceTakenOver } from './taken-over.js';
import { interceptLinkClicks, navigate, parseRoute, useLocation, type Route } from './router.js';

const ResultsPage = lazy(() => import('../results/ResultsPage.js'));
const PrivacyStatement = lazy(() => import('../components/PrivacyStatement.js'));
const MethodologyPage = lazy(() => import('../methodology/MethodologyPage.js'));

export interface AppProps {
  i18n: I18n;
  config: AppConfig;
  /** The language `/` opens on this host (see languageForHost). */
  hostLanguage: AppLanguage;
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

/** The keys of a view's document title and meta description. */
export function metaKeys(kind: Route['kind']): { title: string; description: string } {
  switch (kind) {
    case 'results':
      return { title: 'meta.resultsTitle', description: 'meta.resultsDescription' };
    case 'privacy':
      return { title: 'meta.privacyTitle', description: 'meta.privacyDescription' };
    case 'methodology':
      return { title: 'meta.methodologyTitle', description: 'meta.methodologyDescription' };
    case 'notFound':
      return { title: 'meta.notFoundTitle', description: 'meta.description' };
    default:
      return { title: 'meta.title', description: 'meta.description' };
  }
}

/** The whole app: routes, language, header and footer. */
export function App({ i18n, config, hostLanguage }: AppProps) {
  const location = useLocation();
  const { pathname, search } = splitLocation(location);
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
      // A language's static Markdown comes with its texts, so a switch never needs the Markdown parser.
      void Promise.all([switchLanguage(i18n, language), loadMarkdownTable(language)]).then(() => {
        if (!cancelled) setLoadedLanguage(language);
      });
    }
    return () => {
      cancelled = true;
    };
  }, [i18n, language]);

  useEffect(() => (rootRef.current ? interceptLinkClicks(rootRef.current) : undefined), []);
  // The buttons work now: the ones pressed before are pressed again (see taken-over.ts).
  useEffect(() => announceTakenOver(), []);

  // While another language's texts load, the previous view stays on screen.
  const ready = loadedLanguage === language && i18n.language === language;
  const shown = useRef<{ route: Exclude<Route, { kind: 'root' }>; search: string } | null>(null);
  if (ready && route.kind !== 'root') shown.current = { route, search };
  const view = shown.current;
  const markdown = useMarkdownTables();

  return (
    <I18nextProvider i18n={i18n}>
      <MarkdownProvider precompiled={markdown}>
        <div className="pc-app" ref={rootRef}>
          {view ? <Screen route={view.route} search={view.search} config={config} i18n={i18n} /> : null}
        </div>
      </MarkdownProvider>
    </I18nextProvider>
  );
}

function Screen({ route, search, config, i18n }: { route: Exclude<Route, { kind: 'root' }>; search: string; config: AppConfig; i18n: I18n }) {
  const { t } = useTranslation();
  const language = route.language;
  const surveyWanted = useSurveyWanted();

  const keys = metaKeys(route.kind);
  const title = t(keys.title);
  const description = t(keys.description);
  // A view may refine the title afterwards in a passive effect (the results page of an unknown supplier does).
  useLayoutEffect(() => {
    document.documentElement.lang = language;
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [language, title, description]);

  let content;
  switch (route.kind) {
    case 'survey':
      // The intro preview until the visitor starts (or a kept questionnaire resumes); then the survey view.
      content = surveyWanted ? (
        <OnDemandView i18n={i18n} language={language} texts={VIEW_TEXTS.survey} fallback={<IntroPreview i18n={i18n} />}>
          <LazySurveyScreen language={language} config={config} i18n={i18n} />
        </OnDemandView>
      ) : (
        <IntroPreview i18n={i18n} />
      );
      break;
    case 'results':
      content = (
        <OnDemandView i18n={i18n} language={language} texts={VIEW_TEXTS.results} fallback={<div className="pc-loading" />}>
          <ResultsPage language={language} supplier={route.supplier} search={search} />
        </OnDemandView>
      );
      break;
    case 'privacy':
      content = (
        <OnDemandView i18n={i18n} language={language} texts={VIEW_TEXTS.privacy} fallback={<div className="pc-loading" />}>
          <PrivacyStatement language={language} />
        </OnDemandView>
      );
      break;
    case 'methodology':
      content = (
        <OnDemandView i18n={i18n} language={language} texts={VIEW_TEXTS.methodology} fallback={<div className="pc-loading" />}>
          <MethodologyPage language={language} />
        </OnDemandView>
      );
      break;
    default:
      content = <NotFound language={language} />;
  }

  return (
    <Frame language={language} pathFor={(target) => pathForLanguage(route, search, target)}>
      {content}
    </Frame>
  );
}

/** Header, main content and footer of every view. */
export function Frame({ language, pathFor, children }: { language: AppLanguage; pathFor: (language: AppLanguage) => string; children: ReactNode }) {
  return (
    <>
      <Header language={language} pathFor={pathFor} />
      <main id="main" className="pc-main" tabIndex={-1}>
        {children}
      </main>
      <Footer language={language} />
    </>
  );
}
