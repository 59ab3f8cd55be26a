/**
 * The questionnaire as engine page definitions: intro, ten criterion pages, the almost-done summary, privacy,
 * result (outro) and the insufficient-data page. Texts are live translator texts, so a language switch needs no
 * rebuild. Pages that need more than Markdown mark a content question with `data-widget`; the app renders those.
 */
import type { I18n } from '../i18n/translator.js';
// Types only: the intro preview in the entry bundle imports this file, and the engine loads after the first paint.
import type { ConditionContext, LocalizedText, Option, PageDefinition, Question, SurveyDefinition } from '@treesponse/core';
import { APP_LANGUAGES } from '../config.js';
import { COOPERATIVE_ROSTER, cooperativeValue } from '../components/partners.js';
import { composed, live } from '../i18n/index.js';

/** The ten criteria, in the order of their pages (orders 4 to 13). */
export const CRITERION_KEYS = [
  'price',
  'stable_price',
  'adjusted_formula',
  'origin',
  'source',
  'customer_satisfaction',
  'invests_in_renewable',
  'belgian_ownership',
  'return_on_investment',
  'tackles_energy_poverty',
] as const;

export type CriterionKey = (typeof CRITERION_KEYS)[number];

/** Page keys the app treats specially. */
export const PAGE = {
  intro: 'first_page',
  aboutYou: 'page_about_you',
  cooperative: 'page_cooperative',
  summary: 'page_summary',
  privacy: 'page_privacy',
  outro: 'page_outro',
  error: 'page_error',
} as const;

/** Widgets the app renders for content questions marked `data-widget`. */
export type Widget = 'supplier-banner' | 'sources' | 'parameters' | 'result' | 'restart';

/** Pages whose (one) purpose is to ask something: they carry the progress counter. */
export function isQuestionPage(page: PageDefinition): boolean {
  return page.sections.some((section) => section.type === 'question' && section.question.required === true);
}

/** Answers of the partner link `?linkname=bp&p_id=…`: bpact_id is the partner id, else null. */
export function partnerAnswers(search: string): { bpact_id: string | null } {
  const query = new URLSearchParams(search);
  const id = query.get('p_id');
  return { bpact_id: query.get('linkname') === 'bp' && id ? id : null };
}

/**
 * A visitor who came through a partner link gives no e-mail address here (the partner has it), so the opt-ins that
 * need one (news, the result by mail) are not offered: ticked, they would do nothing.
 */
export function isPartnerVisitor(context: ConditionContext): boolean {
  return Boolean(context.answers.bpact_id);
}

/** Whether the e-mail field is shown: an opt-in is ticked and the visitor did not come through a partner link. */
export function wantsEmail(context: ConditionContext): boolean {
  const optedIn = context.treesponse.optinProject === true || context.answers.mailResults === true;
  return optedIn && !isPartnerVisitor(context);
}

function widget(key: string, name: Widget, content: LocalizedText = ''): Question {
  return { key, type: 'content', content, htmlAttributes: { 'data-widget': name } };
}

/** The seven parameters that enter the result, as a Markdown list. */
const RESULT_PARAMETERS = [
  'price',
  'stable_price',
  'adjusted_formula',
  'origin',
  'source',
  'customer_satisfaction',
  'invests_in_renewable',
] as const;

function importanceOptions(i18n: I18n): Option[] {
  return ['1', '2', '3', '4', '5'].map((value) => ({
    value,
    label: value === '1' ? live(i18n, 'scale.low') : value === '5' ? live(i18n, 'scale.high') : undefined,
  }));
}

function criterionPage(i18n: I18n, key: CriterionKey, order: number): PageDefinition {
  return {
    key: `page_${key}`,
    order,
    title: live(i18n, `criteria.${key}.title`),
    save: 'background',
    htmlAttributes: { className: 'pc-page pc-page--criterion' },
    sections: [
      {
        type: 'question',
        question: {
          key,
          type: 'radio',
          layout: 'buttons',
          required: true,
          label: live(i18n, `criteria.${key}.question`),
          description: live(i18n, `criteria.${key}.description`),
          options: importanceOptions(i18n),
          htmlAttributes: { 'data-tooltip-key': `criteria.${key}.tooltip` },
        },
      },
    ],
  };
}

