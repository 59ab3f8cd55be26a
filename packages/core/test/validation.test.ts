import { describe, expect, it } from 'vitest';
import {
  typesUsed,
  clampSliderValue,
  createSurvey,
  isEmptyAnswer,
  isValidEmail,
  LANGUAGES,
  mimeTypeAllowed,
  validateFile,
  type AnswerValue,
  type EngineLanguage,
  type Question,
  UnknownQuestionTypeError,
} from '../src/index.js';
import { createOfflineApi } from '../src/offline-api.js';
import { page, survey, testEnvironment } from './support/fixtures.js';

/** The expected text of every validation message in every language, written out so a changed text fails. */
const EXPECTED: Record<EngineLanguage, Record<string, string>> = {
  en: {
    required: 'This question is required',
    minLength: 'Should be at least 3 characters',
    maxLength: 'Should be maximum 5 characters',
    email: 'Please fill in a valid email',
    maxSelected: 'Select up to 1 options',
    minSelected: 'Select at least 2 options',
    fileTooLarge: 'This file is too large',
    fileType: 'This type of file is not permitted',
  },
  nl: {
    required: 'Dit veld is verplicht',
    minLength: 'Moet minstens 3 tekens bevatten',
    maxLength: 'Mag maximaal 5 tekens bevatten',
    email: 'Vul een geldig e-mailadres in',
    maxSelected: 'Selecteer maximaal 1 opties',
    minSelected: 'Selecteer minstens 2 opties',
    fileTooLarge: 'Dit bestand is te groot',
    fileType: 'Dit type bestand is niet toegestaan',
  },
  fr: {
    required: 'Ce champ est obligatoire',
    minLength: 'Doit contenir au moins 3 caractères',
    maxLength: 'Doit contenir au maximum 5 caractères',
    email: 'Veuillez saisir une adresse e-mail valide',
    maxSelected: 'Sélectionnez au maximum 1 options',
    minSelected: 'Sélectionnez au moins 2 options',
    fileTooLarge: 'Ce fichier est trop volumineux',
    fileType: "Ce type de fichier n'est pas autorisé",
  },
  de: {
    required: 'Dieses Feld ist erforderlich',
    minLength: 'Muss mindestens 3 Zeichen lang sein',
    maxLength: 'Darf höchstens 5 Zeichen lang sein',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    maxSelected: 'Wählen Sie höchstens 1 Optionen',
    minSelected: 'Wählen Sie mindestens 2 Optionen',
    fileTooLarge: 'Diese Datei ist zu groß',
    fileType: 'Dieser Dateityp ist nicht erlaubt',
  },
};

const options = [{ value: 'a' }, { value: 'b' }, { value: 'c' }, { value: 'other' }];

/** Each rule: a question, an answer breaking it, and the message it must give. */
const RULES: { name: string; question: Question; answer: AnswerValue; message: keyof (typeof EXPECTED)['en']; key?: string }[] = [
  { name: 'required (empty string)', question: { key: 'q', type: 'string', required: true }, answer: '', message: 'required' },
  { name: 'required (blank)', question: { key: 'q', type: 'text', required: true }, answer: '   ', message: 'required' },
  { name: 'required (null)', question: { key: 'q', type: 'radio', required: true, options }, answer: null, message: 'required' },
  { name: 'required (false)', question: { key: 'q', type: 'checkbox', required: true }, answer: false, message: 'required' },
  { name: 'required (empty list)', question: { key: 'q', type: 'checkboxes', required: true, options }, answer: [], message: 'required' },
  { name: 'minLength', question: { key: 'q', type: 'text', minLength: 3 }, answer: 'ab', message: 'minLength' },
  { name: 'maxLength', question: { key: 'q', type: 'string', maxLength: 5 }, answer: 'abcdef', message: 'maxLength' },
  { name: 'e-mail', question: { key: 'q', type: 'email' }, answer: 'a@b@c', message: 'email' },
  { name: 'maxSelected', question: { key: 'q', type: 'checkboxes', options, maxSelected: 1 }, answer: ['a', 'b'], message: 'maxSelected' },
  { name: 'minSelected', question: { key: 'q', type: 'checkboxes', options, minSelected: 2 }, answer: ['a'], message: 'minSelected' },
  {
    name: "the 'other' text (required once 'other' is ticked)",
    question: { key: 'q', type: 'checkboxes', options, other: {} },
    answer: ['other'],
    message: 'required',
    key: 'q_other',
  },
  { name: 'maxLikes', question: { key: 'q', type: 'like', maxLikes: 1 }, answer: [1, 2], message: 'maxSelected' },
  { name: 'minLikes', question: { key: 'q', type: 'like', minLikes: 2 }, answer: [1], message: 'minSelected' },
];

