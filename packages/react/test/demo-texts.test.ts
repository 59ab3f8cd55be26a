/**
 * The demo survey and the sample like options read as written in each language: French puts a narrow no-break space
 * (U+202F) before ? : ! ; so the mark never wraps alone, and the like options are answered in the survey's language.
 */
import { describe, expect, it } from 'vitest';
import { demoSurvey } from '../demo/demoSurvey.js';
import { sampleLikeOptions, SAMPLE_LIKE_OPTIONS } from '../demo/fixtures.js';

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
    const texts = [...frenchTexts(demoSurvey), ...sampleLikeOptions('fr').flatMap((option) => [option.name, option.text])];
    expect(texts.length).toBeGreaterThan(20);
    expect(texts.filter((text) => /[^\s\u202f][?!;:]/.test(text) && !/https?:/.test(text))).toEqual([]);
    expect(texts.filter((text) => / [?!;:]/.test(text))).toEqual([]);
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
