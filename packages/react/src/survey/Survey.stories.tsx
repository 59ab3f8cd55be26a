import { useEffect, useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryStorage, createSurvey, defaultTimers, SLOW_SAVE_MS, type Language, type SurveyDefinition } from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';
import { createPendingApi } from '../../demo/fixtures.js';
import { storyLanguage } from '../../demo/QuestionStory.js';
import { DEFAULT_FIRST_PAINT_SECTIONS, Survey, type SurveyProps } from './Survey.js';

const definition: SurveyDefinition = {
  key: 'survey-view',
  languages: ['en', 'nl', 'fr', 'de'],
  pages: [
    {
      key: 'first',
      order: 1,
      title: { en: 'Your energy', nl: 'Jouw energie', fr: 'Votre énergie', de: 'Ihre Energie' },
      description: { en: 'Two short questions.', nl: 'Twee korte vragen.', fr: 'Deux questions courtes.', de: 'Zwei kurze Fragen.' },
      sections: [
        {
          type: 'question',
          question: {
            key: 'supplier',
            type: 'string',
            label: { en: 'Current supplier', nl: 'Huidige leverancier', fr: 'Fournisseur actuel', de: 'Aktueller Anbieter' },
            required: true,
          },
        },
        {
          type: 'question',
          question: {
            key: 'green',
            type: 'checkbox',
            label: { en: 'I have a green contract', nl: 'Ik heb een groen contract', fr: "J'ai un contrat vert", de: 'Ich habe einen Ökostromvertrag' },
          },
        },
      ],
    },
    {
      key: 'second',
      order: 2,
      title: { en: 'Almost done', nl: 'Bijna klaar', fr: 'Presque fini', de: 'Fast geschafft' },
      sections: [
        {
          type: 'content',
          key: 'note',
          content: { en: 'Press **Next** to save.', nl: 'Druk op **Volgende** om te bewaren.', fr: 'Appuyez sur **Suivant** pour enregistrer.', de: 'Drücken Sie **Weiter** zum Speichern.' },
        },
      ],
    },
    {
      // The page after the last questions: progress reaches 100 % here, not while the questions are still open.
      key: 'thanks',
      order: 3,
      title: { en: 'Thank you', nl: 'Bedankt', fr: 'Merci', de: 'Vielen Dank' },
      disableNext: true,
      sections: [],
    },
  ],
};

type ViewState = 'first page' | 'invalid after Next' | 'second page' | 'submitting';

/** Timers for a save that has run longer than a moment as soon as it starts, so the story shows "Saving…" at once. */
const slowAtOnce = { ...defaultTimers(), setTimeout: (callback: () => void, ms: number) => globalThis.setTimeout(callback, ms === SLOW_SAVE_MS ? 0 : ms) };

/** The props a story passes on to the view from the Controls panel. */
type ViewArgs = Pick<
  SurveyProps,
  'header' | 'footer' | 'nextLabel' | 'previousLabel' | 'showProgress' | 'headingLevel' | 'className' | 'firstPaintSections'
>;

