import type { PrefillType } from '../../engine/prefill/prefill-config';
import type { GameKind } from '../../features/games/game-kind';
import { matchPathPattern } from '../routes/match-path-pattern';

/**
 * Which prefill form a page asks for before the player goes on (spec 3 §2 "prefill form for missing
 * profile data with a warning by type deposit, withdrawal, game or bingo"): the cashier's deposit and
 * withdrawal pages, and a real-money game — bingo when the catalogue says the game is bingo (540001).
 * A demo game needs no profile. A game the catalogue does not know yet (still loading) asks nothing.
 */
export function prefillEntryType(path: string, kindOfGame: (key: string) => GameKind | undefined): PrefillType | null {
  if (matchPathPattern('/payment/deposit', path)) return 'deposit';
  if (matchPathPattern('/payment/withdrawal', path)) return 'withdrawal';
  const game = matchPathPattern('/all-games/:game/real', path);
  if (!game) return null;
  let key: string;
  try {
    key = decodeURIComponent(game.game ?? '');
  } catch {
    return null;
  }
  const kind = kindOfGame(key);
  if (kind === 'bingo') return 'bingo';
  return kind === 'casino' ? 'game' : null;
}
