// The bench's table and its targets (decisions 0037 and 0043): read-mostly public calls at least
// half of bare Fastify's req/s, a day's slots at least a quarter, and on PostgreSQL a p99 under
// 25 ms.

const RATIO_TARGET = { public: 0.5, slots: 0.25 };
const POSTGRES_P99_MS = 25;

/**
 * Each server's CPU time per call, and bare Fastify's over the portal's: how much work a call is,
 * not a target. The req/s ratio moves with the minute on a machine of two cores, where the load
 * generator takes one; the load generator's share does not enter this one.
 * @param {Figures} ours @param {Figures} bare
 */
function cpuCells(ours, bare) {
  if (ours.cpuMicrosPerCall === null || bare.cpuMicrosPerCall === null) return ['not measured', ''];
  return [
    `${ours.cpuMicrosPerCall.toFixed(0)} (${bare.cpuMicrosPerCall.toFixed(0)})`,
    `${(bare.cpuMicrosPerCall / ours.cpuMicrosPerCall).toFixed(2)}×`,
  ];
}

/**
 * @typedef {{
 *   requestsPerSecond: number;
 *   cpuMicrosPerCall: number | null;
 *   p50: number;
 *   p99: number;
 *   bad: number;
 * }} Figures
 * @param {{ path: string; kind: 'public' | 'slots'; bytes: number; ours: Figures; bare: Figures }[]} rows
 * @param {{ postgres: boolean }} options
 * @returns {number} how many targets were missed
 */
export function printTable(rows, { postgres }) {
  const header = [
    'path',
    'bytes',
    'req/s',
    'p50 ms',
    'p99 ms',
    'bare req/s',
    'ratio',
    'target',
    'result',
    'CPU µs/call (bare)',
    'CPU ratio',
  ];
  const lines = rows.map(({ path, kind, bytes, ours, bare }) => {
    const ratio = bare.requestsPerSecond > 0 ? ours.requestsPerSecond / bare.requestsPerSecond : 0;
    const ratioTarget = RATIO_TARGET[kind];
    const misses = [];
    if (ratio < ratioTarget) misses.push('ratio');
    if (postgres && ours.p99 >= POSTGRES_P99_MS) misses.push('p99');
    if (ours.bad > 0 || bare.bad > 0) misses.push(`${ours.bad + bare.bad} bad replies`);
    const target = `≥${ratioTarget}×${postgres ? `, p99<${POSTGRES_P99_MS}` : ''}`;
    return {
      missed: misses.length,
      cells: [
        path,
        String(bytes),
        ours.requestsPerSecond.toFixed(0),
        String(ours.p50),
        String(ours.p99),
        bare.requestsPerSecond.toFixed(0),
        `${ratio.toFixed(3)}×`,
        target,
        misses.length ? `FAIL (${misses.join(', ')})` : 'pass',
        ...cpuCells(ours, bare),
      ],
    };
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line.cells[column] ?? '').length)),
  );
  /** @param {string[]} cells */
  const format = (cells) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line.cells));
  return lines.reduce((sum, line) => sum + line.missed, 0);
}
