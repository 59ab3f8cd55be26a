/**
 * The number of questions the intro announces ("Answer 11 short questions"). The intro is part of every entry page,
 * so it states a constant rather than loading the questionnaire to count it; test/unit/pages.test.ts checks it
 * against the count of the questionnaire's question pages (questionCount in pages.ts) in every language.
 */
export const QUESTION_COUNT = 11;
