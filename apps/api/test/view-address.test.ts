import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../admin-ui/src/api.js';
import { NO_COMPARISON } from '../admin-ui/src/comparison.js';
import { readView, writeView } from '../admin-ui/src/view-address.js';

describe('a dashboard view in the address', () => {
  it('writes only what is set and reads it back the same', () => {
    const view = {
      project: 'powercheck',
      filters: { ...NO_FILTERS, from: '2026-03-01', to: '2026-03-31', language: 'fr', version: 'v 2&3', region: 'BE-VLG', province: 'BE-VOV', partner: 'krant 🌳' },
      comparison: { compare: 'custom' as const, compareFrom: '2025-03-01', compareTo: '2025-03-31' },
    };
    const search = writeView(view);
    expect(search).toBe(
      '?project=powercheck&from=2026-03-01&to=2026-03-31&language=fr&version=v+2%263&region=BE-VLG&province=BE-VOV&partner=krant+%F0%9F%8C%B3' +
        '&compare=custom&compareFrom=2025-03-01&compareTo=2025-03-31',
    );
    expect(readView(search)).toEqual(view);
    const direct = { project: '', filters: { ...NO_FILTERS, direct: 'true' }, comparison: { ...NO_COMPARISON, compare: 'previous' as const } };
    expect(writeView(direct)).toBe('?direct=true&compare=previous');
    expect(readView(writeView(direct))).toEqual(direct);
    expect(writeView({ project: '', filters: NO_FILTERS, comparison: NO_COMPARISON })).toBe('');
    expect(readView('')).toEqual({ project: '', filters: NO_FILTERS, comparison: NO_COMPARISON });
  });

  it('drops what cannot be a filter from a hand-edited address', () => {
    expect(
      readView(
        '?from=yesterday&to=2026-13&language=' + 'x'.repeat(201) + '&unknown=1&version=%20v2%20&region=BE-XX&province=Gent' +
          '&partner=' + '🌳'.repeat(201) + '&direct=yes&compare=next&compareFrom=soon',
      ),
    ).toEqual({ project: '', filters: { ...NO_FILTERS, version: 'v2' }, comparison: NO_COMPARISON });
    // a partner and "direct visits only" exclude each other: the partner is kept
    expect(readView('?partner=p-1&direct=true').filters).toMatchObject({ partner: 'p-1', direct: '' });
  });

  it('keeps completed only, the top result and an answer to a question', () => {
    const view = {
      project: 'powercheck',
      filters: { ...NO_FILTERS, completed: 'true', top: 'ecopower', question: 'member', answer: 'coöp & co' },
      comparison: NO_COMPARISON,
    };
    const search = writeView(view);
    expect(search).toBe('?project=powercheck&completed=true&top=ecopower&question=member&answer=co%C3%B6p+%26+co');
    expect(readView(search)).toEqual(view);
    // completed is true or nothing; half of an answer filter is none
    expect(readView('?completed=yes&question=member').filters).toEqual(NO_FILTERS);
    expect(readView('?answer=3').filters).toEqual(NO_FILTERS);
  });
});
