import { describe, expect, it } from 'vitest';
import { createSurvey, LANGUAGES, MESSAGES, parseLocaleNumber, type Question } from '../src/index.js';
import { createOfflineApi } from '../src/offline-api.js';
import { page, survey, testEnvironment } from './support/fixtures.js';

function one(question: Question, language: 'en' | 'nl' | 'fr' | 'de' = 'en') {
  const s = createSurvey({ definition: survey([page('p', 1, [question])]), api: createOfflineApi(), language, environment: testEnvironment() });
  s.touch(question.key);
  return s;
}

describe('number questions', () => {
  it.each([
    ['3,5', 'nl', 3.5],
    ['3.5', 'nl', 3.5],
    ['1.500', 'nl', 1500],
    ['1.234,5', 'de', 1234.5],
    ['1 234,5', 'fr', 1234.5],
    ['1,500', 'en', 1500],
    ['3,5', 'en', 3.5],
    ['-2', 'en', -2],
    ['abc', 'en', null],
    ['1,2,3.4.5', 'en', null],
  ] as const)('reads %s in %s as %s', (text, language, expected) => {
    expect(parseLocaleNumber(text, language)).toBe(expected);
  });

  it('stores typed text as a number and checks min, max and step in the survey language', async () => {
    const s = one({ key: 'kwh', type: 'number', min: 0.5, max: 10, step: 0.5, required: true }, 'nl');
    await s.ready();
    expect(s.getState().errors).toEqual({ kwh: 'Dit veld is verplicht' });
    s.setAnswer('kwh', '2,5');
    expect(s.getAnswer('kwh')).toBe(2.5);
    expect(s.getState().errors).toEqual({});
    s.setAnswer('kwh', 'veel');
    expect(s.getState().errors).toEqual({ kwh: 'Vul een getal in' });
    s.setAnswer('kwh', '0,25');
    expect(s.getState().errors).toEqual({ kwh: 'Moet minstens 0,5 zijn' });
    s.setAnswer('kwh', '11');
    expect(s.getState().errors).toEqual({ kwh: 'Mag hoogstens 10 zijn' });
    s.setAnswer('kwh', '2,7');
    expect(s.getState().errors).toEqual({ kwh: 'Moet in stappen van 0,5' });
    s.setAnswer('kwh', '');
    expect(s.getAnswer('kwh')).toBeUndefined();
  });
});

describe('date questions', () => {
  it('needs a real date within min and max, with the limit written in the survey language', async () => {
    const s = one({ key: 'moved', type: 'date', min: '2020-01-01', max: '2026-12-31' }, 'fr');
    await s.ready();
    s.setAnswer('moved', '2023-02-30');
    expect(s.getState().errors).toEqual({ moved: 'Veuillez saisir une date valide' });
    s.setAnswer('moved', '2019-12-31');
    expect(s.getState().errors).toEqual({ moved: 'Doit être le 1 janvier 2020 ou après' });
    await s.setLanguage('de');
    s.setAnswer('moved', '2027-01-01');
    expect(s.getState().errors).toEqual({ moved: 'Muss am 31. Dezember 2026 oder früher sein' });
    s.setAnswer('moved', '2024-02-29');
    expect(s.getState().errors).toEqual({});
  });
});

describe('dropdown and matrix questions', () => {
  const options = [{ value: '1', label: 'Low' }, { value: '2', label: 'High' }];

  it('a required dropdown needs a choice', () => {
    const s = one({ key: 'supplier', type: 'dropdown', required: true, options });
    expect(s.getState().errors).toEqual({ supplier: 'This question is required' });
    s.setAnswer('supplier', '2');
    expect(s.getState().pageValid).toBe(true);
  });

  it('a matrix, once started or when required, needs every row', () => {
    const rows = [{ value: 'price', label: 'Price' }, { value: 'green', label: 'Green power' }];
    const optional = one({ key: 'm', type: 'matrix', rows, options });
    expect(optional.getState().pageValid).toBe(true);
    optional.setAnswer('m', { price: '1' });
    expect(optional.getState().errors).toEqual({ m: 'Please answer every row' });
    optional.setAnswer('m', { price: '1', green: '2' });
    expect(optional.getState().errors).toEqual({});
    const required = one({ key: 'm', type: 'matrix', rows, options, required: true }, 'nl');
    required.setAnswer('m', {});
    expect(required.getState().errors).toEqual({ m: 'Beantwoord elke rij' });
  });

  it('every new message exists in en, nl, fr and de', () => {
    for (const key of ['validation.number', 'validation.min', 'validation.max', 'validation.step', 'validation.date', 'validation.dateMin', 'validation.dateMax', 'validation.matrixRows', 'dropdown.choose'] as const) {
      for (const language of LANGUAGES) expect(MESSAGES[language][key], `${language} ${key}`).toMatch(/\S/);
    }
  });
});

describe('piping the new types into texts', () => {
  it('writes numbers as the language does and a matrix as row: choice pairs', () => {
    const s = createSurvey({
      definition: survey([
        page('p', 1, [
          { key: 'kwh', type: 'number' },
          { key: 'm', type: 'matrix', rows: [{ value: 'price', label: { en: 'Price', nl: 'Prijs' } }, { value: 'green' }], options: [{ value: '1', label: { en: 'Low', nl: 'Laag' } }] },
        ]),
      ]),
      api: createOfflineApi(),
      language: 'nl',
      environment: testEnvironment(),
    });
    s.setAnswer('kwh', '3,5');
    s.setAnswer('m', { price: '1', green: '1' });
    expect(s.text({ nl: '{{kwh}} kWh; {{m}}', en: '' })).toBe('3,5 kWh; Prijs: Laag, green: Laag');
    s.setLanguage('en');
    expect(s.text('{{kwh}} kWh; {{m}}')).toBe('3.5 kWh; Price: Low, green: Low');
  });
});
