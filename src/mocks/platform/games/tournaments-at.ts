import type { Tournament } from '../../../api/endpoints';

const DAY_MS = 24 * 60 * 60 * 1000;

interface TournamentSeed {
  id: string;
  name: string;
  /** days from the start of the current UTC day */
  startDay: number;
  endDay: number;
  prizePool: string;
  minBet: string;
  games: string[];
}

/**
 * The simulated platform's casino tournaments (content, not UI text; fictional), placed around the
 * current day so a running, an upcoming and an ended one always exist: the ended one is never listed.
 * Games are catalogue keys (game-catalogue.ts).
 */
const SEEDS: readonly TournamentSeed[] = [
  { id: 'slots-sprint', name: 'Slots Sprint', startDay: -2, endDay: 5, prizePool: '5000.00', minBet: '0.20', games: ['golden-cherries', 'gem-cascade', 'lucky-sevens'] },
  { id: 'jackpot-weekend', name: 'Jackpot Weekend', startDay: 3, endDay: 5, prizePool: '10000.00', minBet: '1.00', games: ['fortune-wheel-jackpot', 'mega-vault-jackpot'] },
  { id: 'table-masters', name: 'Table Masters', startDay: -10, endDay: -3, prizePool: '2500.00', minBet: '0.50', games: ['blackjack-classic', 'european-roulette'] },
];

/**
 * The tournaments at `now` (`GET /api/games/tournaments`): running ones first (the soonest to end
 * first), then upcoming ones (the soonest to start first); ended ones left out. Prize pools in EUR.
 */
export function tournamentsAt(now: Date): Tournament[] {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const listed = SEEDS.map((seed) => ({ seed, startsAt: day + seed.startDay * DAY_MS, endsAt: day + seed.endDay * DAY_MS })).filter(
    (entry) => entry.endsAt > now.getTime(),
  );
  const tournaments = listed.map(({ seed, startsAt, endsAt }) => ({
    id: seed.id,
    name: seed.name,
    status: startsAt <= now.getTime() ? ('running' as const) : ('upcoming' as const),
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(endsAt).toISOString(),
    prizePool: seed.prizePool,
    currency: 'EUR',
    minBet: seed.minBet,
    games: [...seed.games],
  }));
  const order = (tournament: Tournament) => (tournament.status === 'running' ? `0${tournament.endsAt}` : `1${tournament.startsAt}`);
  return tournaments.sort((a, b) => order(a).localeCompare(order(b)));
}
