/**
 * netlify.toml and netlify/csp.mjs must agree: the same security headers, SPA routes for the languages that leave
 * build files and functions alone, and the functions directory where send_profile lives.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { prerenderedFileFor, prerenderedPages } from '../scripts/prerendered-pages.mjs';
import { createHash } from 'node:crypto';
import { AFTER_FIRST_PAINT_LOADER } from '../scripts/after-first-paint.mjs';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS, contentSecurityPolicy, securityHeaders } from './csp.mjs';

type Table = Record<string, unknown>;

/**
 * Reads the part of TOML netlify.toml uses: [table], [table.sub], [[array]], [array.sub] after [[array]],
 * key = "string" | number | true/false, and # comments.
 */
function readToml(text: string): Table {
  const root: Table = {};
  let current: Table = root;
  let lastArrayItem: { name: string; item: Table } | undefined;
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const arrayHeader = /^\[\[([\w.]+)\]\]$/.exec(line);
    const tableHeader = /^\[([\w.]+)\]$/.exec(line);
    const pair = /^([\w-]+)\s*=\s*(.+)$/.exec(line);
    if (arrayHeader) {
      const name = arrayHeader[1]!;
      const list = (root[name] ??= []) as Table[];
      current = {};
      list.push(current);
      lastArrayItem = { name, item: current };
    } else if (tableHeader) {
      const [first, ...rest] = tableHeader[1]!.split('.');
      let table: Table = lastArrayItem && first === lastArrayItem.name ? lastArrayItem.item : ((root[first!] ??= {}) as Table);
      if (!(lastArrayItem && first === lastArrayItem.name)) lastArrayItem = undefined;
      for (const key of rest) table = (table[key] ??= {}) as Table;
      current = table;
    } else if (pair) {
      const value = pair[2]!.trim();
      current[pair[1]!] = value.startsWith('"') ? JSON.parse(value) : value === 'true' ? true : value === 'false' ? false : Number(value);
    } else {
      throw new Error(`netlify.toml: cannot read line ${JSON.stringify(rawLine)}`);
    }
  }
  return root;
}

const appDir = fileURLToPath(new URL('..', import.meta.url));
const toml = readToml(readFileSync(`${appDir}/netlify.toml`, 'utf8'));
const headers = toml.headers as { for: string; values: Record<string, string> }[];
const redirects = toml.redirects as { from: string; to: string; status: number; force?: boolean }[];

describe('netlify.toml', () => {
  it('builds into dist and serves functions from netlify/functions', () => {
    const build = toml.build as { command: string; publish: string };
    expect(build.publish).toBe('dist');
    expect(build.command).toMatch(/build/);
    expect((toml.functions as { directory: string }).directory).toBe('netlify/functions');
    expect(existsSync(`${appDir}/netlify/functions/send_profile.mts`)).toBe(true);
  });

  it('sends the same security headers as netlify/csp.mjs on every page', () => {
    const page = headers.find((entry) => entry.for === '/*');
    expect(page).toBeDefined();
    const csp = page?.values['Content-Security-Policy'] ?? '';
    // An API origin added to connect-src in netlify.toml is allowed, as long as csp.mjs would produce the same policy.
    const connect = /(?:^|; )connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    const apiOrigins = connect.filter((source) => source !== "'self'");
    expect(page?.values).toEqual(securityHeaders({ apiOrigins }));
    if (apiOrigins.length === 0) expect(page?.values).toEqual(SECURITY_HEADERS);
  });

  /** Netlify's matching: `:name` is one path segment, `*` the rest, a trailing slash is ignored, the first rule wins. */
  function servedFile(pathname: string): { file: string; status: number } | undefined {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    for (const rule of redirects) {
      const pattern = rule.from
        .split('/')
        .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      if (new RegExp(`^${pattern}$`).test(path)) return { file: rule.to.replace(/^\//, ''), status: rule.status };
    }
    return undefined;
  }

  it('answers every address with the file the local server serves: the prerendered page, else the app shell', () => {
    const addresses = [
      '/',
      '/nl',
      '/nl/',
      '/fr',
      '/de/',
      '/nl/privacy',
      '/fr/privacy/',
      '/de/methodology',
      '/nl/ecopower',
      '/fr/cociter/',
      '/de/unknown-supplier',
      '/nl/a/b',
      '/en',
      '/nothing-here',
    ];
    for (const address of addresses) {
      expect(servedFile(address), address).toEqual({ file: prerenderedFileFor(address) ?? 'index.html', status: 200 });
    }
    // Every prerendered page has its rule.
    for (const page of prerenderedPages()) expect(servedFile(page.path)?.file, page.path).toBe(page.file);
    expect(servedFile('/assets/gone-1234.js')).toEqual({ file: '404.html', status: 404 });
    // Forced rules would hide built files and functions behind these pages.
    expect(redirects.some((rule) => rule.force === true)).toBe(false);
    expect(redirects.some((rule) => rule.from.startsWith('/.netlify'))).toBe(false);
  });

  it('caches hashed build files for a year', () => {
    expect(headers.find((entry) => entry.for === '/assets/*')?.values['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('the Content-Security-Policy', () => {
  const directives = new Map(
    CONTENT_SECURITY_POLICY.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources] as const;
    }),
  );

  it('allows only the site itself for scripts, and of inline code only the loader of the prerendered pages, by its hash; no eval', () => {
    expect(directives.get('default-src')).toEqual(["'self'"]);
    const loaderHash = `'sha256-${createHash('sha256').update(AFTER_FIRST_PAINT_LOADER).digest('base64')}'`;
    expect(directives.get('script-src')).toEqual(["'self'", loaderHash]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('locks framing, base, forms and plugins down', () => {
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
  });

  it('adds API origins to connect-src only, as bare origins', () => {
    const policy = contentSecurityPolicy({ apiOrigins: ['https://api.example.org/api/v1', 'http://127.0.0.1:4010'] });
    expect(policy).toContain("connect-src 'self' https://api.example.org http://127.0.0.1:4010;");
    expect(policy.replace(/connect-src [^;]*/, '')).toBe(CONTENT_SECURITY_POLICY.replace(/connect-src [^;]*/, ''));
    expect(() => contentSecurityPolicy({ apiOrigins: ["https://x.example; script-src 'unsafe-inline'"] })).toThrow(TypeError);
    expect(() => contentSecurityPolicy({ apiOrigins: ['javascript:alert(1)'] })).toThrow(TypeError);
  });
});
