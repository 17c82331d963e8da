import { describe, expect, it } from 'vitest';
import { checkBudgets, figuresTable, ratioTable, type BenchBudgets } from '../../../scripts/bench/bench-report';
import type { Measurement } from '../../../scripts/bench/bench-stats';

function measurement(run: number, peer: string, keyProcessing: number, fieldRenders: number): Measurement {
  return {
    run,
    size: 50,
    peer,
    mount: 10,
    mountFields: 50,
    keyProcessing,
    keyPaint: keyProcessing,
    keyFieldRenders: fieldRenders,
    keyComponentRenders: fieldRenders,
    blurPaint: 5,
    blurFieldRenders: 1,
  };
}

const MEASUREMENTS = [0, 1, 2].flatMap((run) => [measurement(run, 'plain', 1, 0), measurement(run, 'rjsf', 2, 1), measurement(run, 'ours', 1.1 + run / 10, 1)]);
const BUDGETS: BenchBudgets = {
  ratios: [
    { metric: 'keyProcessing', peer: 'ours', reference: 'plain', max: 1.25 },
    { metric: 'mount', peer: 'ours', reference: 'plain', max: 0.5 },
  ],
  fieldRendersPerKeystroke: { peer: 'ours', max: 1 },
};

describe('bench report', () => {
  it('prints ours against the floor and rjsf with the median and the spread over the runs', () => {
    const table = ratioTable(MEASUREMENTS);
    expect(table.split('\n')[0]).toContain('keystroke processing, ours / plain | ours / rjsf');
    expect(table).toContain('| 50 | 1.20× (1.10–1.30) | 0.60× (0.55–0.65) | 1.00× (1.00–1.00)');
  });

  it('prints every library with its render counts', () => {
    const table = figuresTable(MEASUREMENTS, { plain: 'plain inputs (floor)' });
    expect(table).toContain('| 50 | plain inputs (floor) | 1.0 (1.0–1.0)');
    expect(table.split('\n').filter((line) => line.startsWith('| 50 |'))).toHaveLength(3);
  });

  it('names a real form (size 0) by the controls it mounted', () => {
    const registration = { ...measurement(0, 'registration', 2, 0), size: 0, mountFields: 14 };
    expect(figuresTable([registration], { registration: 'SchemaForm, registration (INT)' })).toContain('| 14 controls | SchemaForm, registration (INT) |');
  });

  it('checks each ratio budget at each size and the field renders per keystroke', () => {
    expect(checkBudgets(MEASUREMENTS, BUDGETS)).toEqual([
      { ok: true, text: 'keystroke processing, ours / plain at 50 fields: 1.20× (budget ≤ 1.25×)' },
      { ok: false, text: 'mount to first paint, ours / plain at 50 fields: 1.00× (budget ≤ 0.5×)' },
      { ok: true, text: 'field components rendered per keystroke, ours at 50 fields: 1 (budget ≤ 1)' },
    ]);
    const tooMany = [...MEASUREMENTS, { ...measurement(3, 'ours', 1, 40) }];
    expect(checkBudgets(tooMany, BUDGETS).at(-1)?.ok).toBe(false);
  });
});
