/**
 * What npm shows of each published package: a LICENSE file in the tarball, matching the `license` field.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packagesDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const published = ['core', 'react', 'scoring'];

function packedFiles(dir: string): string[] {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: dir, encoding: 'utf8' });
  const [pack] = JSON.parse(out) as [{ files: { path: string }[] }];
  return pack.files.map((file) => file.path);
}

describe.each(published)('the published package in packages/%s', (name) => {
  const dir = join(packagesDir, name);
  it('ships an MIT LICENSE file, as its license field says', () => {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { license?: string };
    expect(manifest.license).toBe('MIT');
    expect(packedFiles(dir)).toContain('LICENSE');
    expect(readFileSync(join(dir, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
  }, 60_000); // npm pack lists the files of a built package: seconds on a busy machine
});

/** Markdown links outside code blocks: `[text](target)`. */
function readmeLinks(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)[^)]*\)/g)].map((match) => match[1]!);
}

describe.each(published)('the README of packages/%s, as npm shows it', (name) => {
  it('has only absolute links (or anchors within the page)', () => {
    const links = readmeLinks(readFileSync(join(packagesDir, name, 'README.md'), 'utf8'));
    expect(links.filter((link) => !/^(https?:\/\/|mailto:|#)/.test(link))).toEqual([]);
  });
});
