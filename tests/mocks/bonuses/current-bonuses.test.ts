import { describe, expect, it } from 'vitest';
import { createMockDb } from '../../../src/mocks/db/create-mock-db';
import { defaultSeed } from '../../../src/mocks/db/default-seed';
import { currentBonusesOf, forfeitBonus } from '../../../src/mocks/platform/bonuses/current-bonuses-of';

function player() {
  const db = createMockDb(defaultSeed());
  const anna = db.state.players.find((each) => each.email === 'player@example.com');
  if (!anna) throw new Error('player@example.com is seeded');
  return { db, anna };
}

describe('current bonuses in the mock platform', () => {
  it('seeds player@example.com with a promo bonus behind the wallet’s wagering and the free spins', () => {
    const { db, anna } = player();
    const { bonuses } = currentBonusesOf(anna);
    expect(bonuses.map((bonus) => [bonus.bonusId, bonus.bonusType])).toEqual([
      ['b-welcome', 'promo'],
      ['b-spins', 'freeSpin'],
    ]);
    const wallet = db.walletOf(anna);
    expect([bonuses[0]?.currentTurnover, bonuses[0]?.totalTurnover]).toEqual([wallet.currentTurnover, wallet.totalTurnover]);
    expect(bonuses[1]?.freeSpins).toBe(wallet.freeSpins);
  });

  it('forfeiting a money bonus removes it with its promo money and wagering; twice changes nothing more', () => {
    const { db, anna } = player();
    const first = forfeitBonus(db, anna, { bonusId: 'b-welcome' });
    expect('data' in first && first.data.bonuses.map((bonus) => bonus.bonusId)).toEqual(['b-spins']);
    const wallet = db.walletOf(anna);
    expect([wallet.promo, wallet.currentTurnover, wallet.totalTurnover, wallet.freeSpins]).toEqual(['0.00', '0.00', '0.00', 20]);
    const again = forfeitBonus(db, anna, { bonusId: 'b-welcome' });
    expect('data' in again && again.data.bonuses).toHaveLength(1);
  });

  it('forfeiting free spins takes the spins; a missing id is 102', () => {
    const { db, anna } = player();
    forfeitBonus(db, anna, { bonusId: 'b-spins' });
    expect(db.walletOf(anna).freeSpins).toBe(0);
    expect(db.walletOf(anna).promo).toBe('5000.50');
    const missing = forfeitBonus(db, anna, {});
    expect('failure' in missing && missing.failure.body.errorCode).toBe(102);
  });
});
