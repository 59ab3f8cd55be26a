import type { Preview } from '@storybook/react-vite';
import { STORY_LOCALES, withLocale } from './locale';
import './preview.css';

// The package's optional stylesheets (widgets, questions, survey), as consumers get them in styles.css.
import.meta.glob('../packages/react/src/**/*.css', { eager: true });

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language of the component texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'nl', title: 'Nederlands' },
          { value: 'fr', title: 'Français' },
          { value: 'de', title: 'Deutsch' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  decorators: [withLocale],
  argTypes: {
    language: {
      description: 'Language of the texts; unset follows the toolbar',
      control: 'select',
      options: STORY_LOCALES,
      table: { category: 'Story', type: { summary: STORY_LOCALES.map((locale) => `'${locale}'`).join(' | ') } },
    },
    // Translations, slides and injected clocks are set by the story from the language; not hand-edited.
    texts: { control: false },
    items: { control: false },
    timers: { control: false },
    now: { control: false },
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'requiredFirst' },
    docs: { codePanel: true },
  },
};

export default preview;
