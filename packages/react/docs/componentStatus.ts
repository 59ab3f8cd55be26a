/**
 * The status of each component in Storybook. Stable: its behaviour is part of the product specification or it runs
 * in production (the powercheck questionnaire and its result pages); its props and markup change only with a
 * breaking changeset that says how to migrate. Beta: newer, used by no product yet; it may still change in a minor
 * release. A component Storybook shows that is not listed here is new, so beta.
 */
export type ComponentStatus = 'stable' | 'beta';

export interface ComponentStatusRow {
  /** The component's Storybook title, e.g. `Questions/Radio`. */
  title: string;
  status: ComponentStatus;
  /** The release it first appeared in. */
  since: string;
}

/** Nothing is published yet: every component arrives with the first release. */
export const FIRST_RELEASE = 'first release';

const STABLE = new Set([
  'Questions/Checkbox',
  'Questions/Checkboxes',
  'Questions/Content',
  'Questions/Email',
  'Questions/File',
  'Questions/Group',
  'Questions/Hidden',
  'Questions/Image',
  'Questions/Like',
  'Questions/Radio',
  'Questions/Rrn',
  'Questions/Slider',
  'Questions/String',
  'Questions/Text',
  'Survey/Survey view',
  'Widgets/Carousel',
  'Widgets/Circle graph',
  'Widgets/Comparison profile',
  'Widgets/Tips list',
]);

/** The groups of Storybook that hold components (the others are demos and design pages). */
const COMPONENT_GROUPS = ['Questions/', 'Survey/', 'Widgets/'];

/** The stable components' titles. */
export const STABLE_COMPONENTS: readonly string[] = [...STABLE];

/** One row per component among the given Storybook titles, sorted by title. */
export function componentStatuses(titles: Iterable<string>): ComponentStatusRow[] {
  return [...new Set(titles)]
    .filter((title) => COMPONENT_GROUPS.some((group) => title.startsWith(group)))
    .sort((a, b) => a.localeCompare(b))
    .map((title) => ({ title, status: STABLE.has(title) ? 'stable' : 'beta', since: FIRST_RELEASE }));
}
