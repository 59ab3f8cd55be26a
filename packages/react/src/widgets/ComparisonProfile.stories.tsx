import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale, type StoryLocale } from '../../../../.storybook/locale';
import { ComparisonProfile, type ComparisonCriterion } from './ComparisonProfile.js';
import { comparisonProfileTranslations } from './texts.js';

const criterionLabels: Record<StoryLocale, Record<string, string>> = {
  en: { price: 'Price', stable_price: 'Stable price', origin: 'Origin', source: 'Source', invests: 'Invests in renewables' },
  nl: { price: 'Prijs', stable_price: 'Stabiele prijs', origin: 'Herkomst', source: 'Bron', invests: 'Investeert in hernieuwbare energie' },
  fr: { price: 'Prix', stable_price: 'Prix stable', origin: 'Origine', source: 'Source', invests: 'Investit dans le renouvelable' },
  de: { price: 'Preis', stable_price: 'Stabiler Preis', origin: 'Herkunft', source: 'Quelle', invests: 'Investiert in Erneuerbare' },
};

const captions: Record<StoryLocale, string> = {
  en: 'Your top two suppliers compared',
  nl: 'Je twee beste leveranciers vergeleken',
  fr: 'Vos deux meilleurs fournisseurs comparés',
  de: 'Ihre zwei besten Anbieter im Vergleich',
};

const scores: Record<string, [number, number]> = {
  price: [1, 0.5],
  stable_price: [0, 1],
  origin: [1, 0.25],
  source: [1, 0.6],
  invests: [1, 0],
};

function criteriaFor(locale: StoryLocale): ComparisonCriterion[] {
  return Object.entries(scores).map(([id, pair]) => ({ id, label: criterionLabels[locale][id], scores: pair }));
}

const meta = {
  title: 'Widgets/Comparison profile',
  component: ComparisonProfile,
  parameters: {
    docs: {
      description: {
        component:
          'Two suppliers side by side per criterion.\n\n**When to use.** Comparing the top two results criterion by criterion.\n\n**Accessibility.** A real table with a caption, column headers per supplier and row headers per criterion; each score is text, the bars are decoration.\n\nThemed by the `--ts-*` tokens (see Design/Tokens and theming).',
      },
    },
  },
  args: {
    suppliers: [{ name: 'Ecopower' }, { name: 'Octa+' }],
    criteria: criteriaFor('en'),
    caption: captions.en,
  },
  // The caption, criteria and texts follow the language; each prop's type is spelled out for the props table.
  argTypes: {
    suppliers: {
      description: 'The two suppliers compared, left and right.',
      table: { type: { summary: 'readonly [ComparedSupplier, ComparedSupplier]', detail: '{ name: string; logo?: ReactNode }' } },
    },
    criteria: {
      control: false,
      description: 'The criteria, one row each.',
      table: { type: { summary: 'readonly ComparisonCriterion[]', detail: '{ id: string; label: ReactNode; scores: readonly [number, number] }' } },
    },
    caption: { control: false, description: 'Caption of the table (its accessible name).', table: { type: { summary: 'ReactNode' } } },
    max: { control: 'number', description: 'Highest possible score.', table: { type: { summary: 'number' }, defaultValue: { summary: '1' } } },
    formatScore: {
      control: false,
      description: 'Formats a score for display.',
      table: { type: { summary: '(score: number, max: number) => string' }, defaultValue: { summary: 'a percentage of max' } },
    },
    texts: {
      control: false,
      description: 'Texts of the panel; see comparisonProfileTranslations.',
      table: { type: { summary: 'Partial<ComparisonProfileTexts>', detail: '{ criterion: string }' }, defaultValue: { summary: 'English' } },
    },
    className: { control: 'text', description: 'Extra class on the root element.', table: { type: { summary: 'string' } } },
  },
  render: (args, context) => {
    const locale = storyLocale(context);
    return (
      <ComparisonProfile
        {...args}
        caption={captions[locale]}
        criteria={criteriaFor(locale)}
        texts={comparisonProfileTranslations[locale]}
      />
    );
  },
} satisfies Meta<typeof ComparisonProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Scores on a 1-to-5 scale, shown as plain numbers. */
export const CustomScale: Story = {
  args: { max: 5, formatScore: (score: number, max: number) => `${score} / ${max}` },
  render: (args) => (
    <ComparisonProfile
      {...args}
      caption="Ratings out of 5"
      criteria={[
        { id: 'service', label: 'Customer service', scores: [4, 3] },
        { id: 'app', label: 'App and website', scores: [2, 5] },
      ]}
    />
  ),
};

/** Logos next to the supplier names. */
export const WithLogos: Story = {
  args: {
    suppliers: [
      {
        name: 'Ecopower',
        logo: (
          <svg width="20" height="20" aria-hidden="true">
            <circle cx="10" cy="10" r="9" fill="#2e7d32" />
          </svg>
        ),
      },
      {
        name: 'Octa+',
        logo: (
          <svg width="20" height="20" aria-hidden="true">
            <rect x="1" y="1" width="18" height="18" fill="#0b5394" />
          </svg>
        ),
      },
    ],
  },
};
