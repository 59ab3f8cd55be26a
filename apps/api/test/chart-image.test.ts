/** A bar chart drawn as an SVG file: every label and number in it, hostile labels made harmless. */
import { describe, expect, test } from 'vitest';
import { barChartSvg, xmlText } from '../admin-ui/src/chart-image.js';
import { chartFileName } from '../admin-ui/src/chart-csv.js';

describe('chart images', () => {
  test('a bar chart holds its title, each label and each number, striped second values included', () => {
    const svg = barChartSvg('Partners', [
      { label: 'partner-7', values: [12, 5] },
      { label: 'Direct (no partner)', values: [3, 0] },
    ]);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="720" height="\d+"/);
    for (const text of ['>Partners<', '>partner-7<', '>12 / 5<', '>Direct (no partner)<', '>3 / 0<']) expect(svg).toContain(text);
    expect(svg.match(/fill="url\(#hatch\)"/g)).toHaveLength(1);
  });

  test('labels are text, never markup; long ones end in an ellipsis', () => {
    const hostile = '</text><script>alert(1)</script>&"\'';
    const svg = barChartSvg('<b>title</b>', [{ label: hostile, values: [1] }, { label: 'x'.repeat(100), values: [2] }]);
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain(xmlText(hostile));
    expect(svg).toContain(`${'x'.repeat(39)}…<`);
    expect(xmlText('a<b>&"\'')).toBe('a&lt;b&gt;&amp;&quot;&#39;');
  });

  test('file names per format', () => {
    expect(chartFileName('Responses per day', 'png')).toBe('responses-per-day.png');
    expect(chartFileName('Réponses par jour', 'svg')).toBe('réponses-par-jour.svg');
    expect(chartFileName('Partners')).toBe('partners.csv');
  });
});
