import {
  arcPath,
  clampPercent,
  polarToCartesian,
  ringDashArray,
  speedometerAngle,
  SPEEDOMETER_END_ANGLE,
  SPEEDOMETER_START_ANGLE,
} from './circle-graph.geometry.js';

export interface CircleGraphProps {
  /** The value to show, from 0 to 100 (clamped). */
  value: number;
  /** What the value measures; the text alternative reads '{label}: {value}'. */
  label: string;
  /** 'arcs' draws a ring, 'speedometer' a half-circle gauge with a needle; default 'arcs'. */
  variant?: 'arcs' | 'speedometer';
  /** Width of the graphic in pixels; default 120. */
  size?: number;
  /** Formats the shown value; default a rounded percentage such as '75%'. */
  formatValue?: (percent: number) => string;
  /** Extra class on the SVG element. */
  className?: string;
}

const VIEW = 100;
const STROKE = 10;
const RADIUS = (VIEW - STROKE) / 2;
const CENTER = VIEW / 2;

const defaultFormat = (percent: number) => `${Math.round(percent)}%`;

/** A percentage drawn as a ring or a speedometer, exposed to assistive technology as one image with a text alternative. */
export function CircleGraph({
  value,
  label,
  variant = 'arcs',
  size = 120,
  formatValue = defaultFormat,
  className,
}: CircleGraphProps) {
  const percent = clampPercent(value);
  const shown = formatValue(percent);
  const alternative = `${label}: ${shown}`;
  const classes = ['ts-circle-graph', `ts-circle-graph--${variant}`, className].filter(Boolean).join(' ');
  const trackStyle = { stroke: 'var(--ts-graph-track, currentColor)', strokeOpacity: 'var(--ts-graph-track-opacity, 0.2)' };
  const valueStyle = { stroke: 'var(--ts-graph-value, currentColor)' };

  if (variant === 'speedometer') {
    // Room under the pivot for the value text, so the needle never covers it.
    const height = CENTER + 28;
    const needle = polarToCartesian(CENTER, CENTER, RADIUS - STROKE, speedometerAngle(percent));
    return (
      <svg
        className={classes}
        role="img"
        aria-label={alternative}
        viewBox={`0 0 ${VIEW} ${height}`}
        width={size}
        height={(size * height) / VIEW}
      >
        <title>{alternative}</title>
        <path
          d={arcPath(CENTER, CENTER, RADIUS, SPEEDOMETER_START_ANGLE, SPEEDOMETER_END_ANGLE)}
          fill="none"
          strokeWidth={STROKE}
          style={trackStyle}
        />
        {percent > 0 && (
          <path
            className="ts-circle-graph__value"
            d={arcPath(CENTER, CENTER, RADIUS, SPEEDOMETER_START_ANGLE, speedometerAngle(percent))}
            fill="none"
            strokeWidth={STROKE}
            style={valueStyle}
          />
        )}
        <line
          className="ts-circle-graph__needle"
          x1={CENTER}
          y1={CENTER}
          x2={needle.x}
          y2={needle.y}
          strokeWidth={3}
          strokeLinecap="round"
          style={{ stroke: 'var(--ts-graph-needle, currentColor)' }}
        />
        <circle cx={CENTER} cy={CENTER} r={4} style={{ fill: 'var(--ts-graph-needle, currentColor)' }} />
        <text
          className="ts-circle-graph__text"
          x={CENTER}
          y={CENTER + 22}
          textAnchor="middle"
          fontSize={18}
          fill="currentColor"
        >
          {shown}
        </text>
      </svg>
    );
  }

  return (
    <svg
      className={classes}
      role="img"
      aria-label={alternative}
      viewBox={`0 0 ${VIEW} ${VIEW}`}
      width={size}
      height={size}
    >
      <title>{alternative}</title>
      <circle cx={CENTER} cy={CENTER} r={RADIUS} fill="none" strokeWidth={STROKE} style={trackStyle} />
      <circle
        className="ts-circle-graph__value"
        cx={CENTER}
        cy={CENTER}
        r={RADIUS}
        fill="none"
        strokeWidth={STROKE}
        strokeDasharray={ringDashArray(RADIUS, percent)}
        transform={`rotate(-90 ${CENTER} ${CENTER})`}
        style={valueStyle}
      />
      <text
        className="ts-circle-graph__text"
        x={CENTER}
        y={CENTER}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={20}
        fill="currentColor"
      >
        {shown}
      </text>
    </svg>
  );
}
