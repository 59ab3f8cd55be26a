/**
 * The questionnaire as engine page definitions: intro, ten criterion pages, the almost-done summary, privacy,
 * result (outro) and the insufficient-data page. Texts are live i18next texts, so a language switch needs no
 * rebuild. Pages that need more than Markdown mark a content question with `data-widget`; the app renders those.
 */
import type { i18n as I18n } from 'i18next';
import type { ConditionContext, LocalizedText, Option, PageDefinition, Question, SurveyDefinition } from '@treesponse/core';
import { APP_LANGUAGES } from '../config.js';
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

/** Whether the e-mail field is shown: an opt-in is ticked and the visitor did not come through a partner link. */
export function wantsEmail(context: ConditionContext): boolean {
  const optedIn = context.treesponse.optinProject === true || context.answers.mailResults === true;
  return optedIn && !context.answers.bpact_id;
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
          question: { key: 'optinProject', type: 'checkbox', target: 'optinProject', label: live(i18n, 'privacy.optinProject') },
        },
        {
          type: 'question',
          question: { key: 'mailResults', type: 'checkbox', label: live(i18n, 'privacy.mailResults') },
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
 * The number of question pages of a page list (the ten criterion pages and the privacy page). In the normal flow it
 * equals the number of shown pages minus 3 (intro, summary and result): the denominator of the progress counter.
 */
export function questionCount(pages: readonly PageDefinition[]): number {
  return pages.filter(isQuestionPage).length;
}

/** The parameters that enter the result, in the order the summary lists them. */
export const PARAMETER_KEYS: readonly CriterionKey[] = RESULT_PARAMETERS;

/** The questionnaire for the engine. */
export function buildSurveyDefinition(i18n: I18n): SurveyDefinition {
  return { key: 'powercheck', version: 'v1', languages: [...APP_LANGUAGES], pages: buildPages(i18n) };
}
