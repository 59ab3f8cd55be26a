import type { Decorator } from '@storybook/react-vite';

/** Languages of the toolbar switch; stories read the choice from `context.globals.locale`. */
export const STORY_LOCALES = ['nl', 'fr', 'de', 'en'] as const;
export type StoryLocale = (typeof STORY_LOCALES)[number];

/** The language chosen in the toolbar, for a story's render function or decorator. */
export function storyLocale(context: { globals: Record<string, unknown> }): StoryLocale {
  const locale = context.globals.locale;
  return (STORY_LOCALES as readonly unknown[]).includes(locale) ? (locale as StoryLocale) : 'en';
}

/** Keeps the document language in step with the toolbar so screen readers pronounce the texts right. */
export const withLocale: Decorator = (Story, context) => {
  document.documentElement.lang = storyLocale(context);
  return Story();
};
