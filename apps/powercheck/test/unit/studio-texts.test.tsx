// @vitest-environment jsdom
// A text changed in the studio reaches the visitor: the questionnaire opens with the studio's loading code
// (scripts/studio-texts.mjs, openWithTexts of @treesponse/studio), a translator's change comes back through the
// studio's XLIFF import, the studio's export is written back to the text files, and the app draws the new text.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import coreSchema from '@treesponse/core/definition.schema.json';
import { createMemoryStorage, createSurvey } from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';
import { Survey } from '@treesponse/react';
import { createSchemaSet, exportXliff, importXliff, serializeDefinition, type JsonSchema } from '@treesponse/studio';
import { createAppI18n } from '../../src/i18n/index.js';
import { buildSurveyDefinition } from '../../src/survey/pages.js';
import { questionnaireWithTexts, readTextResources, serializeTexts, textsFromStudio } from '../../scripts/studio-texts.mjs';

const schemas = createSchemaSet(coreSchema as JsonSchema);
const CHANGED = 'Quelle importance a pour vous un prix bas sur votre facture\u202f?';

afterEach(cleanup);

describe('a text changed in the studio', () => {
  it('is written to its language’s file only, and the app shows it', async () => {
    const resources = readTextResources();
    const opened = questionnaireWithTexts(resources);
    // A translator changes the French question of the price page in the XLIFF file the studio exported.
    const xliff = exportXliff(schemas, opened, 'nl', 'fr');
    const before = resources.find((resource) => resource.name === 'src/i18n/views/fr.json')!;
    const old = ((before.texts.criteria as Record<string, Record<string, string>>).price!).question!;
    expect(xliff).toContain(old);
    const imported = importXliff(schemas, opened, xliff.replace(`<target>${old}</target>`, `<target>${CHANGED}</target>`));
    expect(imported.changed).toBe(1);
    // The studio's Export JSON, then the team's `save`.
    const written = textsFromStudio(serializeDefinition(imported.definition), resources);
    if (!written.ok) throw new Error(written.message);
    expect(written.changed).toEqual([{ name: 'src/i18n/views/fr.json', key: 'criteria.price.question', language: 'fr' }]);
    const files = written.resources.filter((resource, index) => serializeTexts(resource.texts) !== serializeTexts(resources[index]!.texts));
    expect(files.map((file) => file.name)).toEqual(['src/i18n/views/fr.json']);

    // The app with the written file: its French texts as the build would bundle them.
    const i18n = await createAppI18n('fr', { report: () => undefined, views: true });
    i18n.addResourceBundle('fr', 'translation', files[0]!.texts, true, true);
    const controller = createSurvey({ definition: buildSurveyDefinition(i18n), api: createOfflineApi(), language: 'fr', environment: { storage: createMemoryStorage() } });
    controller.goTo(controller.getState().pages.findIndex((page) => page.key === 'page_price'));
    render(
      <I18nextProvider i18n={i18n}>
        <Survey controller={controller} />
      </I18nextProvider>,
    );
    // As written: the default matcher would turn the narrow no-break space before '?' into a plain one.
    const exact = { normalizer: (text: string) => text };
    expect((await screen.findByText(CHANGED, exact)).tagName).toBe('LEGEND');
    expect(screen.queryByText(old, exact)).toBeNull();
  });

  it('is refused when it is left empty in a language, and nothing is written', () => {
    const resources = readTextResources();
    const opened = questionnaireWithTexts(resources) as { pages: { key: string; title?: Record<string, string> }[] };
    const page = opened.pages.find((candidate) => candidate.key === 'page_price')!;
    page.title = { ...page.title!, de: ' ' };
    const written = textsFromStudio(JSON.stringify(opened), resources);
    expect(written.ok).toBe(false);
    if (!written.ok) expect(written.message).toMatch(/^The text "criteria\.price\.title" \(pages\[\d+\]\.title\) is empty in "de"/);
  });
});
