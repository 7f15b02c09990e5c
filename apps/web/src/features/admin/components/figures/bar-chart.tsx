import { useId } from 'react';

export interface ChartSeries {
  key: string;
  label: string;
  values: number[];
}

interface BarChartProps {
  title: string;
  /** A sentence that says what the chart shows, read by screen readers (the table beside has the figures). */
  description: string;
  /** One label per period, along the bottom. */
  labels: string[];
  series: ChartSeries[];
  /** How a value reads on the scale: a count, or rupees. */
  formatValue: (value: number) => string;
}

const WIDTH = 640;
const HEIGHT = 240;
const LEFT = 64;
const BOTTOM = 28;
const TOP = 10;

/** A round top for the scale: 1, 2 or 5 times a power of ten at or above the largest value. */
function niceTop(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 5, 10].map((step) => step * power).find((top) => top >= max) ?? 10 * power);
}

/**
 * Grouped bars drawn as SVG: one group per period, one bar per series, a scale of four steps. An
 * image to assistive technology (role img, its title and description); the figures themselves are
 * in the table beside it. Negative values (a net below zero) are drawn as zero-height bars.
 */
export function BarChart({ title, description, labels, series, formatValue }: BarChartProps) {
  const id = useId();
  const max = Math.max(0, ...series.flatMap((one) => one.values));
  const top = niceTop(max);
  const plotWidth = WIDTH - LEFT - 8;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const groupWidth = plotWidth / Math.max(1, labels.length);
  const barWidth = Math.max(1, (groupWidth * 0.8) / Math.max(1, series.length));
  const y = (value: number) => TOP + plotHeight - (Math.max(0, value) / top) * plotHeight;
  const labelEvery = Math.max(1, Math.ceil(labels.length / 8));
  return (
    <figure className="figures-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} preserveAspectRatio="xMidYMid meet">
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {[0, 0.25, 0.5, 0.75, 1].map((step) => (
          <g key={step} className="figures-chart__grid">
            <line x1={LEFT} x2={WIDTH - 8} y1={y(top * step)} y2={y(top * step)} />
            <text x={LEFT - 6} y={y(top * step) + 4} textAnchor="end">{formatValue(top * step)}</text>
          </g>
        ))}
        {labels.map((label, period) => (
          <g key={`${label}-${period}`}>
            {series.map((one, position) => {
              const value = one.values[period] ?? 0;
              return (
                <rect
                  key={one.key}
                  className={`figures-chart__bar figures-chart__bar--${position}`}
                  x={LEFT + period * groupWidth + groupWidth * 0.1 + position * barWidth}
                  y={y(value)}
                  width={barWidth}
                  height={TOP + plotHeight - y(value)}
                />
              );
            })}
            {period % labelEvery === 0 && (
              <text className="figures-chart__label" x={LEFT + period * groupWidth + groupWidth / 2} y={HEIGHT - 8} textAnchor="middle">{label}</text>
            )}
          </g>
        ))}
      </svg>
      <figcaption className="figures-chart__legend">
        <strong>{title}</strong>
        {series.map((one, position) => (
          <span key={one.key} className="figures-chart__key">
            <span className={`figures-chart__swatch figures-chart__bar--${position}`} aria-hidden="true" />
            {one.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