/** The age brackets of the product, stored as they are in the response's `age` field. */
export const AGE_BRACKETS = ['<25', '25-35', '36-45', '46-55', '56-65', '>65'] as const;
/** The gender options of the product, stored in the response's `gender` field. */
export const GENDERS = ['female', 'male', 'non-binary', 'other', 'wont-say'] as const;
/** The answer key of the member question (a list of cooperative values, see cooperativeValue). */
export const MEMBER_QUESTION_KEY = 'member_cooperative';

/** The text key of an option value: '<25' → 'under_25', '25-35' → '25_35', 'wont-say' → 'wont_say'. */
const textKey = (value: string) => value.replace('<', 'under_').replace('>', 'over_').replace(/-/g, '_');

/** An optional page: it says so at the top, saves in the background and asks nothing the result needs. */
function optionalPage(i18n: I18n, key: string, order: number, titleKey: string, questions: Question[]): PageDefinition {
  return {
    key,
    order,
    title: live(i18n, titleKey),
    description: live(i18n, 'profile.optionalNote'),
    save: 'background',
    htmlAttributes: { className: 'pc-page pc-page--profile' },
    sections: questions.map((question) => ({ type: 'question' as const, question })),
  };
}

/** A one-choice question stored in a special field of the response, its option labels under `profile.{group}`. */
function choiceQuestion(i18n: I18n, key: 'age' | 'gender', values: readonly string[], group: string): Question {
  return {
    key,
    type: 'radio',
    target: key,
    label: live(i18n, `profile.${key}`),
    options: values.map((value) => ({ value, label: live(i18n, `profile.${group}.${textKey(value)}`) })),
  };
}

/**
 * The optional "about you" page (order 2): postcode, age bracket and gender, stored in the response's special fields.
 * Optional pages carry no progress counter and are not among the questions the intro counts.
 */
function aboutYouPage(i18n: I18n): PageDefinition {
  return optionalPage(i18n, PAGE.aboutYou, 2, 'profile.aboutTitle', [
    {
      key: 'postalcode',
      type: 'string',
      target: 'postcode',
      label: live(i18n, 'profile.postcode'),
      placeholder: live(i18n, 'profile.postcodePlaceholder'),
      autoComplete: 'postal-code',
      inputMode: 'numeric',
      maxLength: 4,
      pattern: { source: '^[1-9][0-9]{3}$', message: live(i18n, 'profile.postcodeInvalid') },
    },
    choiceQuestion(i18n, 'age', AGE_BRACKETS, 'ages'),
    choiceQuestion(i18n, 'gender', GENDERS, 'genders'),
  ]);
}

/** The optional member question (order 3): every cooperative of the roster, several may be ticked, or another one. */
function cooperativePage(i18n: I18n): PageDefinition {
  return optionalPage(i18n, PAGE.cooperative, 3, 'profile.cooperativeTitle', [
    {
      key: MEMBER_QUESTION_KEY,
      type: 'checkboxes',
      label: live(i18n, 'profile.cooperative'),
      options: COOPERATIVE_ROSTER.map((name) => ({ value: cooperativeValue(name), label: name })),
      other: { label: live(i18n, 'profile.cooperativeOther'), maxLength: 120 },
    },
  ]);
}

