import { useId, useLayoutEffect, useRef, useState } from 'react';

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
  /** Counts: the scale's steps are whole numbers. */
  whole?: boolean;
}

// The drawing is as wide as the page draws it (decision 0110), so its 12-pixel words are 12 pixels
// on a 375-pixel phone as on a desk (a fixed 440-unit drawing shrank them to 7); 440 until measured.
const FIRST_WIDTH = 440;
const NARROWEST = 260;
const HEIGHT = 230;
const BOTTOM = 28;
const TOP = 10;
/** Room for one label along the bottom ("28 Nov", "நவ. 28"), in pixels. */
const LABEL_ROOM = 64;

/** The width the svg is drawn at, in CSS pixels, as the page lays it out. */
function useDrawnWidth() {
  const ref = useRef<SVGSVGElement>(null);
  const [width, setWidth] = useState(FIRST_WIDTH);
  useLayoutEffect(() => {
    const svg = ref.current;
    if (!svg) return;
    const measure = () => {
      const drawn = Math.round(svg.getBoundingClientRect().width);
      if (drawn > 0) setWidth(Math.max(NARROWEST, drawn));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const resized = new ResizeObserver(measure);
    resized.observe(svg);
    return () => resized.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The scale's step (four steps up to the top): a round number at or above a quarter of the largest
 * value; whole for counts.
 */
function scaleStep(max: number, whole: boolean): number {
  if (max <= 0) return 1;
  const quarter = max / 4;
  const power = 10 ** Math.floor(Math.log10(quarter));
  const step =
    [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]
      .map((factor) => factor * power)
      .find((candidate) => candidate >= quarter) ?? 10 * power;
  return whole ? Math.max(1, Math.ceil(step)) : step;
}

/**
 * Grouped bars drawn as SVG: one group per period, one bar per series, a scale of four steps. An
 * image to assistive technology (role img, its title and description); the figures themselves are
 * in the table beside it. Negative values (a net below zero) are drawn as zero-height bars.
 */
export function BarChart({
  title,
  description,
  labels,
  series,
  formatValue,
  whole = false,
}: BarChartProps) {
  const id = useId();
  const { ref, width: WIDTH } = useDrawnWidth();
  const max = Math.max(0, ...series.flatMap((one) => one.values));
  const top = 4 * scaleStep(max, whole);
  // Room on the left for the longest figure of the scale, at 12 pixels a word.
  const LEFT = Math.max(
    40,
    12 + 7.5 * Math.max(...[0, 0.25, 0.5, 0.75, 1].map((step) => formatValue(top * step).length)),
  );
  const plotWidth = WIDTH - LEFT - 8;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const groupWidth = plotWidth / Math.max(1, labels.length);
  const barWidth = Math.max(1, (groupWidth * 0.8) / Math.max(1, series.length));
  const y = (value: number) => TOP + plotHeight - (Math.max(0, value) / top) * plotHeight;
  const labelEvery = Math.max(
    1,
    Math.ceil(labels.length / Math.max(2, Math.floor(plotWidth / LABEL_ROOM))),
  );
  return (
    <figure className="figures-chart">
      <svg
        ref={ref}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {[0, 0.25, 0.5, 0.75, 1].map((step) => (
          <g key={step} className="figures-chart__grid">
            <line x1={LEFT} x2={WIDTH - 8} y1={y(top * step)} y2={y(top * step)} />
            <text x={LEFT - 6} y={y(top * step) + 4} textAnchor="end">
              {formatValue(top * step)}
            </text>
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
              <text
                className="figures-chart__label"
                x={LEFT + period * groupWidth + groupWidth / 2}
                y={HEIGHT - 8}
                textAnchor="middle"
              >
                {label}
              </text>
            )}
          </g>
        ))}
      </svg>
      <figcaption className="figures-chart__legend">
        <strong>{title}</strong>
        {series.map((one, position) => (
          <span key={one.key} className="figures-chart__key">
            <span
              className={`figures-chart__swatch figures-chart__bar--${position}`}
              aria-hidden="true"
            />
            {one.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
