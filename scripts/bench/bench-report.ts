import { figureOverRuns, METRIC_LABELS, METRICS, ratioOverRuns, type Measurement, type Metric, type Spread } from './bench-stats';

export interface RatioBudget {
  metric: Metric;
  peer: string;
  reference: string;
  max: number;
}

export interface BenchBudgets {
  ratios: RatioBudget[];
  fieldRendersPerKeystroke: { peer: string; max: number };
}

export interface BudgetVerdict {
  text: string;
  ok: boolean;
}

function ratioCell(value: Spread): string {
  if (Number.isNaN(value.median)) return '–';
  return value.n > 1 ? `${value.median.toFixed(2)}× (${value.min.toFixed(2)}–${value.max.toFixed(2)})` : `${value.median.toFixed(2)}×`;
}

function msCell(value: Spread): string {
  if (Number.isNaN(value.median)) return '–';
  return value.n > 1 ? `${value.median.toFixed(1)} (${value.min.toFixed(1)}–${value.max.toFixed(1)})` : value.median.toFixed(1);
}

function countCell(value: Spread): string {
  if (Number.isNaN(value.median)) return '–';
  return value.min === value.max ? String(value.median) : `${value.median} (${value.min}–${value.max})`;
}

function sizesOf(measurements: readonly Measurement[], peer?: string): number[] {
  return [...new Set(measurements.filter((m) => peer === undefined || m.peer === peer).map((m) => m.size))].sort((a, b) => a - b);
}

/** The table: ours against the plain-input floor and against plain rjsf, per size (median over runs, spread in brackets). */
export function ratioTable(measurements: readonly Measurement[], peer = 'ours'): string {
  const metrics: Metric[] = ['keyProcessing', 'mount', 'blurPaint', 'keyPaint'];
  const header = ['fields', ...metrics.flatMap((metric) => [`${METRIC_LABELS[metric]}, ${peer} / plain`, `${peer} / rjsf`])];
  const rows = sizesOf(measurements, peer).map((size) => [
    String(size),
    ...metrics.flatMap((metric) => [ratioCell(ratioOverRuns(measurements, size, metric, peer, 'plain')), ratioCell(ratioOverRuns(measurements, size, metric, peer, 'rjsf'))]),
  ]);
  return markdownTable(header, rows);
}

/** Every library's own figures (ms, median over runs with min–max) and what renders per keystroke. */
export function figuresTable(measurements: readonly Measurement[], labels: Readonly<Record<string, string>>): string {
  const peers = [...new Set(measurements.map((m) => m.peer))];
  const header = ['fields', 'library', ...METRICS.map((metric) => `${METRIC_LABELS[metric]} ms`), 'keystroke processing / floor', 'fields rendered per keystroke', 'components rendered per keystroke'];
  const rows = sizesOf(measurements).flatMap((size) =>
    peers
      .filter((peer) => measurements.some((m) => m.peer === peer && m.size === size))
      .map((peer) => [
        // a real form (size 0) is named by the controls it mounted
        size > 0 ? String(size) : `${Math.max(...measurements.filter((m) => m.size === size && m.peer === peer).map((m) => m.mountFields))} controls`,
        labels[peer] ?? peer,
        ...METRICS.map((metric) => msCell(figureOverRuns(measurements, size, metric, peer))),
        ratioCell(ratioOverRuns(measurements, size, 'keyProcessing', peer, 'plain')),
        countCell(figureOverRuns(measurements, size, 'keyFieldRenders', peer)),
        countCell(spread0(measurements.filter((m) => m.size === size && m.peer === peer).map((m) => m.keyComponentRenders))),
      ]),
  );
  return markdownTable(header, rows);
}

function spread0(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, min: sorted[0] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN, n: sorted.length };
}

export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

/** Each budget at each measured size: the median ratio over the runs against its maximum. */
export function checkBudgets(measurements: readonly Measurement[], budgets: BenchBudgets): BudgetVerdict[] {
  const verdicts: BudgetVerdict[] = [];
  for (const budget of budgets.ratios) {
    for (const size of sizesOf(measurements, budget.peer)) {
      const ratio = ratioOverRuns(measurements, size, budget.metric, budget.peer, budget.reference);
      if (Number.isNaN(ratio.median)) continue;
      const ok = ratio.median <= budget.max;
      verdicts.push({ ok, text: `${METRIC_LABELS[budget.metric]}, ${budget.peer} / ${budget.reference} at ${size} fields: ${ratio.median.toFixed(2)}× (budget ≤ ${budget.max}×)` });
    }
  }
  const { peer, max } = budgets.fieldRendersPerKeystroke;
  for (const size of sizesOf(measurements, peer)) {
    const renders = figureOverRuns(measurements, size, 'keyFieldRenders', peer);
    verdicts.push({ ok: renders.max <= max, text: `field components rendered per keystroke, ${peer} at ${size} fields: ${countCell(renders)} (budget ≤ ${max})` });
  }
  return verdicts;
}
