import { describe, expect, it } from 'vitest';
import {
  applyRandomOrder,
  createMemoryStorage,
  createSurvey,
  RANDOM_SEED_KEY,
  seededShuffle,
  type SurveyDefinition,
  type TreesponseApi,
  type WireTreesponse,
} from '../src/index.js';
import { createOfflineApi } from '../src/offline-api.js';
import { testEnvironment } from './support/fixtures.js';

const letters = 'abcdefghij'.split('');
const options = letters.map((value) => ({ value }));

const definition: SurveyDefinition = {
  key: 'random',
  pages: [
    { key: 'intro', order: 0, sections: [] },
    {
      key: 'a',
      order: 1,
      randomPosition: true,
      randomOrder: true,
      sections: letters.map((key) => ({ type: 'question' as const, question: { key: `q_${key}`, type: 'string' as const } })),
    },
    { key: 'b', order: 2, randomPosition: true, sections: [{ type: 'question', question: { key: 'pick', type: 'radio', randomOrder: true, options } }] },
    { key: 'c', order: 3, randomPosition: true, sections: [] },
    { key: 'end', order: 9, sections: [] },
  ],
};

const order = (survey: ReturnType<typeof createSurvey>) => {
  const { pages } = survey.getState();
  const page = (key: string) => pages.find((p) => p.key === key)!;
  const pick = page('b').sections[0]!;
  return {
    pages: pages.map((p) => p.key),
    sections: page('a').sections.map((section) => (section.type === 'question' ? section.question.key : '')),
    options: pick.type === 'question' && pick.question.type === 'radio' ? pick.question.options.map((o) => o.value) : [],
  };
};

describe('random order', () => {
  it('shuffles reproducibly per seed and scope', () => {
    expect(seededShuffle(letters, 's1', 'x')).toEqual(seededShuffle(letters, 's1', 'x'));
    expect(seededShuffle(letters, 's1', 'x')).not.toEqual(seededShuffle(letters, 's2', 'x'));
    expect(seededShuffle(letters, 's1', 'x')).not.toEqual(seededShuffle(letters, 's1', 'y'));
    expect([...seededShuffle(letters, 's1', 'x')].sort()).toEqual(letters);
  });

  it('moves only the pages that ask for it, shuffles sections and options, and keeps the seed in the answers', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      const survey = createSurvey({ definition, api: createOfflineApi(), environment: testEnvironment({ randomId: () => `seed-${i}` }) });
      const { pages, sections, options: shown } = order(survey);
      expect(pages[0]).toBe('intro');
      expect(pages[4]).toBe('end');
      expect([...pages.slice(1, 4)].sort()).toEqual(['a', 'b', 'c']);
      expect([...sections].sort()).toEqual(letters.map((l) => `q_${l}`));
      expect([...shown].sort()).toEqual(letters);
      expect(survey.getState().treesponse.answers[RANDOM_SEED_KEY]).toBe(`seed-${i}`);
      seen.add(JSON.stringify({ pages, sections, shown }));
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('a resumed response sees the same order', async () => {
    const offline = createOfflineApi();
    let stored: WireTreesponse | null = null;
    const api: TreesponseApi = {
      ...offline,
      offline: false,
      createTreesponse: async (token, body) => {
        stored = body;
        return { publicId: 'resp-1' };
      },
      getTreesponse: async () => ({ ...stored!, answers: stored!.answers, results: stored!.results }),
    };
    const storage = createMemoryStorage();
    const first = createSurvey({ definition, api, environment: testEnvironment({ storage, randomId: () => 'first-seed' }) });
    await first.save();
    const resumed = createSurvey({ definition, api, resumeId: 'resp-1', environment: testEnvironment({ storage, randomId: () => 'other-seed' }) });
    expect(order(resumed)).not.toEqual(order(first));
    await resumed.ready();
    expect(order(resumed)).toEqual(order(first));
  });

  it('shuffles the options of a later page when it is entered, storing the seed then', async () => {
    const later: SurveyDefinition = {
      key: 'later',
      pages: [
        { key: 'one', order: 1, sections: [] },
        { key: 'two', order: 2, sections: [{ type: 'question', question: { key: 'pick', type: 'radio', randomOrder: true, options } }] },
      ],
    };
    const optionsOf = (page: SurveyDefinition['pages'][number]) => {
      const section = page.sections[0];
      return section?.type === 'question' && section.question.type === 'radio' ? section.question.options.map((o) => o.value) : [];
    };
    const shownOptions = (survey: ReturnType<typeof createSurvey>) => optionsOf(survey.getState().page);
    const orders = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const survey = createSurvey({ definition: later, api: createOfflineApi(), environment: testEnvironment({ randomId: () => `seed-${i}` }) });
      expect(survey.getState().treesponse.answers).toEqual({});
      expect(await survey.next()).toBe(true);
      expect(survey.getState().treesponse.answers[RANDOM_SEED_KEY]).toBe(`seed-${i}`);
      // The order the whole definition gets from the same seed.
      expect(shownOptions(survey)).toEqual(optionsOf(applyRandomOrder(later.pages, `seed-${i}`)[1]!));
      orders.add(shownOptions(survey).join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('a definition without random order stores no seed', () => {
    const plain = createSurvey({ definition: { key: 'plain', pages: [{ key: 'p', order: 1, sections: [] }] }, api: createOfflineApi(), environment: testEnvironment() });
    expect(plain.getState().treesponse.answers).toEqual({});
  });
});
