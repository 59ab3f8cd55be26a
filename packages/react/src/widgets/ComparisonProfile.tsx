import type { CSSProperties, ReactNode } from 'react';
import { formatScoreAsPercent, scoreShare } from './comparison-profile.model.js';
import { comparisonProfileTranslations, type ComparisonProfileTexts } from './texts.js';

export interface ComparedSupplier {
  /** Name shown as the column heading, isolated (`<bdi>`): a name in another script keeps its own reading order. */
  name: string;
  /** Optional logo or extra content shown next to the name. */
  logo?: ReactNode;
}

export interface ComparisonCriterion {
  /** Stable key of the criterion. */
  id: string;
  /** Text shown for the criterion. */
  label: ReactNode;
  /** Score of the first and of the second supplier, from 0 to `max`. */
  scores: readonly [number, number];
}

export interface ComparisonProfileProps {
  /** The two suppliers compared, left and right. */
  suppliers: readonly [ComparedSupplier, ComparedSupplier];
  /** The criteria, one row each. */
  criteria: readonly ComparisonCriterion[];
  /** Caption of the table (its accessible name). */
  caption: ReactNode;
  /** Highest possible score; default 1. */
  max?: number;
  /** Formats a score for display; default a percentage of `max`. */
  formatScore?: (score: number, max: number) => string;
  /** Texts of the panel; defaults to English. See `comparisonProfileTranslations`. */
  texts?: Partial<ComparisonProfileTexts>;
  /** Extra class on the root element. */
  className?: string;
}

function ScoreBar({ score, max, text, side }: { score: number; max: number; text: string; side: 'first' | 'second' }) {
  const fill: CSSProperties = {
    display: 'block',
    width: `${scoreShare(score, max)}%`,
    height: '100%',
    background: side === 'first' ? 'var(--ts-compare-first, currentColor)' : 'var(--ts-compare-second, currentColor)',
    marginInlineStart: side === 'first' ? 'auto' : undefined,
  };
  return (
    <span className={`ts-compare__score ts-compare__score--${side}`}>
      <span className="ts-compare__bar" aria-hidden="true">
        <span className="ts-compare__fill" style={fill} />
      </span>
      <span className="ts-compare__value">{text}</span>
    </span>
  );
}

/** Two suppliers side by side per criterion, as a table with one column per supplier. */
export function ComparisonProfile({
  suppliers,
  criteria,
  caption,
  max = 1,
  formatScore = formatScoreAsPercent,
  texts,
  className,
}: ComparisonProfileProps) {
  const t = { ...comparisonProfileTranslations.en, ...texts };
  const [first, second] = suppliers;
  return (
    <table className={['ts-compare', className].filter(Boolean).join(' ')}>
      <caption className="ts-compare__caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="ts-compare__supplier ts-compare__supplier--first">
            <span className="ts-compare__supplier-name">
              {first.logo}
              <bdi>{first.name}</bdi>
            </span>
          </th>
          <th scope="col" className="ts-compare__criterion-heading">
            {t.criterion}
          </th>
          <th scope="col" className="ts-compare__supplier ts-compare__supplier--second">
            <span className="ts-compare__supplier-name">
              {second.logo}
              <bdi>{second.name}</bdi>
            </span>
          </th>
        </tr>
      </thead>
      <tbody>
        {criteria.map((criterion) => (
          <tr key={criterion.id}>
            <td className="ts-compare__cell ts-compare__cell--first">
              <ScoreBar score={criterion.scores[0]} max={max} text={formatScore(criterion.scores[0], max)} side="first" />
            </td>
            <th scope="row" className="ts-compare__criterion">
              {criterion.label}
            </th>
            <td className="ts-compare__cell ts-compare__cell--second">
              <ScoreBar score={criterion.scores[1]} max={max} text={formatScore(criterion.scores[1], max)} side="second" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
