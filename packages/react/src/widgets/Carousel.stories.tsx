import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale, type StoryLocale } from '../../../../.storybook/locale';
import { Carousel } from './Carousel.js';
import { carouselTranslations } from './texts.js';

const cooperatives = ['Ecopower', 'Energent', 'Beauvent', 'Courant d’Air', 'Emissions Zéro', 'Vent d’Houyet'];

function LogoCard({ name }: { name: string }) {
  return (
    <div className="story-logo-card" style={{ display: 'grid', placeItems: 'center', minHeight: 120, gap: 8 }}>
      <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
        <circle cx="28" cy="28" r="26" fill="#2e7d32" />
        <text x="28" y="35" textAnchor="middle" fontSize="22" fill="#ffffff">
          {name.slice(0, 1)}
        </text>
      </svg>
      <span style={{ fontSize: '1.1rem', fontWeight: 600 }}>{name}</span>
    </div>
  );
}

const labels: Record<StoryLocale, string> = {
  en: 'Partner cooperatives',
  nl: 'Partnercoöperaties',
  fr: 'Coopératives partenaires',
  de: 'Partnergenossenschaften',
};

const items = cooperatives.map((name) => <LogoCard key={name} name={name} />);

const meta = {
  title: 'Widgets/Carousel',
  component: Carousel,
  parameters: {
    docs: {
      description: {
        component:
          'A WAI-ARIA carousel: previous/next buttons, optional automatic advance, swipe, wrap-around.\n\n**When to use.** A row of equal cards (partner logos) where showing one at a time saves room; not for content every visitor must read.\n\n**Accessibility.** A region with `aria-roledescription="carousel"`; slides are groups named "n of m". Automatic advance pauses on hover and focus, has a start/stop button and is off under reduced motion; slide changes are announced politely only while it does not advance by itself.\n\nThemed by the `--ts-*` tokens (see Design/Tokens and theming).',
      },
    },
  },
  args: { items, label: 'Partner cooperatives' },
  // The label and texts follow the language; the clock is the browser's.
  argTypes: { label: { control: false }, texts: { control: false }, timers: { control: false }, now: { control: false } },
  render: (args, context) => {
    const locale = storyLocale(context);
    return <Carousel {...args} label={labels[locale]} texts={carouselTranslations[locale]} />;
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No automatic advance: the visitor moves with the buttons or by swiping. */
export const Manual: Story = {};

/** Advances every 4 seconds; pauses on hover and focus; the first button stops it. */
export const AutomaticAdvance: Story = { args: { interval: 4000 } };

/** `autoplay` without an interval uses the default of 12 seconds. */
export const AutoplayDefaultInterval: Story = { args: { autoplay: true } };

/** With reduced motion there is no automatic advance and no transition, even when an interval is set. */
export const ReducedMotion: Story = { args: { interval: 4000, reducedMotion: true } };

/** Starts on the last slide: Next wraps around to the first. */
export const StartsOnLastSlide: Story = { args: { defaultIndex: cooperatives.length - 1 } };

/** A single slide still renders its controls, which simply stay on it. */
export const SingleSlide: Story = { args: { items: [<LogoCard key="one" name="Ecopower" />] } };
