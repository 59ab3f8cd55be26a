import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../admin-ui/src/api.js';
import { readView, writeView } from '../admin-ui/src/view-address.js';

describe('a dashboard view in the address', () => {
  it('writes only what is set and reads it back the same', () => {
    const view = { project: 'powercheck', filters: { ...NO_FILTERS, from: '2026-03-01', to: '2026-03-31', language: 'fr', version: 'v 2&3' } };
    const search = writeView(view);
    expect(search).toBe('?project=powercheck&from=2026-03-01&to=2026-03-31&language=fr&version=v+2%263');
    expect(readView(search)).toEqual(view);
    expect(writeView({ project: '', filters: NO_FILTERS })).toBe('');
    expect(readView('')).toEqual({ project: '', filters: NO_FILTERS });
  });

  it('drops what cannot be a filter from a hand-edited address', () => {
    expect(readView('?from=yesterday&to=2026-13&language=' + 'x'.repeat(201) + '&unknown=1&version=%20v2%20')).toEqual({
      project: '',
      filters: { ...NO_FILTERS, version: 'v2' },
    });
  });
});
