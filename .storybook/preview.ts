import type { Preview } from '@storybook/react-vite';
import { withLocale } from './locale';

// The package's optional stylesheets (widgets, questions, survey), as consumers get them in styles.css.
import.meta.glob('../packages/react/src/**/*.css', { eager: true });

const preview: Preview = {
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
  parameters: {
    layout: 'padded',
  },
};

export default preview;
