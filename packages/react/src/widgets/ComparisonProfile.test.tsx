import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComparisonProfile, type ComparisonCriterion } from './ComparisonProfile.js';
import { formatScoreAsPercent, scoreShare } from './comparison-profile.model.js';
import { comparisonProfileTranslations } from './texts.js';

const criteria: ComparisonCriterion[] = [
  { id: 'price', label: 'Price', scores: [1, 0.5] },
  { id: 'origin', label: 'Origin', scores: [0.25, 0] },
];

function renderProfile(extra: Partial<Parameters<typeof ComparisonProfile>[0]> = {}) {
  return render(
    <ComparisonProfile
      suppliers={[{ name: 'Ecopower' }, { name: 'Octa+' }]}
      criteria={criteria}
      caption="Top two compared"
      {...extra}
    />,
  );
}

describe('ComparisonProfile', () => {
  it('is a captioned table with a heading per supplier', () => {
    renderProfile();
    const table = screen.getByRole('table', { name: 'Top two compared' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Ecopower', 'Criterion', 'Octa+']);
  });

  it('shows each supplier score per criterion as a visible number and a bar', () => {
    renderProfile();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const priceRow = rows[0]!;
    expect(within(priceRow).getByRole('rowheader').textContent).toBe('Price');
    expect(within(priceRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['100%', '50%']);
    const fills = Array.from(priceRow.querySelectorAll<HTMLElement>('.ts-compare__fill'));
    expect(fills.map((fill) => fill.style.width)).toEqual(['100%', '50%']);
    expect(fills.every((fill) => fill.parentElement?.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['25%', '0%']);
  });

  it('supports another scale and formatter, and translated texts', () => {
    renderProfile({
      max: 5,
      criteria: [{ id: 'service', label: 'Service', scores: [4, 3] }],
      formatScore: (score, max) => `${score}/${max}`,
      texts: comparisonProfileTranslations.de,
    });
    expect(screen.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['4/5', '3/5']);
    expect(screen.getByRole('columnheader', { name: 'Kriterium' })).toBeTruthy();
    const widths = Array.from(document.querySelectorAll<HTMLElement>('.ts-compare__fill')).map((f) => f.style.width);
    expect(widths).toEqual(['80%', '60%']);
  });

  it('clamps shares and guards against bad numbers', () => {
    expect(scoreShare(2, 1)).toBe(100);
    expect(scoreShare(-1, 1)).toBe(0);
    expect(scoreShare(Number.NaN, 1)).toBe(0);
    expect(scoreShare(1, 0)).toBe(0);
    expect(formatScoreAsPercent(0.666, 1)).toBe('67%');
  });
});
