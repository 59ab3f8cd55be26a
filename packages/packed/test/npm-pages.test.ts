/**
 * What npm shows of each published package: the repository's LICENSE, matching the `license` field, and a README that
 * stands alone (absolute links only, into the repository its package.json names; no file the tarball lacks). That the
 * tarball holds the LICENSE is checked where the tarballs are installed (packed-tarballs.test.ts).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const published = ['packages/core', 'packages/react', 'packages/studio', 'packages/scoring', 'apps/api'];

interface Manifest {
  license?: string;
  repository?: { url?: string; directory?: string };
  files?: string[];
}
const manifestOf = (dir: string) => JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')) as Manifest;
const rootManifest = manifestOf('.');
/** The repository's address on the web, from the root package.json: every README links there. */
const repositoryWeb = rootManifest.repository!.url!.replace(/^git\+/, '').replace(/\.git$/, '');

describe.each(published)('the published package in %s', (dir) => {
  it('ships the MIT LICENSE file of the repository, as its license field says', () => {
    const manifest = manifestOf(dir);
    expect(manifest.license).toBe(rootManifest.license);
    expect(manifest.license).toBe('MIT');
    expect(manifest.files).toContain('LICENSE');
    expect(readFileSync(join(repoRoot, dir, 'LICENSE'), 'utf8')).toBe(readFileSync(join(repoRoot, 'LICENSE'), 'utf8'));
  });

  it('names the repository and its own folder there', () => {
    expect(manifestOf(dir).repository).toEqual({ type: 'git', url: rootManifest.repository!.url, directory: dir });
  });
});

/** The README without its code blocks and inline code. */
function prose(markdown: string): string {
  return markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
}

/** Markdown links outside code: `[text](target)`. */
function readmeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)[^)]*\)/g)].map((match) => match[1]!);
}

/**
 * Paths of files a package does not ship, named outside a link: the examples, tests, benchmarks, scripts and demo of
 * the repository. On the npm page they point nowhere; a README links them in the repository instead.
 */
function unshippedPaths(markdown: string): string[] {
  const withoutLinks = markdown.replace(/\[[^\]]*\]\([^)\s]+\)/g, '');
  return [...withoutLinks.matchAll(/(?<![\w./@-])(?:\.\.\/)*(?:examples|test|tests|bench|demo|scripts|playground)\/[\w./<>*-]*/g)].map(
    (match) => match[0],
  );
}

describe.each(published)('the README of %s, as npm shows it', (dir) => {
  const readme = () => readFileSync(join(repoRoot, dir, 'README.md'), 'utf8');

  it('has only absolute links (or anchors within the page), and those into the repository use its address', () => {
    const links = readmeLinks(readme());
    expect(links.filter((link) => !/^(https?:\/\/|mailto:|#)/.test(link))).toEqual([]);
    const repositoryLinks = links.filter((link) => /github\.com/.test(link));
    expect(repositoryLinks.filter((link) => link !== repositoryWeb && !link.startsWith(`${repositoryWeb}/`))).toEqual([]);
  });

  it('names no file the package does not ship, except by a link into the repository', () => {
    expect(unshippedPaths(readme())).toEqual([]);
  });

  it('starts with how to install it, then a first example', () => {
    const headings = [...readme().matchAll(/^## (.+)$/gm)].map((match) => match[1]!);
    expect(headings[0]).toBe('Install');
    expect(headings[1]).toMatch(/^(A first survey|First use|Run it)/);
  });

  it('links the measured figures instead of telling them', () => {
    const text = readme();
    expect(text).not.toMatch(/the project's `FIGURES\.md`|repository's `FIGURES\.md`/);
    for (const link of readmeLinks(text).filter((target) => /FIGURES\.md/.test(target))) {
      expect(link.startsWith(`${repositoryWeb}/blob/main/FIGURES.md`)).toBe(true);
    }
  });
});

describe.each(['packages/core', 'packages/react'])('the README of %s', (dir) => {
  it('has one "Question types" section, where the list of types lives', () => {
    const text = readFileSync(join(repoRoot, dir, 'README.md'), 'utf8');
    expect(text.match(/^#{2,3} Question types$/gm)).toHaveLength(1);
  });
});

describe('the collection server (apps/api)', () => {
  it('is not published, and the engine READMEs say where it comes from and how to save to an own backend instead', () => {
    expect((manifestOf('apps/api') as Manifest & { private?: boolean }).private).toBe(true);
    for (const dir of ['packages/core', 'packages/react']) {
      const text = readFileSync(join(repoRoot, dir, 'README.md'), 'utf8');
      expect(readmeLinks(text), dir).toContain(`${repositoryWeb}/blob/main/apps/api/README.md#install`);
      expect(prose(text), dir).toMatch(/not on npm/);
      // An own backend: any transport of the TreesponseApi interface, and the Idempotency-Key a create carries.
      expect(text, dir).toContain('`TreesponseApi`');
      expect(text, dir).toContain('`Idempotency-Key`');
    }
  });
});
