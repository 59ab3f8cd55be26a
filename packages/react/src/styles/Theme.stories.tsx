import type { CSSProperties, ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DemoSurvey } from '../../demo/DemoSurvey.js';
import { Carousel } from '../widgets/Carousel.js';
import { Tabs } from '../widgets/Tabs.js';
import { storyLanguage } from '../../demo/QuestionStory.js';
import { BRAND_NAMES, BRANDS } from '../../../../.storybook/brands';
import surveyCss from './survey.css?raw';
import widgetsCss from '../widgets/widgets.css?raw';

interface Token {
  name: string;
  light: string;
  dark?: string;
  /** Only the widgets read it; its default is the fallback in their stylesheet. */
  widget: boolean;
}

/** Every `--ts-*` custom property the stylesheets define or read, with its light and dark default. */
function readTokens(): Token[] {
  const tokens = new Map<string, Token>();
  const sources = [
    { css: surveyCss, widget: false },
    { css: widgetsCss, widget: true },
  ];
  for (const { css, widget } of sources) {
    const darkStart = css.indexOf('@media (prefers-color-scheme: dark)');
    for (const match of css.matchAll(/^\s*(--ts-[a-z0-9-]+):\s*([^;]+);/gm)) {
      const [, name, value] = match as unknown as [string, string, string];
      const isDark = darkStart >= 0 && match.index > darkStart;
      const token = tokens.get(name) ?? { name, light: value, widget };
      if (isDark) token.dark = value;
      else token.light = value;
      tokens.set(name, token);
    }
    for (const match of css.matchAll(/var\((--ts-[a-z0-9-]+),\s*([^()]+?|[^()]*\([^()]*\)[^()]*?)\)/g)) {
      const [, name, fallback] = match as unknown as [string, string, string];
      if (!tokens.has(name)) tokens.set(name, { name, light: fallback.trim(), widget });
    }
  }
  return [...tokens.values()];
}

function Swatch({ name }: { name: string }): ReactNode {
  const value = `var(${name})`;
  if (/color|track|compare|graph/.test(name)) {
    return <span className="ts-token__swatch" style={{ background: value }} />;
  }
  if (/font-family|font-size|line-height|font-weight/.test(name)) {
    const property = name.includes('family')
      ? 'fontFamily'
      : name.includes('weight')
        ? 'fontWeight'
        : name.includes('line-height')
          ? 'lineHeight'
          : 'fontSize';
    return <span style={{ [property]: value } as CSSProperties}>Aa Énergie</span>;
  }
  if (name.includes('focus-ring')) return <span className="ts-token__box" style={{ outline: value, outlineOffset: 2 }} />;
  if (name.includes('radius')) return <span className="ts-token__box" style={{ borderRadius: value }} />;
  if (/spacing|target-size|width|offset|size/.test(name)) {
    return <span className="ts-token__bar" style={{ width: value }} />;
  }
  return null;
}

/** The design tokens: every custom property with its default (light and dark) and a live swatch. */
function TokenTable() {
  const tokens = readTokens();
  return (
    <div className="ts-survey ts-tokens">
      <table className="ts-tokens__table">
        <caption>Design tokens ({tokens.length} custom properties)</caption>
        <thead>
          <tr>
            <th scope="col">Property</th>
            <th scope="col">Default</th>
            <th scope="col">Dark</th>
            <th scope="col">Live</th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <tr key={token.name}>
              <th scope="row">
                <code>{token.name}</code>
                {token.widget ? ' (widgets)' : null}
              </th>
              <td>
                <code>{token.light}</code>
              </td>
              <td>{token.dark ? <code>{token.dark}</code> : '–'}</td>
              <td>
                <Swatch name={token.name} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const meta: Meta = {
  title: 'Design/Tokens and theming',
  parameters: {
    docs: {
      description: {
        component:
          'Every colour, size, space and font of the default theme is a `--ts-*` custom property with zero ' +
          'specificity: set it on `:root`, `.ts-survey` or any ancestor to theme questions, the survey view and the ' +
          'widgets at once. The dark values apply under `prefers-color-scheme: dark`; tokens set by a site win over both. ' +
          'Under forced colours (Windows high contrast) checked buttons, primary buttons and focus use system colours. ' +
          'The Theme toolbar puts every story in one of the two brands below.',
      },
    },
  },
};
export default meta;
type Story = StoryObj;

/** Every custom property with its default, its dark default and a live swatch of its current value. */
export const Tokens: Story = { render: () => <TokenTable /> };

/** The choices page of the demo survey in the powercheck look and in a neutral brand, by tokens alone. */
export const TwoBrands: Story = {
  parameters: { layout: 'fullscreen' },
  render: (_args, context) => (
    <div className="ts-brands">
      {BRAND_NAMES.map((brand) => (
        <section key={brand} className="ts-brands__brand" style={BRANDS[brand] as CSSProperties} aria-label={`${brand} brand`}>
          <DemoSurvey language={storyLanguage(context)} startPage={1} />
        </section>
      ))}
    </div>
  ),
};

/**
 * Right to left (as a page in Arabic or Hebrew sets it with `dir="rtl"`): the carousel and tabs are mirrored by the
 * stylesheet's logical properties; the carousel's slides run from right to left and the tabs' arrow keys follow the
 * reading direction. A survey takes its direction from its own language, so the English demo survey on this page
 * stays left to right, as it would embedded in an Arabic site; Survey › Right to left shows a survey in Arabic,
 * mirrored. The Direction toolbar mirrors every question and widget story the same way.
 */
export const RightToLeft: Story = {
  render: (_args, context) => (
    <div dir="rtl" className="ts-rtl">
      <DemoSurvey language={storyLanguage(context)} startPage={1} />
      <Carousel
        label="Partner cooperatives"
        defaultIndex={1}
        items={['Ecopower', 'Octa+', 'Vent d’Houyet'].map((name) => (
          <p key={name} className="ts-rtl-slide">
            {name}
          </p>
        ))}
      />
      <Tabs
        label="Criteria"
        defaultValue="origin"
        items={[
          { id: 'price', label: 'Price', content: 'What a year costs.' },
          { id: 'origin', label: 'Origin', content: 'Where the power comes from.' },
          { id: 'owner', label: 'Owner', content: 'Who owns the supplier.' },
        ]}
      />
    </div>
  ),
};
