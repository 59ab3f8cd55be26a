import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale, type StoryLocale } from '../../../../.storybook/locale';
import { tipsListTranslations } from './texts.js';
import { TipsList } from './TipsList.js';

const tipsByLocale: Record<StoryLocale, string[]> = {
  en: [
    'Compare the yearly cost, not only the price per kilowatt hour.',
    'A fixed price protects you from sudden rises for the length of the contract.',
    'Ask where the electricity is produced and by whom.',
    'A cooperative lets you become a co-owner of local wind and solar parks.',
    'Read your annual settlement: it shows your real consumption.',
  ],
  nl: [
    'Vergelijk de jaarlijkse kost, niet alleen de prijs per kilowattuur.',
    'Een vaste prijs beschermt je tegen plotse stijgingen zolang het contract loopt.',
    'Vraag waar de stroom geproduceerd wordt en door wie.',
    'Bij een coöperatie word je mede-eigenaar van lokale wind- en zonneparken.',
    'Lees je jaarafrekening: ze toont je echte verbruik.',
  ],
  fr: [
    'Comparez le coût annuel, pas seulement le prix du kilowattheure.',
    'Un prix fixe vous protège des hausses soudaines pendant toute la durée du contrat.',
    'Demandez où l’électricité est produite et par qui.',
    'Une coopérative vous permet de devenir copropriétaire de parcs éoliens et solaires locaux.',
    'Lisez votre décompte annuel : il montre votre consommation réelle.',
  ],
  de: [
    'Vergleichen Sie die Jahreskosten, nicht nur den Preis pro Kilowattstunde.',
    'Ein Festpreis schützt Sie während der Vertragslaufzeit vor plötzlichen Erhöhungen.',
    'Fragen Sie, wo und von wem der Strom erzeugt wird.',
    'Bei einer Genossenschaft werden Sie Miteigentümer lokaler Wind- und Solarparks.',
    'Lesen Sie Ihre Jahresabrechnung: Sie zeigt Ihren tatsächlichen Verbrauch.',
  ],
};
const tips = tipsByLocale.en;

const meta = {
  title: 'Widgets/Tips list',
  component: TipsList,
  parameters: {
    docs: {
      description: {
        component:
          'A list of tips that shows the first few and a show more / show less button for the rest.\n\n**When to use.** Long advice lists under a result.\n\n**Accessibility.** The show more / show less toggle is a button with `aria-expanded` and `aria-controls` pointing at the list; focus stays on it.\n\nThemed by the `--ts-*` tokens (see Design/Tokens and theming).',
      },
    },
  },
  args: { items: tips, label: 'Tips' },
  // The texts follow the language.
  argTypes: { texts: { control: false } },
  render: (args, context) => {
    const locale = storyLocale(context);
    // Show the story's tips in the toolbar language, keeping how many the story asks for.
    const items = tipsByLocale[locale].slice(0, args.items.length);
    return <TipsList {...args} items={items} texts={tipsListTranslations[locale]} />;
  },
} satisfies Meta<typeof TipsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first three tips and a Show more button. */
export const Collapsed: Story = {};

/** Every tip and a Show less button. */
export const Expanded: Story = { args: { defaultExpanded: true } };

/** Three tips or fewer need no button. */
export const FewTips: Story = { args: { items: tips.slice(0, 3) } };
