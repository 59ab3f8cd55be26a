import type { Meta, StoryObj } from '@storybook/react-vite';
import { DemoSurvey } from './DemoSurvey.js';
import { storyLanguage } from './QuestionStory.js';

/**
 * A whole survey using every question type: string, email, checkbox, hidden, radio (radios and buttons),
 * checkboxes with 'other', text with counter and AI feedback, slider, group, image, file, registration number,
 * like and content. It runs in memory; like options and AI feedback come from a stand-in API.
 */
const meta: Meta = {
  title: 'Demo/Whole survey',
  component: DemoSurvey,
  argTypes: { startPage: { control: { type: 'number', min: 0, max: 5, step: 1 } } },
};
export default meta;
type Story = StoryObj<{ startPage: number }>;

const page = (startPage: number): Story => ({
  args: { startPage },
  render: (args, context) => <DemoSurvey language={storyLanguage(context)} startPage={args.startPage} />,
});

export const FromTheStart: Story = page(0);
export const ChoicesPage: Story = page(1);
export const TextSliderAndGroupPage: Story = page(2);
export const FilesPage: Story = page(3);
export const VoteAndLikePage: Story = page(4);
export const ThankYouPage: Story = page(5);
