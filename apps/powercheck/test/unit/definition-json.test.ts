import { beforeAll, describe, expect, it } from 'vitest';
import {
  createMemoryStorage,
  createSurvey,
  loadEngineTexts,
  validateDefinition,
  type AnswerValue,
  type SurveyController,
  type SurveyDefinition,
} from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';
import { createAppI18n } from '../../src/i18n/index.js';
import { buildSurveyDefinition, CRITERION_KEYS, PAGE } from '../../src/survey/pages.js';
import questionnaire from '../../src/survey/questionnaire.json';
import nl from '../../src/i18n/nl.js';
import fr from '../../src/i18n/fr.js';
import de from '../../src/i18n/de.js';

/** A visitor: where they come from, and what they type on a page (each attempt is tried with Next). */
interface Scenario {
  name: string;
  initialAnswers: Record<string, AnswerValue>;
  attempts: Record<string, Array<Record<string, AnswerValue>>>;
}

const criteria = Object.fromEntries(CRITERION_KEYS.map((key) => [`page_${key}`, [{ [key]: '4' }]]));
const privacy = (...attempts: Array<Record<string, AnswerValue>>) => ({ [PAGE.privacy]: attempts });

const SCENARIOS: Scenario[] = [
  {
    name: 'a visitor without opt-ins, who first forgets the consent and mistypes the postcode',
    initialAnswers: { bpact_id: null },
    attempts: {
      ...criteria,
      [PAGE.aboutYou]: [{ postalcode: '900' }, { postalcode: '0900' }, { postalcode: '9000', age: '36-45' }],
      [PAGE.cooperative]: [{ member_cooperative: ['ecopower', 'other'] }, { member_cooperative_other: 'Ma coop' }],
      [`page_${CRITERION_KEYS[0]}`]: [{}, { [CRITERION_KEYS[0]]: '5' }],
      ...privacy({}, { terms_and_privacy: true }),
    },
  },
  {
    name: 'a visitor who wants the result by e-mail',
    initialAnswers: { bpact_id: null },
    attempts: {
      ...criteria,
      ...privacy({ terms_and_privacy: true, mailResults: true }, { email: 'not an address' }, { email: 'ann@example.org' }),
    },
  },
  {
    name: 'a visitor who wants the news',
    initialAnswers: { bpact_id: null },
    attempts: { ...criteria, ...privacy({ terms_and_privacy: true, optinProject: true }, { email: 'ann@example.org' }) },
  },
  {
    name: 'a partner visitor, whose opt-ins (even if set) ask no e-mail address',
    initialAnswers: { bpact_id: 'p-42' },
    attempts: { ...criteria, ...privacy({ terms_and_privacy: true, mailResults: true, optinProject: true }) },
  },
];

/**
 * Walks a survey to its completion (the privacy page's Next) the way the scenario's visitor does and writes down what they meet: on every
 * page the shown questions (required ones with *), and after every Next whether it moved on or the errors it showed.
 */
async function walk(definition: SurveyDefinition, scenario: Scenario): Promise<string[]> {
  const controller: SurveyController = createSurvey({
    definition,
    api: createOfflineApi(),
    language: 'nl',
    initialAnswers: scenario.initialAnswers,
    environment: { storage: createMemoryStorage() },
  });
  const trace: string[] = [];
  const attempted = new Map<string, number>();
  for (let step = 0; step < 40 && !controller.getState().completed; step += 1) {
    const pageKey = controller.getState().page.key;
    const questions = controller.visibleQuestions().map((question) => `${question.key}${question.required ? '*' : ''}`);
    trace.push(`${pageKey}: ${questions.join(' ')}`);
    const attempt = attempted.get(pageKey) ?? 0;
    attempted.set(pageKey, attempt + 1);
    for (const [key, value] of Object.entries(scenario.attempts[pageKey]?.[attempt] ?? {})) controller.setAnswer(key, value);
    const moved = await controller.next();
    trace.push(moved ? 'next' : `stays: ${JSON.stringify(controller.getState().errors)}`);
  }
  trace.push(`${controller.getState().completed ? 'completed' : 'not completed'} on ${controller.getState().page.key}`);
  controller.destroy();
  return trace;
}

describe('the questionnaire as JSON', async () => {
  // The engine's Dutch texts are in before the first visit, as the app loads them before the questionnaire shows.
  beforeAll(() => loadEngineTexts('nl'));

  const i18n = await createAppI18n('nl', { report: () => undefined, views: true });
  const definition = buildSurveyDefinition(i18n);
  const roundTripped = JSON.parse(JSON.stringify(definition)) as SurveyDefinition;

  it('is a definition validateDefinition finds no problem in, as written and as the app resolves it', () => {
    expect(validateDefinition(questionnaire)).toEqual([]);
    expect(validateDefinition(definition)).toEqual([]);
    expect(validateDefinition(roundTripped)).toEqual([]);
  });

  it('refers only to texts that exist in nl, fr and de', () => {
    const keys = new Set<string>();
    const visit = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (node && typeof node === 'object') {
        const { $t, $template } = node as { $t?: unknown; $template?: unknown };
        if (typeof $t === 'string') keys.add($t);
        if (typeof $template === 'string') for (const [, key] of $template.matchAll(/\{([\w.]+)\}/g)) keys.add(key!);
        Object.values(node).forEach(visit);
      }
    };
    visit(questionnaire);
    expect(keys.size).toBeGreaterThan(60);
    const lookup = (messages: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);
    for (const [language, messages] of Object.entries({ nl, fr, de })) {
      const missing = [...keys].filter((key) => typeof lookup(messages, key) !== 'string' || lookup(messages, key) === '');
      expect(missing, language).toEqual([]);
    }
  });

  it('holds no callback: its rules are expressions', () => {
    const callbacks: string[] = [];
    const visit = (node: unknown, path: string) => {
      if (typeof node === 'function') callbacks.push(path);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) visit(value, `${path}.${key}`);
      }
    };
    visit(definition, 'definition');
    expect(callbacks).toEqual([]);
  });

  for (const scenario of SCENARIOS) {
    it(`behaves the same after JSON.stringify and JSON.parse for ${scenario.name}`, async () => {
      const original = await walk(definition, scenario);
      expect(await walk(roundTripped, scenario)).toEqual(original);
      expect(original.at(-1)).toBe(`completed on ${PAGE.privacy}`);
    });
  }

  it('shows what each visitor should meet', async () => {
    const [forgetful, byMail, news, partner] = await Promise.all(
      [0, 1, 2, 3].map((index) => walk(roundTripped, SCENARIOS[index]!)),
    ) as [string[], string[], string[], string[]];
    const privacyPage = 'page_privacy: terms_and_privacy* optinProject mailResults';
    expect(forgetful).toContain(privacyPage);
    expect(forgetful).toContain(`stays: {"terms_and_privacy":"Dit veld is verplicht"}`);
    expect(forgetful.filter((line) => line.startsWith('stays:') && line.includes('postalcode'))).toHaveLength(2);
    expect(forgetful).toContain(`stays: {"member_cooperative_other":"Dit veld is verplicht"}`);
    expect(forgetful).toContain(`stays: {"${CRITERION_KEYS[0]}":"Dit veld is verplicht"}`);
    expect(byMail).toContain(`${privacyPage} email*`);
    expect(byMail.filter((line) => line.startsWith('stays:') && line.includes('"email"'))).toHaveLength(2);
    expect(news).toContain(`${privacyPage} email*`);
    expect(partner).toContain('page_privacy: terms_and_privacy*');
    expect(partner.some((line) => line.includes('email') || line.includes('optinProject'))).toBe(false);
  });
});
