import type { Decorator } from '@storybook/react-vite';

/** Languages of the toolbar switch and of the `language` control; stories read the choice with `storyLocale`. */
export const STORY_LOCALES = ['nl', 'fr', 'de', 'en'] as const;
export type StoryLocale = (typeof STORY_LOCALES)[number];

function isStoryLocale(value: unknown): value is StoryLocale {
  return (STORY_LOCALES as readonly unknown[]).includes(value);
}

/**
 * The language of a story: the story's `language` control when set, else the toolbar language, else English.
 */
export function storyLocale(context: { globals: Record<string, unknown>; args?: object }): StoryLocale {
  const language = (context.args as { language?: unknown } | undefined)?.language;
  if (isStoryLocale(language)) return language;
  return isStoryLocale(context.globals.locale) ? context.globals.locale : 'en';
}

/** Keeps the document language in step with the story so screen readers pronounce the texts right. */
export const withLocale: Decorator = (Story, context) => {
  document.documentElement.lang = storyLocale(context);
  return Story();
};

/** Sets the toolbar's writing direction on the document, so every story can be seen right to left. */
export const withDirection: Decorator = (Story, context) => {
  document.documentElement.dir = context.globals.direction === 'rtl' ? 'rtl' : 'ltr';
  return Story();
};
