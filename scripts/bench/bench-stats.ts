/** Medians, spreads and within-run ratios of the bench's samples (pure, unit-tested). */

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
  /** how many values (runs or samples) the figure is made of */
  n: number;
}

export function spread(values: readonly number[]): Spread {
  return {
    median: median(values),
    min: values.length > 0 ? Math.min(...values) : Number.NaN,
    max: values.length > 0 ? Math.max(...values) : Number.NaN,
    n: values.length,
  };
}

/** What one page load of one library at one size measured (medians over its samples). */
export interface Measurement {
  run: number;
  size: number;
  peer: string;
  mount: number;
  mountFields: number;
  keyProcessing: number;
  keyPaint: number;
  /** field components rendered per keystroke (median over the keystrokes) */
  keyFieldRenders: number;
  /** components of any kind rendered per keystroke */
  keyComponentRenders: number;
  blurPaint: number;
  blurFieldRenders: number;
}

export const METRICS = ['keyProcessing', 'keyPaint', 'mount', 'blurPaint'] as const;
export type Metric = (typeof METRICS)[number];

export const METRIC_LABELS: Readonly<Record<Metric, string>> = {
  keyProcessing: 'keystroke processing',
  keyPaint: 'key to next paint',
  mount: 'mount to first paint',
  blurPaint: 'blur validation to paint',
};

/**
 * `peer`'s figure divided by `reference`'s, taken within each run (both measured in the same run
 * on the same machine state), then the median and spread over the runs.
 */
export function ratioOverRuns(measurements: readonly Measurement[], size: number, metric: Metric, peer: string, reference: string): Spread {
  const runs = [...new Set(measurements.map((m) => m.run))];
  const ratios = runs.flatMap((run) => {
    const mine = measurements.find((m) => m.run === run && m.size === size && m.peer === peer);
    const theirs = measurements.find((m) => m.run === run && m.size === size && m.peer === reference);
    if (!mine || !theirs || !(theirs[metric] > 0)) return [];
    return [mine[metric] / theirs[metric]];
  });
  return spread(ratios);
}

/** A peer's absolute figure over the runs. */
export function figureOverRuns(measurements: readonly Measurement[], size: number, metric: Metric | 'keyFieldRenders' | 'blurFieldRenders', peer: string): Spread {
  return spread(measurements.filter((m) => m.size === size && m.peer === peer).map((m) => m[metric]));
}

/**
 * The order of the libraries in run `run` (0-based): rotated by one place per run and per size,
 * so no library is always first (cold caches) or last (a warm, hot machine).
 */
export function interleavedOrder<T>(items: readonly T[], run: number, sizeIndex: number): T[] {
  if (items.length === 0) return [];
  const shift = (run + sizeIndex) % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}
