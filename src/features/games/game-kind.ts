/** What a catalogue game id means to the site (spec 3 §9 special ids). */
export type GameKind = 'betting' | 'bingo' | 'casino';

/** The special betting game ids 250002–250019 (spec 3 §9): sports betting, opened on /sports/{provider}. */
export const BETTING_GAME_IDS = { first: 250002, last: 250019 } as const;
/** The bingo game id 540001 (spec 3 §9). */
export const BINGO_GAME_ID = 540001;

/** Betting, bingo or an ordinary casino game, by the platform's numeric game id. */
export function gameKind(id: number): GameKind {
  if (Number.isInteger(id) && id >= BETTING_GAME_IDS.first && id <= BETTING_GAME_IDS.last) return 'betting';
  if (id === BINGO_GAME_ID) return 'bingo';
  return 'casino';
}
