/**
 * Plain SVG charts. Every chart comes with its numbers as a table (Chart / Table tabs); the SVG itself is hidden
 * from screen readers, which read the table.
 */
import { Tabs } from '@treesponse/react';
import { Fragment, useId, useRef, type ReactNode } from 'react';
import type { Texts } from './texts.js';
import { chartCsv, chartFileName } from './chart-csv.js';
import { barChartSvg, downloadBlob, serialiseSvg, svgToPng } from './chart-image.js';

export interface BarRow {
  label: string;
  values: number[];
}

interface ChartProps {
  /** Accessible name of the chart (also the table's caption). */
  title: string;
  /** Column headings of the table: the label column, then one per value. */
  columns: string[];
  rows: BarRow[];
  texts: Texts;
  /** Extra columns shown only in the table, e.g. a share. */
  formatExtra?: (row: BarRow) => string[];
  extraColumns?: string[];
}

function NumbersTable({ title, columns, rows, formatExtra, extraColumns = [] }: Omit<ChartProps, 'texts'>) {
  return (
    <table className="numbers">
      <caption>{title}</caption>
      <thead>
        <tr>
          {[...columns, ...extraColumns].map((column, index) => (
            <th key={column} scope="col" className={index > 0 ? 'num' : undefined}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            {row.values.map((value, index) => (
              <td key={index} className="num">
                {value.toLocaleString()}
              </td>
            ))}
            {formatExtra?.(row).map((text, index) => (
              <td key={`extra-${index}`} className="num">
                {text}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Offers a chart's numbers as a CSV file (made in the page: the numbers are already here). */
function downloadCsv({ title, columns, rows, formatExtra, extraColumns = [] }: Omit<ChartProps, 'texts'>) {
  const csv = chartCsv(
    [...columns, ...extraColumns],
    rows.map((row) => [row.label, ...row.values, ...(formatExtra?.(row) ?? [])]),
  );
  downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), chartFileName(title));
}

/** Buttons offering a chart as an SVG and a PNG image; `image` gives the chart's SVG text when asked. */
export function ImageDownloads({ title, texts, image }: { title: string; texts: Texts; image: () => string }) {
  return (
    <>
      {/* each name starts with the visible text and says which chart */}
      <button
        type="button"
        className="link-button"
        aria-label={`${texts.downloadSvg}: ${title}`}
        onClick={() => downloadBlob(new Blob([image()], { type: 'image/svg+xml;charset=utf-8' }), chartFileName(title, 'svg'))}
      >
        {texts.downloadSvg}
      </button>
      <button
        type="button"
        className="link-button"
        aria-label={`${texts.downloadPng}: ${title}`}
        onClick={() => void svgToPng(image()).then((png) => downloadBlob(png, chartFileName(title, 'png')))}
      >
        {texts.downloadPng}
      </button>
    </>
  );
}

function ChartAndTable({ chart, image, ...props }: ChartProps & { chart: ReactNode; image: () => string }) {
  const { title, texts } = props;
  return (
    <>
      <Tabs
        className="chart-tabs"
        label={title}
        items={[
          { id: 'chart', label: texts.chart, content: chart },
          { id: 'table', label: texts.table, content: <NumbersTable {...props} /> },
        ]}
      />
      <p className="downloads">
        {/* the name starts with the visible text and says which chart */}
        <button type="button" className="link-button" aria-label={`${texts.chartCsv}: ${title}`} onClick={() => downloadCsv(props)}>
          {texts.chartCsv}
        </button>
        <ImageDownloads title={title} texts={texts} image={image} />
      </p>
    </>
  );
}

/** The second value's part of a bar: stripes, so it differs from the first by more than its colour. */
function Hatch({ id }: { id: string }) {
  return (
    <defs>
      <pattern id={id} patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)">
        <rect width="6" height="6" className="chart__hatch-ground" />
        <rect width="3" height="6" className="chart__hatch-stripe" />
      </pattern>
    </defs>
  );
}

/**
 * Horizontal bars, one row per label; with two values the second is drawn, striped, as a part of the first. Rows
 * are HTML, so a long label wraps instead of being cut at a phone's edge, and the numbers have their own column.
 */
export function BarChart(props: ChartProps) {
  const { rows } = props;
  const hatch = useId();
  const max = Math.max(1, ...rows.map((row) => row.values[0] ?? 0));
  const chart = (
    <div className="bars" aria-hidden="true">
      {rows.map((row) => {
        const [first = 0, second] = row.values;
        return (
          <div key={row.label} className="bars__row">
            <span className="bars__label">{row.label}</span>
            <svg className="bars__bar" width="100%" height="18" focusable="false">
              <Hatch id={hatch} />
              <rect width={`${Math.max((first / max) * 100, first > 0 ? 0.5 : 0)}%`} height="18" className="chart__bar" />
              {second !== undefined && second > 0 && (
                <rect width={`${Math.max((second / max) * 100, 0.5)}%`} height="18" fill={`url(#${hatch})`} className="chart__bar--part" />
              )}
            </svg>
            {/* each part stays whole; on a narrow screen the parts go under each other */}
            <span className="bars__value">
              {[`${first.toLocaleString()}${second !== undefined ? ` / ${second.toLocaleString()}` : ''}`, ...(props.formatExtra?.(row) ?? [])].map((part, index) => (
                <Fragment key={index}>
                  {index > 0 ? ' · ' : ''}
                  <span>{part}</span>
                </Fragment>
              ))}
            </span>
          </div>
        );
      })}
    </div>
  );
  return <ChartAndTable {...props} chart={chart} image={() => barChartSvg(props.title, rows)} />;
}

/** A round number at or above `value` (1, 2 or 5 times a power of ten), the top of a chart's scale. */
export function niceCeiling(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((step) => step * power).find((candidate) => candidate >= value)!;
}

/** Columns per day: started (light) with completed (dark) in front. */
export function DayChart(props: ChartProps) {
  const { rows } = props;
  const max = niceCeiling(Math.max(1, ...rows.map((row) => row.values[0] ?? 0)));
  const height = 180;
  const top = 12;
  // columns start after the scale's numbers, which keep their size at any width
  const left = 14;
  const step = (100 - left - 1) / Math.max(rows.length, 1);
  const labelEvery = Math.max(1, Math.ceil(rows.length / 8));
  const svg = useRef<SVGSVGElement>(null);
  const chart = (
    <svg ref={svg} className="chart" width="100%" height={height + 24} role="presentation" aria-hidden="true" focusable="false">
      {rows.map((row, index) => {
        const [started = 0, completed = 0] = row.values;
        const x = left + index * step + step * 0.15;
        const width = step * 0.7;
        const startedHeight = (started / max) * (height - top);
        const completedHeight = (completed / max) * (height - top);
        const labelled = index % labelEvery === 0;
        return (
          <g key={row.label}>
            <rect x={`${x}%`} y={height - startedHeight} width={`${width}%`} height={startedHeight} className="chart__bar chart__bar--light" />
            <rect x={`${x}%`} y={height - completedHeight} width={`${width}%`} height={completedHeight} className="chart__bar" />
            {labelled && (
              <text
                x={`${x + width / 2}%`}
                y={height + 16}
                textAnchor="middle"
                className={`chart__label${(index / labelEvery) % 2 === 1 ? ' chart__label--minor' : ''}`}
              >
                {row.label.slice(5)}
              </text>
            )}
          </g>
        );
      })}
      {[0, max / 2, max].map((tick) => {
        const y = height - (tick / max) * (height - top);
        return (
          <g key={tick}>
            <line x1={`${left - 1}%`} x2="100%" y1={y} y2={y} className={tick === 0 ? 'chart__axis' : 'chart__grid'} />
            <text x={`${left - 2}%`} y={y + 4} textAnchor="end" className="chart__label">
              {tick.toLocaleString()}
            </text>
          </g>
        );
      })}
    </svg>
  );
  return <ChartAndTable {...props} chart={chart} image={() => serialiseSvg(svg.current!, props.title, 720)} />;
}
