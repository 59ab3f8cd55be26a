/**
 * The questionnaire as engine page definitions, read from `questionnaire.json`: intro, the optional profile pages,
 * ten criterion pages, the almost-done summary, privacy, result (outro) and the insufficient-data page, with their
 * rules as engine expressions. Its texts are references to the app's texts, resolved here into live texts,
 * so a language switch needs no rebuild. Pages that need more than Markdown mark a content question with
 * `data-widget`; the app renders those.
 */
import type { i18n as I18n } from 'i18next';
// Types only: the intro preview in the entry bundle imports this file, and the engine loads after the first paint.
import type { PageDefinition, SurveyDefinition } from '@treesponse/core';
import questionnaire from './questionnaire.json';
import { COOPERATIVE_ROSTER, cooperativeValue } from '../components/partners.js';
import { composed, live, type TextKey } from '../i18n/index.js';

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

/** The answer key of the optional member question (a list of cooperative values, see cooperativeValue). */
export const MEMBER_QUESTION_KEY = 'member_cooperative';

/** The option list the JSON leaves to the app: `[{ "value": "$cooperatives" }]` is every cooperative of the roster. */
const COOPERATIVES_PLACEHOLDER = '$cooperatives';

const isObject = (node: unknown): node is Record<string, unknown> => typeof node === 'object' && node !== null;

/**
 * The questionnaire's JSON with its references resolved: each text becomes a live text of the app's texts
 * (read from the loaded language, so no other language's texts are loaded), and the cooperatives placeholder becomes
 * the roster's options.
 */
export function resolveQuestionnaire(node: unknown, i18n: I18n): unknown {
  if (Array.isArray(node)) {
    return node.flatMap((item: unknown) =>
      isObject(item) && item.value === COOPERATIVES_PLACEHOLDER
        ? COOPERATIVE_ROSTER.map((name) => ({ value: cooperativeValue(name), label: name }))
        : [resolveQuestionnaire(item, i18n)],
    );
  }
  if (!isObject(node)) return node;
  // A text: { "$t": "key" }, or { "$template": "# {key}\n\n{other.key}" } whose {key} parts are keys.
  const { $t: key, $template: template } = node;
  // Every key of the JSON is checked against the texts by test/unit/definition-json.test.ts.
  if (typeof key === 'string') return live(i18n, key as TextKey);
  if (typeof template === 'string') {
    return composed(i18n, (t) => template.replace(/\{([\w.]+)\}/g, (_, part: string) => t(part)));
  }
  const resolved: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) if (key !== '$schema') resolved[key] = resolveQuestionnaire(value, i18n);
  return resolved;
}

/**
 * Every page of the questionnaire, from `questionnaire.json`. The count of question pages is derived from this list
 * (see questionCount).
 */
export function buildPages(i18n: I18n): PageDefinition[] {
  const pages = (resolveQuestionnaire(questionnaire, i18n) as SurveyDefinition).pages;
  // The intro states the true number of questions, counted from the pages themselves.
  const intro = pages.find((page) => page.key === PAGE.intro)!;
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

/** The parameters that enter the result, in the order the summary lists them: the first seven criteria. */
export const PARAMETER_KEYS: readonly CriterionKey[] = CRITERION_KEYS.slice(0, 7);

/** The questionnaire for the engine. */
export function buildSurveyDefinition(i18n: I18n): SurveyDefinition {
  const { key, version, languages } = questionnaire;
  return { key, version, languages: [...languages], pages: buildPages(i18n) };
}

/** The text key of a page's title in `questionnaire.json` (how a page is named to the visitor), or null. */
export function pageTitleKey(pageKey: string): string | null {
  const page = (questionnaire.pages as { key: string; title?: unknown }[]).find((candidate) => candidate.key === pageKey);
  const title = page?.title as { $t?: unknown } | undefined;
  return typeof title?.$t === 'string' ? title.$t : null;
}
