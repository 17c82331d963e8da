import { describe, expect, it } from 'vitest';
import { isPokerMode } from '../../../src/app/layout/is-poker-mode';

const storage = (value: string | null) => ({ getItem: () => value });

describe('isPokerMode', () => {
  it('is on for a /poker-login path or customerApp=poker', () => {
    expect(isPokerMode({ pathname: '/poker-login', search: '' }, null)).toBe(true);
    expect(isPokerMode({ pathname: '/hu/poker-login', search: '' }, null)).toBe(true);
    expect(isPokerMode({ pathname: '/', search: '?customerApp=poker' }, null)).toBe(true);
  });

  it('stays on once remembered for the tab', () => {
    expect(isPokerMode({ pathname: '/my/profile', search: '' }, storage('1'))).toBe(true);
  });

  it('is off otherwise, also when storage is blocked', () => {
    expect(isPokerMode({ pathname: '/', search: '' }, storage(null))).toBe(false);
    const blocked = { getItem: () => { throw new Error('blocked'); } };
    expect(isPokerMode({ pathname: '/', search: '' }, blocked)).toBe(false);
  });
});
