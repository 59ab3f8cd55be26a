/**
 * Plain SVG charts. Every chart comes with its numbers as a table (Chart / Table tabs); the SVG itself is hidden
 * from screen readers, which read the table.
 */
import { Tabs } from '@treesponse/react';
import type { ReactNode } from 'react';
import type { Texts } from './texts.js';

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

function ChartAndTable({ title, texts, chart, table }: { title: string; texts: Texts; chart: ReactNode; table: ReactNode }) {
  return (
    <Tabs
      className="chart-tabs"
      label={title}
      items={[
        { id: 'chart', label: texts.chart, content: chart },
        { id: 'table', label: texts.table, content: table },
      ]}
    />
  );
}

const ROW_HEIGHT = 26;
/** Where the bars start and how much of the width they may take, in % (text keeps its size at any width). */
const BAR_START = 42;
const BAR_SPACE = 44;

const short = (label: string, length: number) => (label.length > length ? `${label.slice(0, length - 1)}…` : label);

/** Horizontal bars, one row per label; with two values the second is drawn as a darker part of the first. */
export function BarChart(props: ChartProps) {
  const { title, rows, texts } = props;
  const max = Math.max(1, ...rows.map((row) => row.values[0] ?? 0));
  const height = rows.length * ROW_HEIGHT + 4;
  const chart = (
    <svg className="chart" width="100%" height={height} role="presentation" aria-hidden="true" focusable="false">
      {rows.map((row, index) => {
        const y = index * ROW_HEIGHT + 2;
        const [first = 0, second] = row.values;
        const width = (first / max) * BAR_SPACE;
        return (
          <g key={row.label}>
            <text x={`${BAR_START - 1.5}%`} y={y + 16} textAnchor="end" className="chart__label">
              {short(row.label, 18)}
            </text>
            <rect x={`${BAR_START}%`} y={y + 3} width={`${Math.max(width, first > 0 ? 0.4 : 0)}%`} height={ROW_HEIGHT - 8} className="chart__bar" />
            {second !== undefined && second > 0 && (
              <rect x={`${BAR_START}%`} y={y + 3} width={`${Math.max((second / max) * BAR_SPACE, 0.4)}%`} height={ROW_HEIGHT - 8} className="chart__bar chart__bar--part" />
            )}
            <text x={`${BAR_START + width + 1}%`} y={y + 16} className="chart__value">
              {first.toLocaleString()}
              {props.formatExtra ? ` · ${props.formatExtra(row).join(' · ')}` : ''}
            </text>
          </g>
        );
      })}
    </svg>
  );
  return <ChartAndTable title={title} texts={texts} chart={chart} table={<NumbersTable {...props} />} />;
}

/** Columns per day: started (light) with completed (dark) in front. */
export function DayChart(props: ChartProps) {
  const { title, rows, texts } = props;
  const max = Math.max(1, ...rows.map((row) => row.values[0] ?? 0));
  const height = 180;
  const step = 96 / Math.max(rows.length, 1);
  const labelEvery = Math.max(1, Math.ceil(rows.length / 8));
  const chart = (
    <svg className="chart" width="100%" height={height + 24} role="presentation" aria-hidden="true" focusable="false">
      {rows.map((row, index) => {
        const [started = 0, completed = 0] = row.values;
        const x = 2 + index * step + step * 0.15;
        const width = step * 0.7;
        const startedHeight = (started / max) * height;
        const completedHeight = (completed / max) * height;
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
      <line x1="0" x2="100%" y1={height} y2={height} className="chart__axis" />
    </svg>
  );
  return <ChartAndTable title={title} texts={texts} chart={chart} table={<NumbersTable {...props} />} />;
}
