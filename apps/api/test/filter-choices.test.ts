import { describe, expect, it } from 'vitest';
import { NO_FILTERS, type DashboardStats } from '../admin-ui/src/api.js';
import { filterChoices } from '../admin-ui/src/filter-choices.js';
import { TEXTS } from '../admin-ui/src/texts.js';
import { resolveDashboardLabels } from '../src/admin/labels.js';

const labels = resolveDashboardLabels({
  definition: {
    pages: [
      {
        key: 'page_one',
        sections: [
          { type: 'question', question: { key: 'member', type: 'radio', label: { nl: 'Lid?', fr: 'Membre ?' }, options: [{ value: 'yes', label: { nl: 'Ja', fr: 'Oui' } }, { value: 'no', label: { nl: 'Nee', fr: 'Non' } }] } },
          { type: 'question', question: { key: 'price', type: 'scale', label: { nl: 'Prijs', fr: 'Prix' }, options: [{ value: 1, label: { nl: 'Onbelangrijk', fr: 'Sans importance' } }, { value: 5, label: { nl: 'Heel belangrijk', fr: 'Très important' } }] } },
          { type: 'question', question: { key: 'remark', type: 'text', label: 'Opmerking' } },
        ],
      },
    ],
  },
  results: { ecopower: 'Ecopower', engie: { nl: 'ENGIE', fr: 'ENGIE' }, octaplus: 'Octa+' },
});

const stats = (overrides: Partial<DashboardStats>) =>
  ({
    results: { responses: 1, top: [{ key: 'engie', count: 1 }] },
    questions: [
      { key: 'price', kind: 'scale', answered: 2, counts: [{ value: '3', count: 1 }, { value: '5', count: 1 }] },
      { key: 'remark', kind: 'text', answered: 1, counts: [] },
    ],
    labels,
    ...overrides,
  }) as DashboardStats;

describe('the choices of the filters on the top result and on an answer', () => {
  it("are the registered catalogue's names and the definition's questions and options, in the operator's language", () => {
    const choices = filterChoices(stats({}), NO_FILTERS, 'fr', TEXTS.fr);
    expect(choices.results).toEqual([['ecopower', 'Ecopower'], ['engie', 'ENGIE'], ['octaplus', 'Octa+']]);
    expect(choices.questions).toEqual([
      { key: 'member', label: 'Membre ?', answers: [['yes', 'Oui'], ['no', 'Non']] },
      // a scale's numbers in order: its meaningful ends from the definition, the others as counted
      { key: 'price', label: 'Prix', answers: [['1', '1 – Sans importance'], ['3', '3'], ['5', '5 – Très important']] },
    ]);
  });

  it('without a registered definition, come from the figures; a value in the address is always offered', () => {
    const choices = filterChoices(stats({ labels: null }), { ...NO_FILTERS, top: 'lampiris', question: 'member', answer: 'yes' }, 'nl', TEXTS.nl);
    expect(choices.results).toEqual([['engie', 'engie'], ['lampiris', 'lampiris']]);
    expect(choices.questions).toEqual([
      { key: 'price', label: 'price', answers: [['3', '3'], ['5', '5']] },
      { key: 'member', label: 'member', answers: [['yes', 'yes']] },
    ]);
    expect(filterChoices(null, NO_FILTERS, 'de', TEXTS.de)).toEqual({ results: [], questions: [] });
  });
});
