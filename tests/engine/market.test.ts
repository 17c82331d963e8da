import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKET, MARKETS, isMarket } from '../../src/engine/market';

describe('markets', () => {
  it('has HUN as the default registration market', () => {
    expect(DEFAULT_MARKET).toBe('HUN');
    expect(isMarket('HUN')).toBe(true);
  });
  it('rejects an unknown market', () => {
    expect(isMarket('XXX')).toBe(false);
    expect(MARKETS.map((m) => m.id)).toContain('INT');
  });
});
