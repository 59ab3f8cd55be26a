/**
 * The dashboard's labels: what a project registers so that its dashboard speaks in the survey's own words (page
 * titles, question labels, option labels, the meaning of a scale's ends, the names of result keys) instead of keys.
 *
 * A project registers its survey definition (the @treesponse/core JSON format; a text is a string, a
 * `{ "nl": …, "fr": … }` object, or a `{ "$t": "dotted.key" }` reference into the text catalogue registered with
 * it) and the names of its result keys (for powercheck, the suppliers of its catalogue). They are resolved once, at
 * registration, into `DashboardLabels`, kept with the project. The dashboard then charts only the definition's
 * questions (not internal answers such as a data version, nor a required consent box) and shows a card only for
 * data the survey collects.
 */

export const LABEL_LANGUAGES = ['nl', 'fr', 'de', 'en'] as const;
export type LabelLanguage = (typeof LABEL_LANGUAGES)[number];
/** A text in one or more languages (the shape of @treesponse/core's LocalizedText). */
export type LabelText = string | Partial<Record<LabelLanguage, string>>;

/** What a project registers for its dashboard. */
export interface DashboardRegistration {
  /** The survey definition, in the @treesponse/core JSON format. */
  definition: unknown;
  /** The definition's text catalogue per language, for `{ "$t": "dotted.key" }` texts (nested objects). */
  texts?: Partial<Record<LabelLanguage, unknown>>;
  /** Names of the result keys, e.g. `{ "engie": "ENGIE" }`. */
  results?: Record<string, LabelText>;
}

export interface QuestionLabels {
  label: LabelText;
  /** Per answer value, its label; for a scale only the ends that carry a meaning. */
  options: Record<string, LabelText>;
}

/** The labels kept with a project (resolved from its registration). */
export interface DashboardLabels {
  pages: Record<string, LabelText>;
  questions: Record<string, QuestionLabels>;
  /** The answer keys the dashboard charts, in the definition's order (a stored JSON object loses its key order). */
  charted: string[];
  results: Record<string, LabelText>;
  /** Which response fields the survey collects, so cards for data it does not collect are not shown. */
  collects: { optinProject: boolean; optinOrganisation: boolean; postcode: boolean };
}

/** Question types that hold no answer. */
const NOT_ANSWERS = new Set(['content', 'html', 'image']);
/** Bounds: a registration is an operator's file, but the labels travel with every statistics answer. */
const MAX_KEYS = 2000;
const MAX_TEXT = 500;

export class LabelsError extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function lookup(catalogue: unknown, path: string): string | undefined {
  let node = catalogue;
  for (const part of path.split('.')) {
    if (!isObject(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A definition's text in every language it can be resolved in (undefined when none). */
function resolveText(value: unknown, texts: DashboardRegistration['texts']): LabelText | undefined {
  if (typeof value === 'string') return value.slice(0, MAX_TEXT);
  if (!isObject(value)) return undefined;
  const out: Partial<Record<LabelLanguage, string>> = {};
  if (typeof value.$t === 'string') {
    for (const language of LABEL_LANGUAGES) {
      const found = lookup(texts?.[language], value.$t);
      if (found) out[language] = found.slice(0, MAX_TEXT);
    }
  } else {
    for (const language of LABEL_LANGUAGES) if (typeof value[language] === 'string') out[language] = (value[language] as string).slice(0, MAX_TEXT);
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Resolves a registration into the labels kept with the project; throws LabelsError on a malformed definition. */
export function resolveDashboardLabels(registration: DashboardRegistration): DashboardLabels {
  const { definition, texts } = registration;
  if (!isObject(definition) || !Array.isArray(definition.pages)) throw new LabelsError('The definition needs a list of pages');
  const labels: DashboardLabels = {
    pages: {},
    questions: {},
    charted: [],
    results: {},
    collects: { optinProject: false, optinOrganisation: false, postcode: false },
  };
  let keys = 0;
  const visitQuestion = (question: Record<string, unknown>) => {
    const key = question.key;
    const type = question.type;
    if (typeof key !== 'string' || typeof type !== 'string' || NOT_ANSWERS.has(type) || ++keys > MAX_KEYS) return;
    const target = typeof question.target === 'string' ? question.target.replace(/_/g, '').toLowerCase() : '';
    if (target === 'optinproject') labels.collects.optinProject = true;
    if (target === 'optinorganisation') labels.collects.optinOrganisation = true;
    if (target === 'postcode') labels.collects.postcode = true;
    // a required single box is a consent every finished response gives: nothing to chart
    if (type === 'checkbox' && question.required === true) return;
    const options: Record<string, LabelText> = {};
    if (Array.isArray(question.options))
      for (const option of question.options) {
        if (!isObject(option) || (typeof option.value !== 'string' && typeof option.value !== 'number')) continue;
        const text = resolveText(option.label, texts);
        if (text !== undefined) options[String(option.value)] = text;
      }
    labels.questions[key] = { label: resolveText(question.label, texts) ?? key, options };
    if (!labels.charted.includes(key)) labels.charted.push(key);
  };
  // sections: { type: 'question', question }, { type: 'group', questions: [...] } or { type: 'content' }
  const visitSection = (section: unknown) => {
    if (!isObject(section)) return;
    if (isObject(section.question)) visitQuestion(section.question);
    if (Array.isArray(section.questions)) for (const question of section.questions) if (isObject(question)) visitQuestion(question);
  };
  for (const page of definition.pages) {
    if (!isObject(page) || typeof page.key !== 'string') continue;
    labels.pages[page.key] = resolveText(page.title, texts) ?? page.key;
    if (Array.isArray(page.sections)) for (const section of page.sections) visitSection(section);
  }
  for (const [key, name] of Object.entries(registration.results ?? {}).slice(0, MAX_KEYS)) {
    const text = resolveText(name, texts);
    if (text !== undefined) labels.results[key] = text;
  }
  return labels;
}

/** A label in the operator's language: that language, else English, Dutch, French, German, else the key itself. */
export function labelIn(text: LabelText | undefined, language: string, fallback: string): string {
  if (text === undefined) return fallback;
  if (typeof text === 'string') return text;
  const order = [language, 'en', 'nl', 'fr', 'de'] as LabelLanguage[];
  for (const candidate of order) if (text[candidate]) return text[candidate];
  return fallback;
}
