/**
 * The pages the build prerenders, and which HTML file answers an address. One definition for the prerendering
 * (vite.config.ts), the local server (serve.mjs) and the host's rewrites (netlify.toml, checked against it by
 * netlify/netlify-config.test.ts).
 */

export const PRERENDERED_LANGUAGES = ['nl', 'fr', 'de'];

/** Views that have their own prerendered page; `results` is the frame every results address shares. */
export const PRERENDERED_VIEWS = ['survey', 'privacy', 'methodology', 'results'];

/** The file (relative to dist/) of a language's view. */
export function prerenderedFile(language, view) {
  return view === 'survey' ? `pages/${language}.html` : `pages/${language}/${view}.html`;
}

/** The address a view is rendered at (the results frame at a placeholder supplier). */
export function prerenderedPath(language, view) {
  return view === 'survey' ? `/${language}` : `/${language}/${view === 'results' ? '-' : view}`;
}

/**
 * The modules (relative to the app's folder) a view's first render loads on demand besides the entry: main.tsx's
 * `loadFirstView` and the language's texts (the results page's calculations, with the supplier figures and the
 * methodology texts, load only when the visitor opens one). Its page
 * preloads their chunks with the entry, so they download in parallel with it instead of after it has run.
 * test/e2e/prerender.test.ts checks that each page preloads exactly the scripts it then loads.
 */
export function firstViewModules(language, view) {
  // The parts of the view texts each view needs: VIEW_TEXTS in src/i18n/index.ts.
  const entryTexts = `src/i18n/entry/${language}.json`;
  const viewTexts = `src/i18n/views/${language}.json`;
  const resultsTexts = `src/i18n/results/${language}.json`;
  switch (view) {
    case 'survey':
      return [entryTexts, 'src/components/SupplierBanner.tsx'];
    case 'privacy':
      return [entryTexts, viewTexts, 'src/components/PrivacyStatement.tsx', `virtual:powercheck-markdown/${language}`];
    case 'methodology':
      return [entryTexts, resultsTexts, 'src/methodology/MethodologyPage.tsx', `src/i18n/methodology/${language}.json`];
    case 'results':
      return [entryTexts, resultsTexts, 'src/results/ResultsPage.tsx'];
    default:
      throw new Error(`no prerendered view '${view}'`);
  }
}

/** Every prerendered page: language, view, the address rendered and the file written. */
export function prerenderedPages() {
  return PRERENDERED_LANGUAGES.flatMap((language) =>
    PRERENDERED_VIEWS.map((view) => ({ language, view, path: prerenderedPath(language, view), file: prerenderedFile(language, view) })),
  );
}

/**
 * The prerendered file that answers a pathname, or null for the app shell (index.html). A trailing slash is
 * ignored, as the host does: `/nl/` is `/nl`. Any one segment after a language other than privacy and methodology
 * is a results address.
 */
export function prerenderedFileFor(pathname) {
  const segments = pathname.split('/').filter(Boolean);
  const [language, second, ...rest] = segments;
  if (!PRERENDERED_LANGUAGES.includes(language) || rest.length > 0) return null;
  if (second === undefined) return prerenderedFile(language, 'survey');
  if (second === 'privacy' || second === 'methodology') return prerenderedFile(language, second);
  return prerenderedFile(language, 'results');
}

/**
 * The intro ready for the visitor: the prerendered intro once hydrated (`data-hydrated`; the survey code loads when
 * its start button is pressed), or the survey's own intro page.
 */
export const READY_INTRO = 'form.ts-page[data-page-key="first_page"]:is([data-hydrated], :not([data-preview]))';
