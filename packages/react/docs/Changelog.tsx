import { Markdown } from '@storybook/addon-docs/blocks';
import { changesFor, parseChangeset, type ChangeEntry } from './changesets.js';
import { componentStatuses } from './componentStatus.js';

// Read when Storybook is built: the pending changesets and the packages' published changelogs.
const changesetFiles = import.meta.glob('../../../.changeset/*.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const changelogFiles = import.meta.glob('../../*/CHANGELOG.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

const ENTRIES: ChangeEntry[] = Object.entries(changesetFiles)
  .filter(([file]) => !file.endsWith('README.md'))
  .flatMap(([file, text]) => {
    const entry = parseChangeset(file.split('/').pop()!, text);
    return entry ? [entry] : [];
  });

// Every component's story file, for its Storybook title: a new component shows up in the status table by itself.
const storyMetas = import.meta.glob('../src/**/*.stories.tsx', { import: 'default', eager: true }) as Record<string, { title?: string }>;
const STATUSES = componentStatuses(Object.values(storyMetas).flatMap((meta) => (meta.title ? [meta.title] : [])));

/** Each component of Storybook with its status (stable or beta) and the release it arrived in. */
export function ComponentStatusTable() {
  return (
    <table className="ts-component-status">
      <caption>Status of each component</caption>
      <thead>
        <tr>
          <th scope="col">Component</th>
          <th scope="col">Status</th>
          <th scope="col">Since</th>
        </tr>
      </thead>
      <tbody>
        {STATUSES.map((row) => (
          <tr key={row.title}>
            <th scope="row">{row.title}</th>
            <td>{row.status}</td>
            <td>{row.since}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The next release's changes of the design system's packages (from the changesets), then released versions. */
export function Changelog() {
  const pending = changesFor(ENTRIES, ['@treesponse/react', '@treesponse/core']);
  const released = Object.entries(changelogFiles).filter(([file]) => /\/(react|core)\/CHANGELOG\.md$/.test(file));
  return (
    <div className="ts-changelog">
      <h2>Next release ({pending.length} changes)</h2>
      <p>
        Changes made since the last release, read from the changesets when this Storybook was built. A
        <strong> breaking</strong> change says how to migrate.
      </p>
      {pending.map((entry) => (
        <section key={entry.file} className="ts-changelog__entry" aria-label={entry.file.replace(/\.md$/, '')}>
          <p className="ts-changelog__packages">
            {entry.breaking ? <strong className="ts-changelog__breaking">Breaking · </strong> : null}
            {Object.entries(entry.packages)
              .map(([name, bump]) => `${name} (${bump})`)
              .join(', ')}
          </p>
          <Markdown>{entry.summary}</Markdown>
        </section>
      ))}
      <h2>Released versions</h2>
      {released.length === 0 ? (
        <p>No version has been released yet: every change above goes into the first release.</p>
      ) : (
        released.map(([file, text]) => <Markdown key={file}>{text}</Markdown>)
      )}
    </div>
  );
}
