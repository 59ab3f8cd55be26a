import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, engineHost, resolveConfig } from '../../src/config.js';

function documentWithMeta(content: string | null): Document {
  return {
    querySelector: () => (content === null ? null : { getAttribute: () => content }),
  } as unknown as Document;
}

describe('resolveConfig', () => {
  it('runs offline with the documented defaults when nothing is configured', () => {
    expect(resolveConfig(documentWithMeta(null))).toEqual({ ...DEFAULT_CONFIG, apiHost: null });
    expect(DEFAULT_CONFIG.minResultDisplayMs).toBe(6000);
  });

  it('takes the runtime meta tag over the defaults', () => {
    const config = resolveConfig(documentWithMeta(JSON.stringify({ apiHost: '/', minResultDisplayMs: 250, projectKey: 'pc' })));
    expect(config.apiHost).toBe('/');
    expect(config.minResultDisplayMs).toBe(250);
    expect(config.projectKey).toBe('pc');
  });

  it('ignores an unreadable meta tag and treats an empty API host as offline', () => {
    expect(resolveConfig(documentWithMeta('{not json')).apiHost).toBeNull();
    expect(resolveConfig(documentWithMeta(JSON.stringify({ apiHost: '' }))).apiHost).toBeNull();
  });
});

describe('engineHost', () => {
  it("turns '/' into a same-origin base and drops trailing slashes", () => {
    expect(engineHost('/')).toBe('');
    expect(engineHost('https://api.example.org/')).toBe('https://api.example.org');
  });
});
