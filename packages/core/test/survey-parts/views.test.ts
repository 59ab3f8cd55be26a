import { describe, expect, it } from 'vitest';
import { createOfflineApi } from '../../src/offline-api.js';
import { createSurvey } from '../../src/survey.js';
import type { Question, Section } from '../../src/types.js';
import { testEnvironment } from '../support/fixtures.js';

const name: Question = { key: 'name', type: 'string', label: { en: 'Name', nl: 'Naam' } };
const pet: Question = {
  key: 'pet',
  type: 'radio',
  label: { en: 'Which pet, {{name}}?', nl: 'Welk huisdier, {{name}}?' },
  options: [
    { value: 'cat', label: { en: 'Cat', nl: 'Kat' } },
    { value: 'dog', label: { en: 'Dog', nl: 'Hond' } },
  ],
  visibleIf: '{name} != ""',
  requiredIf: '{name} = "Ann"',
  enableIf: '{name} != "Bob"',
};
const note: Section = { type: 'content', key: 'note', content: { en: 'Hello {{name}}', nl: 'Hallo {{name}}' }, visibleIf: '{name} != ""' };
const plain: Section = { type: 'content', key: 'plain', content: 'Always here' };

function start() {
  return createSurvey({
    definition: {
      key: 'views',
      languages: ['en', 'nl'],
      pages: [{ key: 'p', order: 0, title: { en: 'About {{name}}', nl: 'Over {{name}}' }, sections: [{ type: 'question', question: name }, { type: 'question', question: pet }, note, plain] }],
    },
    api: createOfflineApi(),
    language: 'en',
    environment: testEnvironment(),
  });
}

describe('views: the engine decides what is shown (survey/views.ts)', () => {
  it('a question: visible, required, disabled, texts in the current language with answers piped, value, error and options', async () => {
    const s = start();
    expect(s.questionView(pet)).toMatchObject({ visible: false, required: false, disabled: false, followsAnswers: true });
    expect(s.questionView(name)).toMatchObject({ visible: true, label: 'Name', followsAnswers: false, options: undefined });

    s.setAnswer('name', 'Ann');
    const ann = s.questionView(pet);
    expect(ann).toMatchObject({ visible: true, required: true, disabled: false, label: 'Which pet, Ann?', value: undefined });
    expect(ann.question).toMatchObject({ key: 'pet', required: true, disabled: false });
    expect(ann.options!.map((o) => [o.option.value, o.label])).toEqual([
      ['cat', 'Cat'],
      ['dog', 'Dog'],
    ]);
    // The same question object while the outcome holds, so a front end does not render it again.
    s.setAnswer('pet', 'cat');
    expect(s.questionView(pet).question).toBe(ann.question);
    expect(s.questionView(pet).value).toBe('cat');

    s.setAnswer('name', 'Bob');
    expect(s.questionView(pet)).toMatchObject({ required: false, disabled: true });
    await s.setLanguage('nl');
    expect(s.questionView(pet).label).toBe('Welk huisdier, Bob?');
    expect(s.questionView(pet).options![1]!.label).toBe('Hond');
  });

  it('shows the error of a question once it is shown to the respondent', async () => {
    const s = start();
    s.setAnswer('name', 'Ann');
    expect(s.questionView(pet).error).toBeUndefined();
    expect(await s.next()).toBe(false);
    expect(s.questionView(pet).error).toBe(s.getState().errors.pet);
    expect(s.questionView(pet).error).toBeTruthy();
  });

  it('a section: visible and its content, following the answers only when it can change', () => {
    const s = start();
    expect(s.sectionView(note)).toMatchObject({ visible: false, followsAnswers: true });
    expect(s.sectionView(plain)).toMatchObject({ visible: true, content: 'Always here', followsAnswers: false });
    s.setAnswer('name', 'Eve');
    expect(s.sectionView(note)).toMatchObject({ visible: true, content: 'Hello Eve' });
  });

  it('the page: its texts in the current language and its sections', () => {
    const s = start();
    s.setAnswer('name', 'Eve');
    expect(s.pageView()).toMatchObject({ title: 'About Eve', description: '' });
    expect(s.pageView().sections).toHaveLength(4);
  });
});
