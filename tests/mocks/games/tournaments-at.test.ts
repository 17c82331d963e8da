import { describe, expect, it } from 'vitest';
import { tournamentsAt } from '../../../src/mocks/platform/games/tournaments-at';

describe('mock platform: tournaments around the current day', () => {
  it('lists the running one first, then the upcoming one, and leaves the ended one out', () => {
    const tournaments = tournamentsAt(new Date('2026-03-10T12:00:00Z'));
    expect(tournaments.map((entry) => [entry.id, entry.status])).toEqual([
      ['slots-sprint', 'running'],
      ['jackpot-weekend', 'upcoming'],
    ]);
    expect(tournaments[0]).toMatchObject({ startsAt: '2026-03-08T00:00:00.000Z', endsAt: '2026-03-15T00:00:00.000Z', prizePool: '5000.00', currency: 'EUR', minBet: '0.20' });
    expect(tournaments[1]?.startsAt).toBe('2026-03-13T00:00:00.000Z');
  });

  it('every listed tournament ends after now, and is running exactly when it has started', () => {
    for (const now of [new Date('2026-01-01T00:00:00Z'), new Date('2026-06-30T23:59:59Z')]) {
      for (const tournament of tournamentsAt(now)) {
        expect(Date.parse(tournament.endsAt)).toBeGreaterThan(now.getTime());
        expect(tournament.status).toBe(Date.parse(tournament.startsAt) <= now.getTime() ? 'running' : 'upcoming');
      }
    }
  });
});
