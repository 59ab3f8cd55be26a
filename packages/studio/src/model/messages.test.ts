import { describe, expect, it } from 'vitest';
import { STUDIO_LANGUAGES, STUDIO_MESSAGES, pickStudioLanguage, studioTranslator, type Message, type MessageKey } from './messages.js';

describe("the studio's own texts", () => {
  it('exist in every studio language, none blank, with the same placeholders as English', () => {
    const keys = Object.keys(STUDIO_MESSAGES.en).sort();
    for (const language of STUDIO_LANGUAGES) {
      const table = STUDIO_MESSAGES[language];
      expect(Object.keys(table).sort()).toEqual(keys);
      const forms = (message: Message) => (typeof message === 'string' ? [message] : Object.values(message));
      const placeholders = (value: string) => [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const key of keys) {
        const english = placeholders(forms(STUDIO_MESSAGES.en[key as MessageKey])[0]!);
        for (const text of forms(table[key as MessageKey])) {
          expect(text.trim(), `${language} ${key}`).not.toBe('');
          expect(placeholders(text), `${language} ${key}`).toEqual(english);
        }
      }
    }
  });

  it("picks the browser's first studio language and fills placeholders", () => {
    expect(pickStudioLanguage(['es-ES', 'fr-BE', 'nl'])).toBe('fr');
    expect(pickStudioLanguage(['es'])).toBe('en');
    expect(studioTranslator('nl')('tree.moved', { key: 'q1' })).toBe('q1 verplaatst.');
  });

  it('says counts in the singular and the plural by each language’s rules, never "(s)"', () => {
    const expected: Record<string, [string, string, string]> = {
      en: ['0 problems', '1 problem', '2 problems'],
      nl: ['0 problemen', '1 probleem', '2 problemen'],
      fr: ['0 problème', '1 problème', '2 problèmes'],
      de: ['0 Probleme', '1 Problem', '2 Probleme'],
    };
    for (const language of STUDIO_LANGUAGES) {
      const t = studioTranslator(language);
      expect([0, 1, 2].map((count) => t('tree.problems', { count }))).toEqual(expected[language]);
      for (const key of Object.keys(STUDIO_MESSAGES.en) as MessageKey[]) {
        for (const count of [1, 3]) expect(t(key, { count, ids: 'a', key: 'k', name: 'n', file: 'f', time: 't', reason: 'r' }), `${language} ${key}`).not.toMatch(/\((s|en|e|n)\)|\/problemen/);
      }
    }
    expect(studioTranslator('en')('export.blocked', { count: 1 })).toBe('Export refused: the definition has 1 problem. It is listed at its element.');
    expect(studioTranslator('fr')('translations.imported', { count: 2 })).toBe('2 textes modifiés.');
  });
});