function SurveyViewStory({ state, language, ...viewArgs }: { state: ViewState; language: Language } & ViewArgs) {
  const controller = useMemo(() => {
    const survey = createSurvey({
      definition,
      api: state === 'submitting' ? createPendingApi() : createOfflineApi(),
      language,
      environment: { storage: createMemoryStorage(), timers: state === 'submitting' ? slowAtOnce : undefined },
    });
    if (state === 'second page' || state === 'submitting') survey.goTo(1);
    if (state === 'invalid after Next') void survey.next();
    if (state === 'submitting') void survey.next();
    return survey;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
  useEffect(() => {
    void controller.setLanguage(language);
  }, [controller, language]);
  return <Survey {...viewArgs} controller={controller} scrollToTop={() => undefined} />;
}

const meta: Meta = {
  title: 'Survey/Survey view',
  component: Survey,
  parameters: {
    docs: {
      description: {
        component: [
          'Shows a survey one page at a time: title, description, its questions, a progress bar and the Previous and Next buttons. The engine (`createSurvey`) decides every rule; the view only draws its state.',
          '### When to use',
          '- A questionnaire of more than one page, or one whose answers are saved, validated or resumed by the engine.',
          '- Pages of about one screen each (up to 8 sections show in the first frame), grouped by topic, ending on a thank-you page so that the progress bar reaches 100 % only once every question is answered.',
          '### When not to use',
          '- A single question inside another form: render the question component under a `SurveyProvider` instead.',
          '- A result or dashboard page: use the widgets (comparison profile, tabs, circle graph).',
          '### Accessibility',
          '- The page title is a heading (level 1 by default, `headingLevel`); on every page change focus moves to it, so screen readers announce the new page, and the window scrolls to the top.',
          '- Progress is a native `<progress>` with a visible label in the survey’s language; the percentage beside it is hidden from screen readers, which read the bar’s own value.',
          '- Next stays focusable while the page is invalid (`aria-disabled="true"`): pressing it shows every error of the page and moves focus to the first invalid field. Each error is linked to its field (`aria-describedby`, `aria-invalid`).',
          '- A failed save and a broken next page are announced in an alert, in the survey’s language; nothing typed is lost. While a save runs the page says so in a status message and Previous is disabled.',
          '- The survey root carries `lang` and `dir` of its language, so screen readers pronounce the texts right and right-to-left languages are mirrored.',
        ].join('\n\n'),
      },
    },
  },
  args: { showProgress: true, headingLevel: 1, firstPaintSections: DEFAULT_FIRST_PAINT_SECTIONS },
  argTypes: {
    header: { control: 'text' },
    footer: { control: 'text' },
    nextLabel: { control: 'text' },
    previousLabel: { control: 'text' },
    showProgress: { control: 'boolean', type: { name: 'boolean', required: false } },
    headingLevel: { control: 'inline-radio', options: [1, 2, 3, 4, 5] },
    firstPaintSections: { control: { type: 'number', min: 1, step: 1 } },
    // Made by the story for its state; not editable.
    controller: { control: false },
    components: { control: false },
    scrollToTop: { control: false },
  },
};
export default meta;
type Story = StoryObj;

const story = (state: ViewState): Story => ({
  render: (args, context) => <SurveyViewStory {...(args as ViewArgs)} state={state} language={storyLanguage(context)} />,
});

/** Previous is hidden on the first page; Next is aria-disabled until the page is valid. */
export const FirstPage: Story = story('first page');
/** Next was pressed on an invalid page: every error shows under its question. */
export const InvalidAfterNext: Story = story('invalid after Next');
/** The second of three pages, before Next is pressed: progress shows 67 %; it reaches 100 % on the thank-you page. */
export const SecondPage: Story = story('second page');
/** A save has run longer than a moment: the page says so, Previous is disabled and Next aria-disabled; fields stay editable. */
export const Submitting: Story = story('submitting');

/** An Arabic pack added as data: the survey is mirrored (`dir="rtl"`); keys missing from the pack show in English. */
const arabic: SurveyDefinition = {
  ...definition,
  languages: ['ar', 'en'],
  fallbackLanguage: 'en',
  translations: {
    ar: {
      'survey.next': 'التالي',
      'survey.previous': 'السابق',
      'survey.progress': 'التقدم',
      'validation.required': 'هذا السؤال مطلوب',
    },
  },
  pages: [
    {
      ...definition.pages[0]!,
      title: { ar: 'طاقتك', en: 'Your energy' },
      description: { ar: 'سؤالان قصيران.', en: 'Two short questions.' },
      sections: [
        { type: 'question', question: { key: 'supplier', type: 'string', label: { ar: 'المورد الحالي', en: 'Current supplier' }, required: true } },
        { type: 'question', question: { key: 'green', type: 'checkbox', label: { ar: 'لدي عقد أخضر', en: 'I have a green contract' } } },
      ],
    },
    definition.pages[1]!,
  ],
};

function ArabicStory({ definition: arabicDefinition = arabic }: { definition?: SurveyDefinition }) {
  const controller = useMemo(
    () => createSurvey({ definition: arabicDefinition, api: createOfflineApi(), language: 'ar', environment: { storage: createMemoryStorage() } }),
    [arabicDefinition],
  );
  return <Survey controller={controller} scrollToTop={() => undefined} />;
}

export const RightToLeft: Story = { render: () => <ArabicStory /> };

/**
 * Names in Latin letters in an Arabic survey: options that are supplier names, one without an Arabic text (it shows
 * in English, the fallback language) and a dropdown of the same. Each keeps its own reading order ("Not sure yet?"
 * ends with its "?") while the page stays right to left.
 */
const arabicLatinOptions: SurveyDefinition = {
  ...arabic,
  pages: [
    {
      ...arabic.pages[0]!,
      sections: [
        { type: 'question', question: { key: 'supplier', type: 'radio', label: { ar: 'من هو موردك الحالي؟', en: 'Who is your current supplier?' }, options: [
          { value: 'engie', label: 'Engie' },
          { value: 'luminus', label: 'Luminus (EDF)' },
          { value: 'unsure', label: { en: 'Not sure yet?' } },
        ] } },
        { type: 'question', question: { key: 'previous', type: 'dropdown', label: { ar: 'المورد السابق', en: 'Previous supplier' }, options: [
          { value: 'eneco', label: 'Eneco!' },
          { value: 'mega', label: 'Mega' },
        ] } },
      ],
    },
    arabic.pages[1]!,
  ],
};

export const RightToLeftLatinOptions: Story = { render: () => <ArabicStory definition={arabicLatinOptions} /> };
