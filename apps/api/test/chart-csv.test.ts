import { describe, expect, it } from 'vitest';
import { chartCsv, chartFileName } from '../admin-ui/src/chart-csv.js';
import { parseLikeBelgianExcel } from './excel.js';

describe("a chart's CSV", () => {
  it('opens in a Belgian Excel in columns, accents kept, hostile labels made harmless', () => {
    const csv = chartCsv(['Partenaire', 'Commencées', 'Taux'], [['coöperatie; "Zon"', 12, '77,3 %'], ['=HYPERLINK("http://x")', 3, '0 %']]);
    const rows = parseLikeBelgianExcel(new TextEncoder().encode(csv));
    expect(rows).toEqual([
      ['Partenaire', 'Commencées', 'Taux'],
      ['coöperatie; "Zon"', '12', '77,3 %'],
      ["'=HYPERLINK(\"http://x\")", '3', '0 %'],
    ]);
  });

  it('is named after the chart', () => {
    expect(chartFileName('Réponses par province')).toBe('réponses-par-province.csv');
    expect(chartFileName('../..')).toBe('chart.csv');
  });
});
