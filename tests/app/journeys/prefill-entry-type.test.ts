import { describe, expect, it } from 'vitest';
import { prefillEntryType } from '../../../src/app/journeys/prefill-entry-type';
import type { GameKind } from '../../../src/features/games/game-kind';

const catalogue: Record<string, GameKind> = { 'royal-roulette': 'casino', 'bingo-hall': 'bingo', 'virtual-football': 'betting' };
const kindOf = (key: string) => catalogue[key];

describe('prefillEntryType', () => {
  it('asks for the deposit and withdrawal data on the cashier pages', () => {
    expect(prefillEntryType('/payment/deposit', kindOf)).toBe('deposit');
    expect(prefillEntryType('/payment/deposit/', kindOf)).toBe('deposit');
    expect(prefillEntryType('/payment/withdrawal', kindOf)).toBe('withdrawal');
  });

  it('asks for the game data before a real-money game, the bingo data before bingo', () => {
    expect(prefillEntryType('/all-games/royal-roulette/real', kindOf)).toBe('game');
    expect(prefillEntryType('/all-games/bingo-hall/real', kindOf)).toBe('bingo');
  });

  it('asks nothing for a demo, a game the catalogue does not know (yet), a betting id or any other page', () => {
    expect(prefillEntryType('/all-games/royal-roulette/demo', kindOf)).toBeNull();
    expect(prefillEntryType('/all-games/not-loaded/real', kindOf)).toBeNull();
    expect(prefillEntryType('/all-games/virtual-football/real', kindOf)).toBeNull();
    expect(prefillEntryType('/all-games/%E0%A4%A/real', kindOf)).toBeNull();
    expect(prefillEntryType('/my/profile', kindOf)).toBeNull();
    expect(prefillEntryType('/payment/continue-play', kindOf)).toBeNull();
  });
});
