// @vitest-environment node
/**
 * The Changelog page reads every changeset of the repository; each must parse and name a bump per package. It also
 * shows each component's status.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { changesFor, parseChangeset } from '../docs/changesets.js';
import { componentStatuses, FIRST_RELEASE, STABLE_COMPONENTS } from '../docs/componentStatus.js';

const DIR = fileURLToPath(new URL('../../../.changeset/', import.meta.url));

describe('changesets on the Changelog page', () => {
  it('parses every changeset with its packages and summary', () => {
    const files = readdirSync(DIR).filter((file) => file.endsWith('.md') && file !== 'README.md');
    const entries = files.map((file) => parseChangeset(file, readFileSync(DIR + file, 'utf8')));
    expect(entries.filter((entry) => entry === null || Object.keys(entry.packages).length === 0 || !entry.summary)).toEqual([]);
    expect(changesFor(entries.flatMap((entry) => (entry ? [entry] : [])), ['@treesponse/react']).length).toBeGreaterThan(5);
  });

  it('puts breaking changes first', () => {
    const minor = parseChangeset('a.md', '---\n"@treesponse/react": minor\n---\n\nA new token.\n')!;
    const major = parseChangeset('b.md', "---\n'@treesponse/react': major\n---\n\nRenamed.\n")!;
    expect(minor).toMatchObject({ packages: { '@treesponse/react': 'minor' }, summary: 'A new token.', breaking: false });
    expect(changesFor([minor, major], ['@treesponse/react']).map((entry) => entry.file)).toEqual(['b.md', 'a.md']);
    expect(parseChangeset('c.md', 'no front matter')).toBeNull();
  });
});

describe('component status on the Changelog page', () => {
  const storyTitles = () => {
    const src = fileURLToPath(new URL('../src/', import.meta.url));
    return readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.stories.tsx'))
      .flatMap((file) => [...readFileSync(src + file, 'utf8').matchAll(/\btitle: '([^']+)'/g)].map((match) => match[1]!));
  };

  it('names only components that Storybook shows', () => {
    expect(STABLE_COMPONENTS.filter((title) => !storyTitles().includes(title))).toEqual([]);
  });

  it('lists components of Questions, Survey and Widgets; a component not listed is beta', () => {
    const rows = componentStatuses(['Widgets/Tabs', 'Questions/Radio', 'Demo/Whole survey', 'Questions/Radio', 'Questions/Rating']);
    expect(rows).toEqual([
      { title: 'Questions/Radio', status: 'stable', since: FIRST_RELEASE },
      { title: 'Questions/Rating', status: 'beta', since: FIRST_RELEASE },
      { title: 'Widgets/Tabs', status: 'beta', since: FIRST_RELEASE },
    ]);
  });
});
