import { describe, expect, it } from 'vitest';
import { figureOverRuns, interleavedOrder, median, ratioOverRuns, spread, type Measurement } from '../../../scripts/bench/bench-stats';

function measurement(run: number, peer: string, size: number, keyProcessing: number, fieldRenders = 0): Measurement {
  return {
    run,
    size,
    peer,
    mount: keyProcessing * 10,
    mountFields: size,
    keyProcessing,
    keyPaint: keyProcessing * 2,
    keyFieldRenders: fieldRenders,
    keyComponentRenders: fieldRenders,
    blurPaint: keyProcessing * 3,
    blurFieldRenders: 0,
  };
}

describe('bench statistics', () => {
  it('takes the median of odd and even counts and NaN of nothing', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
    expect(spread([5, 1, 3])).toEqual({ median: 3, min: 1, max: 5, n: 3 });
  });

  it('divides within each run before taking the median, so a slow run does not skew the ratio', () => {
    const measurements = [
      measurement(0, 'plain', 50, 1),
      measurement(0, 'ours', 50, 2),
      // a run on a machine three times as busy: the same ratio
      measurement(1, 'plain', 50, 3),
      measurement(1, 'ours', 50, 6),
      measurement(2, 'plain', 50, 1),
      measurement(2, 'ours', 50, 3),
    ];
    expect(ratioOverRuns(measurements, 50, 'keyProcessing', 'ours', 'plain')).toEqual({ median: 2, min: 2, max: 3, n: 3 });
    expect(ratioOverRuns(measurements, 200, 'keyProcessing', 'ours', 'plain').n).toBe(0);
    expect(figureOverRuns(measurements, 50, 'keyProcessing', 'ours').median).toBe(3);
  });

  it('rotates the order of the libraries per run and per size', () => {
    const peers = ['plain', 'rhf', 'rjsf', 'ours'];
    expect(interleavedOrder(peers, 0, 0)).toEqual(peers);
    expect(interleavedOrder(peers, 1, 0)).toEqual(['rhf', 'rjsf', 'ours', 'plain']);
    expect(interleavedOrder(peers, 1, 2)).toEqual(['ours', 'plain', 'rhf', 'rjsf']);
    const firsts = [0, 1, 2, 3].map((run) => interleavedOrder(peers, run, 0)[0]);
    expect(new Set(firsts).size).toBe(peers.length);
  });
});
