import {
  createMemoryStorage,
  createSurvey,
  type FullSurveyController,
  type Language,
  type LikeOption,
  type Question,
  type SurveyDefinition,
  type TreesponseApi,
} from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';

/** Options of a one-question survey used by stories and tests. */
export interface SingleQuestionOptions {
  language?: Language;
  /** Default: the offline API. */
  api?: TreesponseApi;
  aggregatorUrl?: string;
  onError?: (error: unknown, context: string) => void;
  /** The survey's own texts, overriding the engine's. */
  translations?: SurveyDefinition['translations'];
}

/** A survey of one page holding only `question`, running on the offline API with memory storage. */
export function createSingleQuestionSurvey(question: Question, options: SingleQuestionOptions = {}): FullSurveyController {
  const definition: SurveyDefinition = {
    key: `single-${question.key}`,
    languages: ['en', 'nl', 'fr', 'de'],
    pages: [{ key: 'page', order: 1, sections: [{ type: 'question', question }] }],
    translations: options.translations,
  };
  return createSurvey({
    definition,
    api: options.api ?? createOfflineApi(),
    language: options.language ?? 'en',
    environment: { storage: createMemoryStorage() },
    aggregatorUrl: options.aggregatorUrl,
    onError: options.onError ?? (() => undefined),
  });
}

/**
 * Like options a story or test shows without an aggregator server (a static Storybook has none), in the language the
 * aggregator would answer in.
 */
const LIKE_OPTIONS_BY_LANGUAGE: Record<'en' | 'nl' | 'fr' | 'de', LikeOption[]> = {
  en: [
    { id: 1, name: 'More trees', text: 'Plant trees along every school route.' },
    { id: 2, name: 'Bike lanes', text: 'Separate bike lanes on the main roads.' },
    { id: 3, name: 'Benches', text: 'Benches and shade in every park.' },
  ],
  nl: [
    { id: 1, name: 'Meer bomen', text: 'Bomen planten langs elke schoolroute.' },
    { id: 2, name: 'Fietspaden', text: 'Vrijliggende fietspaden op de hoofdwegen.' },
    { id: 3, name: 'Bankjes', text: 'Bankjes en schaduw in elk park.' },
  ],
  fr: [
    { id: 1, name: 'Plus d’arbres', text: 'Planter des arbres le long de chaque trajet vers l’école.' },
    { id: 2, name: 'Pistes cyclables', text: 'Des pistes cyclables séparées sur les grands axes.' },
    { id: 3, name: 'Bancs', text: 'Des bancs et de l’ombre dans chaque parc.' },
  ],
  de: [
    { id: 1, name: 'Mehr Bäume', text: 'Bäume entlang jedes Schulwegs pflanzen.' },
    { id: 2, name: 'Radwege', text: 'Getrennte Radwege an den Hauptstraßen.' },
    { id: 3, name: 'Bänke', text: 'Bänke und Schatten in jedem Park.' },
  ],
};

export const SAMPLE_LIKE_OPTIONS: LikeOption[] = LIKE_OPTIONS_BY_LANGUAGE.en;

/** The sample like options in `language` (English for a language they are not written in). */
export function sampleLikeOptions(language: Language): LikeOption[] {
  return LIKE_OPTIONS_BY_LANGUAGE[language as keyof typeof LIKE_OPTIONS_BY_LANGUAGE] ?? SAMPLE_LIKE_OPTIONS;
}

/**
 * The offline API, answering like options from a fixed list (after `delayMs`), and AI feedback with fixed scores.
 * It stands in for the collection server where none can run, e.g. in a static Storybook build.
 */
export function createStoryApi(
  options: {
    likeOptions?: LikeOption[];
    delayMs?: number;
    proficiency?: number;
    toxicity?: number;
    /** The language the sample like options are answered in (read when they are asked for). */
    language?: () => Language;
  } = {},
): TreesponseApi {
  const offline = createOfflineApi();
  const wait = () => new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
  return {
    ...offline,
    offline: false,
    async getLikeOptions() {
      await wait();
      return options.likeOptions ?? sampleLikeOptions(options.language?.() ?? 'en');
    },
    async getAiFeedback() {
      await wait();
      return { toxicity: { score: options.toxicity ?? 0.1 }, proficiency: options.proficiency ?? 12 };
    },
  };
}

/** An API whose saves never finish: keeps a survey in its submitting state (for the 'submitting' stories). */
export function createPendingApi(): TreesponseApi {
  const offline = createOfflineApi();
  const never = () => new Promise<never>(() => undefined);
  return { ...offline, createTreesponder: never, createTreesponse: never, updateTreesponse: never };
}
