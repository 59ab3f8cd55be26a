import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs, type TabItem } from './Tabs.js';

const items: TabItem[] = [
  { id: 'price', label: 'Price', content: <p>What you pay per kilowatt hour and per year.</p> },
  { id: 'origin', label: 'Origin', content: <p>Where the electricity you buy is produced.</p> },
  { id: 'cooperative', label: 'Cooperative', content: <p>Who owns the supplier and who decides.</p> },
];

const meta = {
  title: 'Widgets/Tabs',
  component: Tabs,
  args: { items, label: 'Criteria explained' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SecondTabSelected: Story = { args: { defaultValue: 'origin' } };

/** A disabled tab is skipped by the arrow keys and cannot be selected. */
export const WithDisabledTab: Story = {
  args: {
    items: [items[0]!, { ...items[1]!, disabled: true }, items[2]!],
  },
};

/** The host owns the selected tab and shows it next to the tabs. */
export const Controlled: Story = {
  render: function ControlledTabs(args) {
    const [value, setValue] = useState('cooperative');
    return (
      <div>
        <Tabs {...args} value={value} onValueChange={setValue} />
        <p>Selected: {value}</p>
      </div>
    );
  },
};
