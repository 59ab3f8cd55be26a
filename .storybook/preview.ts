import type { Preview } from '@storybook/react-vite';
import { loadWorkshopLanguages } from '../packages/react/demo/engineTexts';
import { BRAND_NAMES, EDITED_THEME, withBrand } from './brands';
import { STORY_LOCALES, withDirection, withLocale } from './locale';
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
    brand: {
      description: 'Brand tokens on the page: the default theme or a brand made by design tokens alone',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Default theme' },
          ...BRAND_NAMES.map((brand) => ({ value: brand, title: `${brand[0]!.toUpperCase()}${brand.slice(1)} brand` })),
          { value: EDITED_THEME, title: 'Theme editor’s theme' },
        ],
        dynamicTitle: true,
      },
    },
    scheme: {
      description: 'Light or dark mode: the system setting (prefers-color-scheme), or pinned to light or dark',
      toolbar: {
        title: 'Mode',
        icon: 'mirror',
        items: [
          { value: 'auto', title: 'System mode' },
          { value: 'light', title: 'Light mode' },
          { value: 'dark', title: 'Dark mode' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Writing direction of the page (right to left as for Arabic or Hebrew texts)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', brand: 'default', scheme: 'auto', direction: 'ltr' },
  decorators: [withLocale, withBrand, withDirection],
  loaders: [loadWorkshopLanguages],
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
