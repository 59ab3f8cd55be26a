/**
 * The demo survey, the playground's definition and the sample like options read as written in each language: French
 * puts a narrow no-break space (U+202F) before ? : ! ; so the mark never wraps alone (the workspace's shared check),
 * and the like options are answered in the survey's language.
 */
import { frenchPunctuationReport } from '@treesponse/browser-testing/french-typography';
import { describe, expect, it } from 'vitest';
import { demoSurvey } from '../demo/demoSurvey.js';
import { sampleLikeOptions, SAMPLE_LIKE_OPTIONS } from '../demo/fixtures.js';
import { PLAYGROUND_DEFINITION } from '../demo/Playground.stories.js';

/** Every French text of a definition (any `fr` value of a localized text). */
function frenchTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(frenchTexts);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (key === 'fr' && typeof inner === 'string' ? [inner] : frenchTexts(inner)));
  }
  return [];
}

describe('demo texts in each language', () => {
  it('keeps French high punctuation on the line of its word', () => {
    const texts = [
      ...frenchTexts(demoSurvey).map((text) => ['demo survey', text] as const),
      ...sampleLikeOptions('fr').flatMap((option) => [option.name, option.text]).map((text) => ['like options', text] as const),
      ...frenchTexts(JSON.parse(PLAYGROUND_DEFINITION)).map((text) => ['playground', text] as const),
    ];
    const byPlace = Object.fromEntries(texts.map(([place, text], index) => [`${place} #${index}`, text]));
    expect(Object.keys(byPlace).filter((key) => key.startsWith('playground')).length).toBeGreaterThan(10);
    expect(Object.keys(byPlace).length).toBeGreaterThan(30);
    expect(frenchPunctuationReport(byPlace)).toEqual([]);
  });

  it('answers the like options in the survey language', () => {
    for (const language of ['nl', 'fr', 'de'] as const) {
      const options = sampleLikeOptions(language);
      expect(options.map((option) => option.id)).toEqual(SAMPLE_LIKE_OPTIONS.map((option) => option.id));
      options.forEach((option, index) => {
        expect(option.name, language).not.toBe(SAMPLE_LIKE_OPTIONS[index]!.name);
        expect(option.text, language).not.toBe(SAMPLE_LIKE_OPTIONS[index]!.text);
      });
    }
  });
});
