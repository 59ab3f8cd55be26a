import type { Meta, StoryObj } from '@storybook/react-vite';
import { useGlobals } from 'storybook/preview-api';
import { ThemeEditor } from '../../demo/ThemeEditor.js';
import { storyLanguage } from '../../demo/QuestionStory.js';
import { colourMode, EDITED_THEME } from '../../../../.storybook/brands';

const meta: Meta = {
  title: 'Design/Theme editor',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Make a brand without code: change any colour (for light and dark mode), the fonts, the radius and the ' +
          'spacing, and watch the preview and the contrast of every foreground and background pair (WCAG AA: 4.5:1 ' +
          'for text, 3:1 for borders, focus and bars). Every change is kept in this browser and the Theme toolbar ' +
          'switches to "Theme editor’s theme", so every other story shows it too. Export downloads `theme.css`, a ' +
          'stylesheet of tokens a site imports after `@treesponse/react/styles.css`; it restyles the site exactly as ' +
          'the editor shows it, in light and dark mode.',
      },
    },
  },
};
export default meta;

/** The editor, its live contrast checks, a preview of the demo survey and the export. */
export const Editor: StoryObj = {
  render: function Render(_args, context) {
    const [, updateGlobals] = useGlobals();
    return (
      <ThemeEditor
        language={storyLanguage(context)}
        initialMode={colourMode(context.globals.scheme)}
        onThemeChange={() => updateGlobals({ brand: EDITED_THEME })}
      />
    );
  },
};
