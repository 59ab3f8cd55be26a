import { describe, expect, it } from 'vitest';
import { STUDIO_LANGUAGES, STUDIO_MESSAGES, pickStudioLanguage, studioTranslator } from './messages.js';

describe("the studio's own texts", () => {
  it('exist in every studio language, none blank, with the same placeholders as English', () => {
    const keys = Object.keys(STUDIO_MESSAGES.en).sort();
    for (const language of STUDIO_LANGUAGES) {
      const table = STUDIO_MESSAGES[language];
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const key of keys) {
        const text = table[key as keyof typeof table];
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        const placeholders = (value: string) => [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(STUDIO_MESSAGES.en[key as keyof typeof table]));
      }
    }
  });

  it("picks the browser's first studio language and fills placeholders", () => {
    expect(pickStudioLanguage(['es-ES', 'fr-BE', 'nl'])).toBe('fr');
    expect(pickStudioLanguage(['es'])).toBe('en');
    expect(studioTranslator('nl')('tree.moved', { key: 'q1' })).toBe('q1 verplaatst.');
  });
});