describe.each(LANGUAGES)('validation messages in %s', (language) => {
  it.each(RULES)('$name', async ({ question, answer, message, key }) => {
    const s = createSurvey({ definition: survey([page('p', 0, [question]), page('end', 1)]), api: createOfflineApi(), language, environment: testEnvironment() });
    await s.ready();
    s.setAnswer(question.key, answer);
    expect(s.getState().pageValid).toBe(false);
    expect(await s.next()).toBe(false);
    expect(s.getState().errors[key ?? question.key]).toBe(EXPECTED[language][message]);
  });

  it('file too large and file type not permitted', async () => {
    const s = createSurvey({
      definition: survey([
        page('p', 0, [
          { key: 'cv', type: 'file', maxFileSize: 4, allowedMimeTypes: ['application/pdf'] },
          { key: 'photo', type: 'image' },
        ]),
      ]),
      api: createOfflineApi(),
      language,
      environment: testEnvironment(),
    });
    await s.upload('cv', new Blob(['12345'], { type: 'application/pdf' }));
    expect(s.getState().uploads.cv).toMatchObject({ status: 'error', error: EXPECTED[language].fileTooLarge });
    await s.upload('cv', new Blob(['1'], { type: 'text/plain' }));
    expect(s.getState().uploads.cv!.error).toBe(EXPECTED[language].fileType);
    await s.upload('photo', new Blob(['1'], { type: 'application/zip' }));
    expect(s.getState().uploads.photo!.error).toBe(EXPECTED[language].fileType);
  });

  it('messages follow a language change', async () => {
    const s = createSurvey({ definition: survey([page('p', 0, [{ key: 'q', type: 'string', required: true }])]), api: createOfflineApi(), environment: testEnvironment() });
    await s.next();
    await s.setLanguage(language);
    expect(s.getState().errors.q).toBe(EXPECTED[language].required);
  });
});

