import type { CSSProperties, ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DemoSurvey } from '../../demo/DemoSurvey.js';
import { Carousel } from '../widgets/Carousel.js';
import { Tabs } from '../widgets/Tabs.js';
import { storyLanguage } from '../../demo/QuestionStory.js';
import { BRAND_NAMES, BRANDS, colourMode, DESIGN_TOKENS } from '../../../../.storybook/brands';
import { isColour, TOKEN_GROUPS, type DesignToken } from '../../../../.storybook/designTokens';

/** A fixed sample of a value: a colour swatch, or nothing for values that are not colours. */
function ValueSwatch({ value }: { value: string | undefined }): ReactNode {
  if (!value || !isColour(value)) return null;
  return <span className="ts-token__swatch" style={{ background: value }} aria-hidden="true" />;
}

/** A live sample of the token's current value on this page (it follows the Theme and Mode toolbars). */
function LiveSample({ token }: { token: DesignToken }): ReactNode {
  const { name } = token;
  const value = `var(${name})`;
  if (token.group === 'Colour' || (token.group === 'Widgets' && !/duration|opacity/.test(name))) {
    if (name === '--ts-color-scheme') return null;
    return <span className="ts-token__swatch" style={{ background: value }} aria-hidden="true" />;
  }
  if (token.group === 'Typography') {
    const property = name.includes('family')
      ? 'fontFamily'
      : name.includes('weight')
        ? 'fontWeight'
        : name.includes('line-height')
          ? 'lineHeight'
          : 'fontSize';
    return <span style={{ [property]: value } as CSSProperties}>Aa Énergie</span>;
  }
  if (name.includes('focus-ring')) return <span className="ts-token__box" style={{ outline: value, outlineOffset: 2 }} aria-hidden="true" />;
  if (name.includes('radius')) return <span className="ts-token__box" style={{ borderRadius: value }} aria-hidden="true" />;
  if (/spacing|space|target-size|width|offset|size/.test(name)) {
    return <span className="ts-token__bar" style={{ width: value }} aria-hidden="true" />;
  }
  return null;
}

function Value({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className="ts-token__value">
      <dt>{label}</dt>
      <dd>
        <ValueSwatch value={value} />
        <code>{value ?? 'same as light'}</code>
      </dd>
    </div>
  );
}

function TokenCard({ token }: { token: DesignToken }) {
  const brandValues = BRAND_NAMES.flatMap((brand) => {
    const light = (BRANDS[brand].light as Record<string, string>)[token.name];
    const dark = (BRANDS[brand].dark as Record<string, string>)[token.name];
    return light || dark ? [{ brand, light, dark }] : [];
  });
  return (
    <li className="ts-token">
      <div className="ts-token__head">
        <code className="ts-token__name">{token.name}</code>
        <LiveSample token={token} />
      </div>
      <p className="ts-token__use">{token.description}</p>
      {token.usedBy.length > 0 ? (
        <p className="ts-token__used-by">
          Read by: {token.usedBy.map((block) => `.ts-${block}`).join(', ')}
        </p>
      ) : null}
      <dl className="ts-token__values">
        <Value label="Light" value={token.light} />
        <Value label="Dark" value={token.dark} />
        {brandValues.map(({ brand, light, dark }) => (
          <Value key={brand} label={`${brand} (light / dark)`} value={light === dark || !dark ? light : `${light ?? '–'} / ${dark}`} />
        ))}
      </dl>
    </li>
  );
}

/**
 * The design tokens, read from the stylesheets when Storybook is built: every custom property by role, what it is
 * used for, its light and dark default and each brand's value.
 */
function TokenList() {
  const tokens = DESIGN_TOKENS;
  return (
    <div className="ts-survey ts-tokens">
      <p>
        {tokens.length} custom properties, read from the stylesheets. The live sample beside each name shows the value
        on this page now: switch the Theme and Mode toolbars to see a brand or dark mode.
      </p>
      {TOKEN_GROUPS.map((group) => {
        const inGroup = tokens.filter((token) => token.group === group);
        if (inGroup.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`tokens-${group}`}>
            <h2 id={`tokens-${group}`} className="ts-tokens__group">
              {group} ({inGroup.length})
            </h2>
            <ul className="ts-tokens__list">
              {inGroup.map((token) => (
                <TokenCard key={token.name} token={token} />
              ))}
            </ul>
          </section>
        );
      })}
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
          'The Theme toolbar puts every story in a brand (each with a light and a dark variant) or in the theme made ' +
          'in the theme editor; the Mode toolbar shows light, dark or the system setting.',
      },
    },
  },
};
export default meta;
type Story = StoryObj;

/** Every custom property by role: what it is for, its light and dark default, each brand's value, a live sample. */
export const Tokens: Story = { render: () => <TokenList /> };

/** The choices page of the demo survey in the powercheck look and in a neutral brand, by tokens alone. */
export const TwoBrands: Story = {
  parameters: { layout: 'fullscreen' },
  render: (_args, context) => (
    <div className="ts-brands">
      {BRAND_NAMES.map((brand) => (
        <section key={brand} className="ts-brands__brand" style={BRANDS[brand][colourMode(context.globals.scheme)] as CSSProperties} aria-label={`${brand} brand`}>
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