/** Every page of the questionnaire. The count of question pages is derived from this list (see questionCount). */
export function buildPages(i18n: I18n): PageDefinition[] {
  const intro: PageDefinition = {
    key: PAGE.intro,
    order: 1,
    title: live(i18n, 'intro.title'),
    save: 'none',
    htmlAttributes: { className: 'pc-page pc-page--intro' },
    sections: [
      { type: 'content', key: 'intro_initiative', content: live(i18n, 'intro.initiative') },
      { type: 'question', question: widget('supplier_banner', 'supplier-banner') },
    ],
  };
  const pages: PageDefinition[] = [
    intro,
    aboutYouPage(i18n),
    cooperativePage(i18n),
    ...CRITERION_KEYS.map((key, index) => criterionPage(i18n, key, 4 + index)),
    {
      key: PAGE.summary,
      order: 14,
      title: live(i18n, 'summary.title'),
      description: live(i18n, 'summary.text'),
      save: 'background',
      htmlAttributes: { className: 'pc-page pc-page--summary' },
      sections: [
        { type: 'question', question: widget('summary_parameters', 'parameters') },
        {
          type: 'content',
          key: 'summary_sources',
          content: composed(i18n, (t) => `# ${t('summary.sourcesTitle')}\n\n${t('summary.sourcesText')}\n\n${t('methodology.linkMarkdown')}`),
        },
        { type: 'question', question: widget('summary_source_logos', 'sources') },
      ],
    },
    {
      key: PAGE.privacy,
      order: 98,
      title: live(i18n, 'privacy.title'),
      save: 'await',
      htmlAttributes: { className: 'pc-page pc-page--privacy' },
      sections: [
        { type: 'content', key: 'privacy_text', content: live(i18n, 'privacy.textMarkdown') },
        {
          type: 'question',
          question: { key: 'terms_and_privacy', type: 'checkbox', required: true, label: live(i18n, 'privacy.consent') },
        },
        {
          type: 'question',
          question: {
            key: 'optinProject',
            type: 'checkbox',
            target: 'optinProject',
            label: live(i18n, 'privacy.optinProject'),
            skip: isPartnerVisitor,
          },
        },
        {
          type: 'question',
          question: { key: 'mailResults', type: 'checkbox', label: live(i18n, 'privacy.mailResults'), skip: isPartnerVisitor },
        },
        {
          type: 'question',
          question: {
            key: 'email',
            type: 'email',
            target: 'email',
            required: true,
            autoComplete: 'email',
            label: live(i18n, 'privacy.email'),
            placeholder: live(i18n, 'privacy.emailPlaceholder'),
            skip: (context) => !wantsEmail(context),
          },
        },
      ],
    },
    {
      key: PAGE.outro,
      order: 98,
      title: live(i18n, 'outro.title'),
      description: live(i18n, 'outro.subtitle'),
      save: 'none',
      disableNext: true,
      disablePrevious: true,
      htmlAttributes: { className: 'pc-page pc-page--outro pc-page--final' },
      sections: [
        { type: 'question', question: widget('outro_result', 'result') },
        {
          type: 'content',
          key: 'outro_parameters',
          content: composed(i18n, (t) => `# ${t('outro.parametersTitle')}`),
        },
        { type: 'question', question: widget('outro_parameters_list', 'parameters') },
        { type: 'content', key: 'outro_sources', content: composed(i18n, (t) => `# ${t('outro.sourcesTitle')}`) },
        { type: 'question', question: widget('outro_source_logos', 'sources') },
      ],
    },
    {
      key: PAGE.error,
      order: 98,
      title: live(i18n, 'error.title'),
      description: live(i18n, 'error.description'),
      save: 'none',
      disableNext: true,
      disablePrevious: true,
      // Never reached by Next or Previous: the result page opens it (goTo) when the answers allow no personal result.
      skipped: true,
      htmlAttributes: { className: 'pc-page pc-page--error pc-page--final' },
      sections: [
        { type: 'question', question: widget('error_restart', 'restart') },
        {
          type: 'content',
          key: 'error_methodology',
          content: composed(
            i18n,
            (t) => `# ${t('error.methodologyTitle')}\n\n${t('error.methodologyMarkdown')}\n\n${t('methodology.linkMarkdown')}`,
          ),
        },
      ],
    },
  ];
  // The intro states the true number of questions, counted from the pages themselves.
  intro.description = live(i18n, 'intro.text', { count: questionCount(pages) });
  return pages;
}

/**
 * The question pages of a page list, in order; `isShown` leaves out pages skipped for the visitor. The one formula
 * behind the intro's count (questionCount) and the progress counter (progressCounter in progress.ts).
 */
export function questionPages(pages: readonly PageDefinition[], isShown: (page: PageDefinition) => boolean = () => true): PageDefinition[] {
  return pages.filter((page) => isQuestionPage(page) && isShown(page));
}

/** The number of questions the intro announces: the question pages (the ten criterion pages and the privacy page). */
export function questionCount(pages: readonly PageDefinition[]): number {
  return questionPages(pages).length;
}

/** The parameters that enter the result, in the order the summary lists them. */
export const PARAMETER_KEYS: readonly CriterionKey[] = RESULT_PARAMETERS;

/** The questionnaire for the engine. */
export function buildSurveyDefinition(i18n: I18n): SurveyDefinition {
  return { key: 'powercheck', version: 'v1', languages: [...APP_LANGUAGES], pages: buildPages(i18n) };
}
