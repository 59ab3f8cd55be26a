/**
 * The methodology page as it renders in nl, fr and de, with every text that is filled in with figures (also those the
 * prerendered page does not show: the out-of-date warning, every source's name, both forms of a specification row),
 * kept in __snapshots__/. A changed methodology text changes its snapshot: look at the difference, then accept it with
 * `vitest run -u`.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createAppI18n } from '../i18n/index.js';
import { FIGURES, REGIONS } from '../suppliers/index.js';
import MethodologyPage from './MethodologyPage.js';
import { loadMethodologyTexts } from './texts/index.js';

describe('the rendered methodology', () => {
  it.each(['nl', 'fr', 'de'] as const)('%s', async (language) => {
    const texts = await loadMethodologyTexts(language);
    const i18n = await createAppI18n(language, { views: ['results'] });
    const page = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <MethodologyPage language={language} />
      </I18nextProvider>,
    );
    const filled = [
      ...REGIONS.map((region) => texts.outOfDate(texts.regions[region], '1 oktober 2026', 53)),
      ...Object.entries(FIGURES.sources).map(([id, source]) => texts.sourceName(id, source)),
      texts.sourceName('another-source', { ...FIGURES.sources['ombudsman-2024']!, title: 'Another source' }),
      texts.specificationRow('Prijs', 1, 0.42),
      texts.specificationRow('Prijs', 0, null),
      texts.score(87),
      texts.olderEdition('2021'),
      texts.publishedRetrieved('10 oktober 2026', '23 november 2026'),
      texts.dataVersion('v7', { flanders: 'F', wallonia: 'W', brussels: 'B' }),
    ];
    await expect(`${page.replace(/></g, '>\n<')}\n\n${filled.join('\n')}\n`).toMatchFileSnapshot(`__snapshots__/methodology-${language}.html`);
  });
});
