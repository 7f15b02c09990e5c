/** The types of parse-prometheus-text-format (it ships none): the shape prom2json gives, values as text. */
declare module 'parse-prometheus-text-format' {
  interface PrometheusSample {
    labels?: Record<string, string>;
    /** Counters, gauges and untyped samples. */
    value?: string;
    /** Histograms: cumulative counts by upper bound ("0.005" … "+Inf"). */
    buckets?: Record<string, string>;
    /** Summaries. */
    quantiles?: Record<string, string>;
    count?: string;
    sum?: string;
  }
  export interface PrometheusFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: PrometheusSample[];
  }
  export default function parsePrometheusTextFormat(text: string): PrometheusFamily[];
}
