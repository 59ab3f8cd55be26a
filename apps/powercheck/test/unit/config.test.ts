import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, engineHost, resolveConfig } from '../../src/config.js';

function documentWithMeta(content: string | null): Document {
  return {
    querySelector: () => (content === null ? null : { getAttribute: () => content }),
  } as unknown as Document;
}

describe('resolveConfig', () => {
  it('calls the API on its own origin when nothing is configured; offline only when asked for', () => {
    expect(resolveConfig(documentWithMeta(null))).toEqual({ ...DEFAULT_CONFIG, apiHost: '/' });
    expect(resolveConfig(documentWithMeta(JSON.stringify({ apiHost: null }))).apiHost).toBeNull();
    vi.stubEnv('VITE_TREESPONSE_OFFLINE', 'true');
    expect(resolveConfig(documentWithMeta(null)).apiHost).toBeNull();
    vi.unstubAllEnvs();
    expect(DEFAULT_CONFIG.minResultDisplayMs).toBe(6000);
  });

  it('takes the runtime meta tag over the defaults', () => {
    const config = resolveConfig(documentWithMeta(JSON.stringify({ apiHost: '/', minResultDisplayMs: 250, projectKey: 'pc' })));
    expect(config.apiHost).toBe('/');
    expect(config.minResultDisplayMs).toBe(250);
    expect(config.projectKey).toBe('pc');
  });

  it('ignores an unreadable meta tag and treats an empty API host as offline', () => {
    expect(resolveConfig(documentWithMeta('{not json')).apiHost).toBe('/');
    expect(resolveConfig(documentWithMeta(JSON.stringify({ apiHost: '' }))).apiHost).toBeNull();
  });
});

describe('build-time environment', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('reads the VITE_ variables, and the meta tag still wins', () => {
    vi.stubEnv('VITE_TREESPONSE_HOST', 'https://api.example.org');
    vi.stubEnv('VITE_TREESPONSE_PROJECT_KEY', 'powercheck-prod');
    vi.stubEnv('VITE_RESULTS_BASE', 'https://resultaat.example.org');
    vi.stubEnv('VITE_FRENCH_HOST_MARKERS', ' VotreEnergie , ');
    vi.stubEnv('VITE_GERMAN_HOST_MARKERS', 'ihrstrom');
    expect(resolveConfig(documentWithMeta(null))).toMatchObject({
      apiHost: 'https://api.example.org',
      projectKey: 'powercheck-prod',
      resultsBase: 'https://resultaat.example.org',
      frenchHostMarkers: ['votreenergie'],
      germanHostMarkers: ['ihrstrom'],
    });
    expect(resolveConfig(documentWithMeta(JSON.stringify({ projectKey: 'other' }))).projectKey).toBe('other');
  });
});

describe('engineHost', () => {
  it("turns '/' into a same-origin base and drops trailing slashes", () => {
    expect(engineHost('/')).toBe('');
    expect(engineHost('https://api.example.org/')).toBe('https://api.example.org');
  });
});
