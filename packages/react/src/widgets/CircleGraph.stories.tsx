import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleGraph } from './CircleGraph.js';

const meta = {
  title: 'Widgets/Circle graph',
  component: CircleGraph,
  parameters: {
    docs: {
      description: {
        component:
          'A percentage drawn as a ring or a speedometer.\n\n**When to use.** One headline figure (a match score); for comparing figures use the comparison profile.\n\n**Accessibility.** One image (`role="img"`) whose text alternative is the label and the formatted value; the drawing itself is hidden from assistive technology.\n\nThemed by the `--ts-*` tokens (see Design/Tokens and theming).',
      },
    },
  },
  args: { value: 72, label: 'Match with your priorities', variant: 'arcs' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    variant: { control: 'inline-radio', options: ['arcs', 'speedometer'] },
  },
} satisfies Meta<typeof CircleGraph>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arcs: Story = {};
export const ArcsEmpty: Story = { args: { value: 0 } };
export const ArcsFull: Story = { args: { value: 100 } };
export const Speedometer: Story = { args: { variant: 'speedometer' } };
export const SpeedometerEmpty: Story = { args: { variant: 'speedometer', value: 0 } };
export const SpeedometerFull: Story = { args: { variant: 'speedometer', value: 100 } };

/** Values outside 0..100 are clamped. */
export const ClampedValue: Story = { args: { value: 140 } };

/** Both variants side by side at a small size. */
export const Small: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'end' }}>
      <CircleGraph {...args} size={64} variant="arcs" />
      <CircleGraph {...args} size={64} variant="speedometer" />
    </div>
  ),
};
