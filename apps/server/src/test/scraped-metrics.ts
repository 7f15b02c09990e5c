import { expect } from 'vitest';
import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';
import type { TestApp } from './test-app';

/**
 * A sample line: a metric name, labels perhaps, a value (the parser itself takes nearly anything
 * as a name). Prometheus reads NaN and Inf in any case (Go's ParseFloat); @prometheus-io/client writes Nan.
 */
const SAMPLE_NAME_AND_LABELS =
  /^[a-zA-Z_:][a-zA-Z0-9_:]*(?:\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*",?)*\})?/;
const SAMPLE_VALUE = / (?:[-+]?\d+(?:\.\d+)?(?:e[-+]?\d+)?|nan|[-+]inf)$/;
const SAMPLE_LINE = new RegExp(SAMPLE_NAME_AND_LABELS.source + SAMPLE_VALUE.source, 'i');

/** Metrics as Prometheus reads them: each family once, by name. */
export interface ScrapedMetrics {
  families: Map<string, PrometheusFamily>;
  /** A counter's or gauge's value for these labels (exactly these), or 0 when it has no such sample. */
  value(name: string, labels?: Record<string, string>): number;
  /**
   * A histogram's sample for these labels (name_count, name_sum or a name_bucket with `le` among
   * the labels), read from the text itself: the parser keeps the buckets of unlabelled
   * histograms only. 0 when there is no such sample.
   */
  histogram(sample: string, labels: Record<string, string>): number;
}

/** A sample line's name, labels and value. */
function readSampleLine(line: string): {
  name: string;
  labels: Record<string, string>;
  value: number;
} {
  const [, name = '', labelText = '', value = ''] =
    /^([^{ ]+)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
  const labels = Object.fromEntries(
    [...labelText.matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)].map(
      ([, label = '', text = '']) => [label, text],
    ),
  );
  return { name, labels, value: Number(value) };
}

const sameLabels = (given: Record<string, string> | undefined, wanted: Record<string, string>) =>
  JSON.stringify(Object.entries(given ?? {}).sort()) ===
  JSON.stringify(Object.entries(wanted).sort());

/** Parses the text with a Prometheus text parser, after checking each line is one Prometheus takes. */
export function parseMetrics(text: string): ScrapedMetrics {
  const lines = text.split('\n').filter((line) => line !== '');
  for (const line of lines) {
    if (!line.startsWith('#')) expect(line).toMatch(SAMPLE_LINE);
  }
  const typed = lines
    .filter((line) => line.startsWith('# TYPE '))
    .map((line) => line.split(' ')[2]);
  expect(new Set(typed).size, 'each family is declared once').toBe(typed.length);
  const families = new Map(parsePrometheusTextFormat(text).map((family) => [family.name, family]));
  const samples = lines.filter((line) => !line.startsWith('#')).map(readSampleLine);
  const sample = (name: string, labels: Record<string, string>) =>
    families.get(name)?.metrics.find((metric) => sameLabels(metric.labels, labels));
  return {
    families,
    value: (name, labels = {}) => Number(sample(name, labels)?.value ?? 0),
    histogram: (name, labels) =>
      samples.find((line) => line.name === name && sameLabels(line.labels, labels))?.value ?? 0,
  };
}

/** GET /metrics through inject, from this machine unless another address is given. */
export function getMetrics(
  testApp: TestApp,
  {
    remoteAddress = '127.0.0.1',
    headers = {},
  }: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return testApp.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
}

/** The metrics as this machine's scraper reads them. */
export async function scrapeMetrics(testApp: TestApp): Promise<ScrapedMetrics> {
  const reply = await getMetrics(testApp);
  expect(reply.statusCode, reply.body).toBe(200);
  return parseMetrics(reply.body);
}
