import type { CatalogueGame } from '../../api/endpoints';
import { gameKind } from './game-kind';

/** The betting provider a special betting game id opens (spec 3 §9): the virtual sports book. */
export const BETTING_GAME_PROVIDER = 'virtual';

/**
 * Where a game tile leads: a special betting id to its sports provider's page, any other game to
 * `/all-games/{game}/{type}` — real money for a logged-in player or a game without a demo, the
 * demo for a visitor (it becomes /real once they log in, spec 1 §4).
 */
export function gameLink(game: CatalogueGame, loggedIn: boolean): string {
  if (gameKind(game.id) === 'betting') return `/sports/${BETTING_GAME_PROVIDER}`;
  const type = loggedIn || !game.demo ? 'real' : 'demo';
  return `/all-games/${encodeURIComponent(game.key)}/${type}`;
}
