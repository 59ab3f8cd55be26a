/**
 * The methodology page's texts. They are i18next-style JSON resources (src/i18n/methodology/{nl,fr,de}.json), so the
 * studio and translators open them like the other texts; a text about figures has placeholders (`{{price}}`) that
 * are filled in here, with the figures of the tables. Each language is its own chunk.
 */
import type { AppLanguage } from '../../config.js';
import type nlTexts from '../../i18n/methodology/nl.json';
import type { MethodologyTexts } from './types.js';

export type { MethodologyTexts };

/** A language's methodology file; its shape is the Dutch file's, so a French or German file lacking a key fails the typecheck. */
export type MethodologyResource = typeof nlTexts;

const LOADERS: Record<AppLanguage, () => Promise<{ default: MethodologyResource }>> = {
  nl: () => import('../../i18n/methodology/nl.json'),
  fr: () => import('../../i18n/methodology/fr.json'),
  de: () => import('../../i18n/methodology/de.json'),
};

/**
 * The placeholders each text with figures has, and nothing else: what the code fills in. The studio refuses an edit
 * that drops or adds one; methodology.test.ts checks every language's files against this list.
 */
export const METHODOLOGY_PLACEHOLDERS = {
  dataVersion: ['version', 'flanders', 'wallonia', 'brussels'],
  'sourceNames.brugel': ['published'],
  'sourceNames.cwape': ['published'],
  'sourceNames.greenpeace': ['published'],
  publishedRetrieved: ['published', 'retrieved'],
  outOfDate: ['region', 'date', 'days'],
  score: ['percentage'],
  olderEdition: ['year'],
  specificationRow: ['criterion', 'specified', 'data'],
  specificationRowWithoutData: ['criterion', 'specified'],
} as const;

/** A text with its `{{name}}` placeholders filled in (i18next's interpolation syntax, without escaping: React escapes). */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}

/** The source ids' prefixes with a name of their own; any other source is named by its title. */
const SOURCE_PREFIXES = ['brugel', 'cwape', 'tariff-cards-flanders', 'greenpeace', 'ombudsman'] as const;

/** The page's texts from a language's file: the texts with figures become functions of those figures. */
export function methodologyTexts(resource: MethodologyResource): MethodologyTexts {
  const { sourceNames, specificationRowWithoutData, ...texts } = resource;
  return {
    ...texts,
    dataVersion: (version, prices) => fill(texts.dataVersion, { version, ...prices }),
    sourceName: (id, source) => {
      const prefix = SOURCE_PREFIXES.find((candidate) => id.startsWith(`${candidate}-`));
      return prefix ? fill(sourceNames[prefix], { published: source.published }) : source.title;
    },
    publishedRetrieved: (published, retrieved) => fill(texts.publishedRetrieved, { published, retrieved }),
    outOfDate: (region, date, days) => fill(texts.outOfDate, { region, date, days }),
    score: (percentage) => fill(texts.score, { percentage }),
    olderEdition: (year) => fill(texts.olderEdition, { year }),
    specificationRow: (criterion, specified, data) => (data === null ? fill(specificationRowWithoutData, { criterion, specified }) : fill(texts.specificationRow, { criterion, specified, data })),
  };
}

const loaded = new Map<AppLanguage, MethodologyTexts>();

/** The methodology texts of one language (each language is its own chunk). */
export async function loadMethodologyTexts(language: AppLanguage): Promise<MethodologyTexts> {
  const texts = loaded.get(language) ?? methodologyTexts((await LOADERS[language]()).default);
  loaded.set(language, texts);
  return texts;
}

/** The texts of a language already loaded, so a page opened on them renders at once (and hydrates as prerendered). */
export function loadedMethodologyTexts(language: AppLanguage): MethodologyTexts | undefined {
  return loaded.get(language);
}
