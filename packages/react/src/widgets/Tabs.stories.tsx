import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale, type StoryLocale } from '../../../../.storybook/locale';
import { Tabs, type TabItem } from './Tabs.js';

const texts: Record<StoryLocale, { label: string; tabs: [string, string, string]; panels: [string, string, string] }> = {
  en: {
    label: 'Criteria explained',
    tabs: ['Price', 'Origin', 'Cooperative'],
    panels: [
      'What you pay per kilowatt hour and per year.',
      'Where the electricity you buy is produced.',
      'Who owns the supplier and who decides.',
    ],
  },
  nl: {
    label: 'Criteria uitgelegd',
    tabs: ['Prijs', 'Herkomst', 'Coöperatie'],
    panels: [
      'Wat je betaalt per kilowattuur en per jaar.',
      'Waar de stroom die je koopt geproduceerd wordt.',
      'Wie eigenaar is van de leverancier en wie beslist.',
    ],
  },
  fr: {
    label: 'Les critères expliqués',
    tabs: ['Prix', 'Origine', 'Coopérative'],
    panels: [
      'Ce que vous payez par kilowattheure et par an.',
      'Où est produite l’électricité que vous achetez.',
      'Qui possède le fournisseur et qui décide.',
    ],
  },
  de: {
    label: 'Die Kriterien erklärt',
    tabs: ['Preis', 'Herkunft', 'Genossenschaft'],
    panels: [
      'Was Sie pro Kilowattstunde und pro Jahr zahlen.',
      'Wo der Strom, den Sie kaufen, erzeugt wird.',
      'Wem der Anbieter gehört und wer entscheidet.',
    ],
  },
};

const IDS = ['price', 'origin', 'cooperative'] as const;

function itemsFor(locale: StoryLocale, disabledId?: string): TabItem[] {
  const { tabs, panels } = texts[locale];
  return IDS.map((id, index) => ({
    id,
    label: tabs[index],
    content: <p>{panels[index]}</p>,
    disabled: id === disabledId,
  }));
}

/** Story-only argument: which tab to show disabled. */
type StoryArgs = ComponentProps<typeof Tabs> & { disabledId?: string };

const meta = {
  title: 'Widgets/Tabs',
  component: Tabs,
  parameters: {
    docs: {
      description: {
        component:
          'WAI-ARIA tabs with automatic activation.\n\n**When to use.** Two to five short panels of related explanation; not for steps a visitor must go through in order.\n\n**Accessibility.** Arrow keys move between tabs (wrapping), Home and End jump, one tab is in the tab order (roving tabindex); disabled tabs are skipped.\n\nThemed by the `--ts-*` tokens (see Design/Tokens and theming).',
      },
    },
  },
  args: { items: itemsFor('en'), label: texts.en.label },
  // The tabs and their label follow the language.
  argTypes: { items: { control: false }, label: { control: false } },
  render: (args: StoryArgs, context) => {
    const locale = storyLocale(context);
    return <Tabs {...args} label={texts[locale].label} items={itemsFor(locale, args.disabledId)} />;
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SecondTabSelected: Story = { args: { defaultValue: 'origin' } };

/** A disabled tab is skipped by the arrow keys and cannot be selected. */
export const WithDisabledTab: Story = { args: { disabledId: 'origin' } };

/** The host owns the selected tab and shows it next to the tabs. */
export const Controlled: Story = {
  render: function ControlledTabs(args, context) {
    const locale = storyLocale(context);
    const [value, setValue] = useState('cooperative');
    return (
      <div>
        <Tabs {...args} label={texts[locale].label} items={itemsFor(locale)} value={value} onValueChange={setValue} />
        <p>Selected: {value}</p>
      </div>
    );
  },
};
