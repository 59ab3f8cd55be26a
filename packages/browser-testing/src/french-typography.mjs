/**
 * French typography of a text: a narrow no-break space (U+202F) before : ; ! and ?, so the sign never wraps to a
 * line of its own and the gap is the width French printing uses. Shared by the tests of every package with French
 * texts. Plain JavaScript, without Chromium, so a unit test imports it for nothing.
 */

/**
 * Each : ; ! or ? of a French text (ending a word: followed by a space, the end, a closing quote or bracket, or
 * Markdown emphasis) with something other than U+202F before it, as the sign and the character before it.
 * Placeholders (`{{name}}`, `{count}`) count as words; addresses (`https://…?a=b`, a Markdown link's target) are
 * not prose.
 */
export function frenchPunctuationProblems(text) {
  const prose = text
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\b(https?|mailto):[^\s)]*/g, '')
    .replace(/\{\{[^}]*\}\}|\{[^{}]*\}/g, 'X');
  return [...prose.matchAll(/(.)([:;!?])(?=[\s*_'’»)]|$)/gu)].filter((match) => match[1] !== '\u202F').map((match) => match[0]);
}

/**
 * The problems of a table of texts by key, as `key: «sign»` lines (empty when every text is right). Nested tables
 * are walked (`places.BE-WAL`); values other than texts and tables are skipped.
 */
export function frenchPunctuationReport(texts, prefix = '') {
  return Object.entries(texts).flatMap(([key, text]) => {
    if (typeof text === 'string') return frenchPunctuationProblems(text).map((sign) => `${prefix}${key}: «${sign}»`);
    return text && typeof text === 'object' ? frenchPunctuationReport(text, `${prefix}${key}.`) : [];
  });
}