describe('rules', () => {
  it('empty answers', () => {
    for (const value of [undefined, null, false, '', '  ', []]) expect(isEmptyAnswer(value)).toBe(true);
    for (const value of [0, 'x', ['a'], true, {}]) expect(isEmptyAnswer(value)).toBe(false);
  });

  it('e-mail: trimmed text@text, no spaces, one at-sign', () => {
    expect(isValidEmail(' someone@example.org ')).toBe(true);
    expect(isValidEmail('a@b')).toBe(true);
    for (const bad of ['a b@c.d', 'ab.c', 'a@@b', '@b', 'a@', 'a@b@c']) expect(isValidEmail(bad)).toBe(false);
  });

  it('MIME patterns', () => {
    expect(mimeTypeAllowed('image/png', ['image/*'])).toBe(true);
    expect(mimeTypeAllowed('image/svg+xml', ['image/*'])).toBe(true);
    expect(mimeTypeAllowed('application/pdf', ['image/*'])).toBe(false);
    expect(mimeTypeAllowed('application/pdf', ['application/pdf'])).toBe(true);
    expect(mimeTypeAllowed('anything/else', undefined)).toBe(true);
  });

  it('an image question allows any image type by default; a file any type; the default size limit is 10 MiB', () => {
    expect(validateFile({ key: 'i', type: 'image' }, { size: 10, type: 'image/webp' })).toBeNull();
    expect(validateFile({ key: 'i', type: 'image' }, { size: 10, type: 'text/plain' })).toEqual({ key: 'validation.fileType' });
    expect(validateFile({ key: 'f', type: 'file' }, { size: 10_485_760, type: 'x/y' })).toBeNull();
    expect(validateFile({ key: 'f', type: 'file' }, { size: 10_485_761, type: 'x/y' })).toEqual({ key: 'validation.fileTooLarge' });
  });

  it('slider values are clamped to min (default 0) and max', () => {
    expect(clampSliderValue({ key: 's', type: 'slider' }, -3)).toBe(0);
    expect(clampSliderValue({ key: 's', type: 'slider', minValue: 2, maxValue: 8 }, 11)).toBe(8);
    const s = createSurvey({ definition: survey([page('p', 0, [{ key: 's', type: 'slider', maxValue: 10 }])]), api: createOfflineApi(), environment: testEnvironment() });
    s.setAnswer('s', 25);
    expect(s.getAnswer('s')).toBe(10);
    s.setAnswer('s', -1);
    expect(s.getAnswer('s')).toBe(0);
  });

  it('skipped questions pass and are not visible', async () => {
    const s = createSurvey({
      definition: survey([
        page('p', 0, [
          { key: 'wants', type: 'checkbox' },
          { key: 'email', type: 'email', required: true, target: 'email', skip: ({ answers }) => answers.wants !== true },
        ]),
        page('end', 1),
      ]),
      api: createOfflineApi(),
      environment: testEnvironment(),
    });
    expect(s.visibleQuestions().map((q) => q.key)).toEqual(['wants']);
    expect(s.getState().pageValid).toBe(true);
    s.setAnswer('wants', true);
    expect(s.getState().pageValid).toBe(false);
    s.setAnswer('email', 'me@example.org');
    expect(s.getState().treesponse.email).toBe('me@example.org');
    expect(await s.next()).toBe(true);
  });

  it("'other' text is checked with its own length rules only when 'other' is ticked", () => {
    const question: Question = { key: 'q', type: 'checkboxes', options, other: { minLength: 4 } };
    const s = createSurvey({ definition: survey([page('p', 0, [question])]), api: createOfflineApi(), language: 'en', environment: testEnvironment() });
    s.setAnswer('q', ['a']);
    expect(s.getState().pageValid).toBe(true);
    s.setAnswer('q', ['a', 'other']);
    s.setAnswer('q_other', 'abc');
    s.touch('q');
    expect(s.getState().errors).toEqual({ q_other: 'Should be at least 4 characters' });
    s.setAnswer('q_other', 'abcd');
    expect(s.getState().pageValid).toBe(true);
  });

  it('groups validate their questions; page validation adds its own messages', () => {
    const s = createSurvey({
      definition: survey([
        {
          key: 'p',
          order: 0,
          sections: [{ type: 'group', key: 'g', questions: [{ key: 'a', type: 'string', required: true }, { key: 'b', type: 'string' }] }],
          validation: ({ answers }) => (answers.a && answers.a === answers.b ? { b: 'Must differ from a' } : null),
        },
      ]),
      api: createOfflineApi(),
      environment: testEnvironment(),
    });
    s.touch('a');
    s.touch('b');
    expect(s.getState().errors).toEqual({ a: 'Dit veld is verplicht' });
    s.setAnswer('a', 'x');
    s.setAnswer('b', 'x');
    expect(s.getState().errors).toEqual({ b: 'Must differ from a' });
  });

  it('errors stay silent until touched or submitted, while pageValid follows every change', () => {
    const s = createSurvey({ definition: survey([page('p', 0, [{ key: 'q', type: 'string', required: true, minLength: 2 }])]), api: createOfflineApi(), environment: testEnvironment() });
    expect(s.getState().pageValid).toBe(false);
    expect(s.getState().errors).toEqual({});
    s.setAnswer('q', 'a');
    expect(s.getState().errors).toEqual({});
    s.touch('q');
    expect(s.getState().errors).toEqual({ q: 'Moet minstens 2 tekens bevatten' });
    s.setAnswer('q', 'ab');
    expect(s.getState()).toMatchObject({ errors: {}, pageValid: true });
  });

  it('an unknown question type is refused, naming the type', () => {
    const definition = survey([page('p', 0, [{ key: 'q', type: 'hologram' } as never])]);
    expect(() => createSurvey({ definition, api: createOfflineApi(), environment: testEnvironment() })).toThrow(
      new UnknownQuestionTypeError('hologram'),
    );
    expect(() => createSurvey({ definition, api: createOfflineApi(), environment: testEnvironment() })).toThrow(
      'Question type hologram is not implemented',
    );
  });

  it('lists the question and section types a definition uses, groups included, for a front end to load', () => {
    const definition = survey([
      page('first', 0, [{ key: 'name', type: 'string' }, { key: 'feel', type: 'slider', min: 0, max: 10 } as never]),
      page('later', 1, [{ type: 'group', key: 'g', questions: [{ key: 'when', type: 'date' }, { key: 'again', type: 'string' }] } as never]),
    ]);
    expect(typesUsed(definition)).toEqual({ questions: ['string', 'slider', 'group', 'date'], sections: ['question'] });
    // One page: its own types only.
    expect(typesUsed(definition.pages[0]!)).toEqual({ questions: ['string', 'slider'], sections: ['question'] });
    expect(typesUsed({ key: 'c', order: 2, sections: [{ type: 'content', key: 'intro', content: 'Hi' }] })).toEqual({ questions: [], sections: ['content'] });
  });

  it('an unknown section type is refused', () => {
    const definition = survey([{ key: 'p', order: 0, sections: [{ type: 'table' } as never] }]);
    expect(() => createSurvey({ definition, api: createOfflineApi(), environment: testEnvironment() })).toThrow('Section type table is not implemented');
  });
});
