/**
 * The build's server entry (see vite.config.ts): renders a view to HTML with react-dom/server, waiting for every
 * lazy part, so the page is complete before any script runs. The browser then hydrates it (main.tsx).
 */
import type { ReactElement } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_CONFIG, type AppLanguage } from './config.js';
import { createAppI18n } from './i18n/index.js';
import { App, Frame, metaKeys } from './app/App.js';
import { loadSupplierBanner } from './app/deferred.js';
import { homePath, setServerLocation } from './app/router.js';
import { loadMethodologyTexts } from './methodology/texts/index.js';
import { viewId } from './app/prerendered.js';
import { staticMarkdownSources } from './markdown/sources.js';
import { addMarkdownTable } from './markdown/tables.js';
import type { PrecompiledMarkdown } from '@treesponse/react';

/** The static Markdown of a language, for the build to precompile. */
export async function markdownSources(language: AppLanguage): Promise<string[]> {
  return staticMarkdownSources(await createAppI18n(language, { views: true }), language);
}

export type PrerenderedView = 'survey' | 'privacy' | 'methodology' | 'results';

export interface RenderedPage {
  /** The root element's content. */
  html: string;
  /** `data-view` of the root element (see app/prerendered.ts). */
  view: string;
  language: AppLanguage;
  title: string;
  description: string;
}

/**
 * HTML that needs no inline script or style (the CSP allows neither): a first pass waits for every lazy part, the
 * second renders them all at once, without Suspense fallbacks or streaming scripts.
 */
async function completeHtml(element: ReactElement): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(new Writable({ write: (_chunk, _encoding, done) => done(), final: (done) => (done(), resolve()) })),
      onShellError: reject,
      onError: reject,
    });
  });
  const html = renderToString(element);
  const unfinished = /<!--\$[?!]-->|<script|<template| style="/.exec(html);
  if (unfinished) throw new Error(`prerender: the page still needs a script or inline style (${unfinished[0]})`);
  return html;
}

/**
 * Renders one view of one language. The results page is rendered as its frame (header, heading, footer): its
 * content depends on the address's query, which only the browser knows.
 */
export async function renderPage(language: AppLanguage, view: PrerenderedView, markdown: PrecompiledMarkdown): Promise<RenderedPage> {
  addMarkdownTable(markdown);
  const i18n = await createAppI18n(language, { views: true });
  await loadSupplierBanner();
  if (view === 'methodology') await loadMethodologyTexts(language);
  const t = i18n.getFixedT(language);
  const keys = metaKeys(view);
  let element;
  if (view === 'results') {
    element = (
      <I18nextProvider i18n={i18n}>
        <div className="pc-app">
          <Frame language={language} pathFor={homePath}>
            <div className="pc-results pc-loading">
              <h1>{t('results.title')}</h1>
            </div>
          </Frame>
        </div>
      </I18nextProvider>
    );
  } else {
    setServerLocation(view === 'survey' ? `/${language}` : `/${language}/${view}`);
    element = <App i18n={i18n} config={DEFAULT_CONFIG} hostLanguage={language} />;
  }
  return {
    html: await completeHtml(element),
    view: viewId({ kind: view, language }),
    language,
    title: t(keys.title),
    description: t(keys.description),
  };
}
