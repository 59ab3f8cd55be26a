import { describe, expect, it } from 'vitest';
import { createSurvey, MESSAGE_KEYS, MESSAGES, MissingTranslationError, type Question } from '../src/index.js';
import { createOfflineApi } from '../src/offline-api.js';
import { page, survey, testEnvironment } from './support/fixtures.js';

// Run in a file of its own: the engine's texts are loaded once per process.
describe('the English texts of the rarely used question types', () => {
  const start = (questions: Question[], errors: unknown[]) =>
    createSurvey({ definition: survey([page('p', 1, questions)]), api: createOfflineApi(), language: 'en', environment: testEnvironment(), onError: (error) => void errors.push(error) });

  it('stay out of a survey without those types, and load with the rules of one that has one', async () => {
    // Listed with every other key, in MESSAGES too.
    expect(MESSAGE_KEYS).toEqual(expect.arrayContaining(['tagbox.noMatches', 'ranking.moveUp', 'paneldynamic.add', 'validation.minPanels']));
    expect(MESSAGES.en['tagbox.noMatches']).toBe('No matches');

    const errors: unknown[] = [];
    const plain = start([{ key: 'name', type: 'string' }, { key: 'likes', type: 'boolean' }], errors);
    await plain.ready();
    // Yes/no is the exception: a piped yes/no answer reads its words on any page.
    expect(plain.t('boolean.yes')).toBe('Yes');
    expect(plain.t('tagbox.noMatches')).toBe('tagbox.noMatches');
    expect(errors).toEqual([expect.any(MissingTranslationError)]);
    // Nor those of dates and matrices, whose rules load on demand too.
    const older = ['validation.dateMin', 'validation.matrixRows'] as const;
    for (const key of older) expect(plain.t(key)).toBe(key);

    // A date question loads them, with the rules of dates.
    const dates = start([{ key: 'moved', type: 'date', min: '2020-01-01' }], []);
    await dates.ready();
    expect(older.map((key) => dates.t(key))).toEqual(['Should be on or after {{date}}', 'Please answer every row']);
    dates.setAnswer('moved', '2019-05-01');
    await dates.next();
    expect(dates.getState().errors.moved).toBe('Should be on or after January 1, 2020');

    const tags = start([{ key: 'tags', type: 'tagbox', required: true, minSelected: 2, options: [{ value: 'a' }, { value: 'b' }] }], []);
    await tags.ready();
    expect(tags.t('tagbox.noMatches')).toBe('No matches');
    expect(tags.t('paneldynamic.add', { n: 2 })).toBe('Add item 2');
    tags.setAnswer('tags', ['a']);
    await tags.next();
    expect(tags.getState().errors.tags).toBe('Select at least 2 options');
  });
});
