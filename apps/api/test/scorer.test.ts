import { describe, expect, test } from 'vitest';
import { proficiencyScore, toxicityScore, wordListScorer, words } from '../src/scorer.js';

describe('offline feedback scorer', () => {
  test('words are lower-cased without accents, ß becomes ss', () => {
    expect(words('Scheiße! Débile, ÉCOLE 2x')).toEqual(['scheisse', 'debile', 'ecole', '2x']);
  });

  test.each([
    ['nl', 'Wat een klootzak.', 0.6],
    ['fr', "Quel connard, c'est de la merde.", 0.84],
    ['de', 'Du Arschloch, du Vollidiot, so eine Scheiße.', 0.936],
    ['en', 'You are an idiot.', 0.6],
  ])('abusive words in %s raise the toxicity (%s)', (_language, text, expected) => {
    expect(toxicityScore(text)).toBe(expected);
  });

  test('clean text scores 0, and words only match whole (Scunthorpe, concert, classe)', () => {
    expect(toxicityScore('Ik wil meer groen in de stad en een veilige fietsroute.')).toBe(0);
    expect(toxicityScore('Scunthorpe hosts a concert; la classe de musique.')).toBe(0);
    expect(toxicityScore('')).toBe(0);
  });

  test('repeating the same word counts once', () => {
    expect(toxicityScore('idiot idiot idiot')).toBe(0.6);
  });

  test('proficiency follows LIX * 0.3: short plain sentences are low, long words and sentences high', () => {
    const plain = 'Ik wil een park. Het is fijn. Wij gaan daar graag heen.';
    // 12 words, 3 sentences, 0 long words: LIX 4 -> 1.2
    expect(proficiencyScore(plain)).toBe(1.2);
    const dense =
      'De gemeentelijke beleidsvoorbereiding betreffende duurzame mobiliteitsinfrastructuur vereist ' +
      'systematische participatietrajecten waarbij bewoners, ondernemers en maatschappelijke organisaties ' +
      'gezamenlijk prioriteiten formuleren en evalueren.';
    expect(proficiencyScore(dense)).toBeGreaterThan(15);
    expect(proficiencyScore('   ')).toBe(0);
  });

  test('the scorer returns the wire shape', async () => {
    expect(await wordListScorer.score('Quel idiot.')).toEqual({ toxicity: { score: 0.6 }, proficiency: expect.any(Number) });
  });
});

test('everyday words that start like an insult are not flagged', () => {
  expect(toxicityScore('Hoera! Le ramassage des ordures, un computer, du bloed, pros and cons.')).toBe(0);
});
