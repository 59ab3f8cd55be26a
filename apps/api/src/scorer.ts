/**
 * AI feedback on a free-text answer: a toxicity score (0..1) and a proficiency number read like a school grade.
 * The scorer is pluggable (pass your own `FeedbackScorer`); the default works offline with no model:
 * - toxicity: abusive words from a small Dutch, French, German and English list. Each distinct hit raises the
 *   score: 1 - 0.4^hits (one hit 0.6, two 0.84, three 0.94). It cannot see insults without those words
 *   (sarcasm, threats in plain words) and can flag a quoted word.
 * - proficiency: the LIX readability index (average sentence length + percentage of words longer than 6 letters),
 *   times 0.3. LIX 30 (easy prose) gives 9, LIX 50 (hard prose) gives 15, matching the engine's thresholds
 *   "below 9 is low, above 15 is high". It measures sentence and word length, not grammar, spelling or content.
 */

export interface FeedbackScore {
  toxicity: { score: number };
  proficiency: number;
}

export interface FeedbackScorer {
  score(text: string): FeedbackScore | Promise<FeedbackScore>;
}

/** Lower-case, accent-free forms. Whole words only; a trailing '*' matches any word starting with the stem. */
const ABUSIVE_WORDS: readonly string[] = [
  // English
  'idiot', 'idiots', 'moron*', 'stupid', 'dumbass', 'fuck*', 'shit*', 'bullshit', 'bastard*', 'asshole*', 'bitch*',
  'crap', 'jerk', 'loser*', 'retard*', 'scum', 'cunt*', 'dickhead*', 'twat*', 'wanker*',
  // Dutch
  'klootzak*', 'kut', 'lul', 'idioot', 'idioten', 'sukkel*', 'debiel*', 'eikel*', 'hoer', 'hoeren', 'hoerenzoon', 'tering*', 'mongool*',
  'trut*', 'stommerik*', 'oetlul*', 'kankerlijer*', 'zakkenwasser*', 'flikker', 'godverdomme', 'kolere*',
  // French
  'connard*', 'connasse*', 'salaud*', 'salope*', 'merde*', 'putain*', 'abruti*', 'debile*',
  'cretin*', 'encule*', 'pute', 'putes', 'imbecile*', 'batard*', 'nique*',
  // German
  'arschloch*', 'scheisse*', 'scheiss*', 'dummkopf*', 'hurensohn*', 'wichser*', 'fotze*', 'blod', 'depp*',
  'trottel*', 'vollidiot*', 'mistkerl*', 'schlampe*', 'spast*', 'missgeburt*', 'penner*',
];

const EXACT = new Set(ABUSIVE_WORDS.filter((word) => !word.endsWith('*')));
const STEMS = ABUSIVE_WORDS.filter((word) => word.endsWith('*')).map((word) => word.slice(0, -1));

/** Words of a text, lower-case and without accents (ß becomes ss). */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

export function toxicityScore(text: string): number {
  const hits = new Set(words(text).filter((word) => EXACT.has(word) || STEMS.some((stem) => word.startsWith(stem))));
  return round(1 - 0.4 ** hits.size, 3);
}

/** LIX * 0.3, or 0 for a text without words. */
export function proficiencyScore(text: string): number {
  const all = words(text).filter((word) => /\p{L}/u.test(word));
  if (all.length === 0) return 0;
  const sentences = Math.max(1, (text.match(/[.!?;:]+(\s|$)/g) ?? []).length + (/[.!?;:]\s*$/.test(text.trim()) ? 0 : 1));
  const longWords = all.filter((word) => word.length > 6).length;
  const lix = all.length / sentences + (100 * longWords) / all.length;
  return round(lix * 0.3, 1);
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** The offline scorer described above. */
export const wordListScorer: FeedbackScorer = {
  score(text) {
    return { toxicity: { score: toxicityScore(text) }, proficiency: proficiencyScore(text) };
  },
};
