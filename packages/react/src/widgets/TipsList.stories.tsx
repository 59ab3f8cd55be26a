import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '../../../../.storybook/locale';
import { tipsListTranslations } from './texts.js';
import { TipsList } from './TipsList.js';

const tips = [
  'Compare the yearly cost, not only the price per kilowatt hour.',
  'A fixed price protects you from sudden rises for the length of the contract.',
  'Ask where the electricity is produced and by whom.',
  'A cooperative lets you become a co-owner of local wind and solar parks.',
  'Read your annual settlement: it shows your real consumption.',
];

const meta = {
  title: 'Widgets/Tips list',
  component: TipsList,
  args: { items: tips, label: 'Tips' },
  render: (args, context) => <TipsList {...args} texts={tipsListTranslations[storyLocale(context)]} />,
} satisfies Meta<typeof TipsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first three tips and a Show more button. */
export const Collapsed: Story = {};

/** Every tip and a Show less button. */
export const Expanded: Story = { args: { defaultExpanded: true } };

/** Three tips or fewer need no button. */
export const FewTips: Story = { args: { items: tips.slice(0, 3) } };
