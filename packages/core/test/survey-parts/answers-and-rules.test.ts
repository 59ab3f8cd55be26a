import { describe, expect, it } from 'vitest';
import { inspectDefinition } from '../../src/definition.js';
import { createTranslator } from '../../src/translator.js';
import type { Question, SurveyDefinition } from '../../src/types.js';
import { createAnswerBook, targetOf, type ResponseCell, emptyTreesponse } from '../../src/survey/answers.js';
import { pageRuleErrors, skippedQuestions, visibleQuestions, withoutSkippedAnswers } from '../../src/survey/page-rules.js';
import { page, survey } from '../support/fixtures.js';

const blank = () => emptyTreesponse({ language: 'en' });

function bookOf(definition: SurveyDefinition) {
  const response: ResponseCell = { current: blank() };
  const translator = createTranslator({ language: 'en', translations: definition.translations });
  const book = createAnswerBook({ definition, inspection: inspectDefinition(definition), translator, response });
  return { book, response };
}

const colour: Question = {
  key: 'colour',
  type: 'radio',
  options: [
    { value: 'g', label: { en: 'Green', nl: 'Groen' } },
    { value: 'b', label: 'Blue' },
  ],
};
const postcode: Question = { key: 'pc', type: 'string', target: 'postcode' };
const pets: Question = { key: 'pets', type: 'number', skip: '{colour} = "b"' };
const definition = survey([page('a', 0, [colour, postcode, pets]), page('b', 1, [{ key: 'later', type: 'string', required: true }])], {
  computed: [{ key: 'double', expression: '{pets} * 2' }],
});

describe('answers and conditions (survey/answers.ts)', () => {
  it('keeps a special-field answer in its field, and registration numbers in validationCode', () => {
    expect(targetOf(postcode)).toBe('postcode');
    expect(targetOf({ key: 'r', type: 'rrn' })).toBe('validationCode');
    expect(targetOf(colour)).toBe('answers');
    const { book, response } = bookOf(definition);
    book.write('pc', '1000');
    expect(response.current.postcode).toBe('1000');
    expect(response.current.answers.pc).toBeUndefined();
    expect(book.read('pc')).toBe('1000');
    book.write('pc', undefined);
    expect(response.current.postcode).toBeNull();
  });

  it('pipes answers as the respondent reads them and computes values from the current answers', () => {
    const { book } = bookOf(definition);
    book.write('colour', 'g');
    book.write('pets', 3);
    expect(book.pipe('You chose {{colour}} and {{ double }}; {{unknown}} stays')).toBe('You chose Green and 6; {{unknown}} stays');
    expect(book.computed()).toEqual({ double: 6 });
    expect(book.translate({ literal: '{{pets}} pets' })).toBe('3 pets');
  });

  it('gives the same context until the answers change, so conditions can cache on it', () => {
    const { book } = bookOf(definition);
    const first = book.context();
    expect(book.context()).toBe(first);
    book.write('colour', 'b');
    expect(book.context()).not.toBe(first);
    expect(book.context().read!('colour')).toBe('b');
  });
});

describe('page rules (survey/page-rules.ts)', () => {
  it('shows, validates and drops by the same conditions', () => {
    const { book, response } = bookOf(definition);
    const [first, second] = definition.pages;
    book.write('colour', 'b');
    book.write('pets', 2);
    expect(visibleQuestions(first!, book.context()).map((q) => q.key)).toEqual(['colour', 'pc']);
    expect(skippedQuestions(definition.pages, book.context()).map((q) => q.key)).toEqual(['pets']);
    expect(Object.keys(pageRuleErrors(second!, book.read, book.context(), {}))).toEqual(['later']);
    const { treesponse, dropped } = withoutSkippedAnswers(response.current, definition.pages, book.context());
    expect(dropped).toEqual(['pets']);
    expect(treesponse.answers).toEqual({ colour: 'b' });
  });
});
