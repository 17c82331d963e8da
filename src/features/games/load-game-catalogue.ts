import type { CatalogueGame, GameMenu } from '../../api/endpoints';
import type { ApiPort } from '../../stores/api-port';

export type GameCatalogueState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; menu: GameMenu; games: CatalogueGame[] }
  | { status: 'failed' };

/** Same-origin images only (the CSP's img-src 'self'): a game whose image is elsewhere is dropped. */
const SAME_ORIGIN_IMAGE = /^\/cms\/[a-z0-9/_-]+\.svg$/;

/** The game menu and the catalogue together (spec 1 §2): both are needed to show any lobby. */
export async function loadGameCatalogue(api: ApiPort, signal?: AbortSignal): Promise<GameCatalogueState> {
  const [menu, catalogue] = await Promise.all([
    api.call<GameMenu>('gameMenu', undefined, { signal }),
    api.call<{ games: CatalogueGame[] }>('gameCatalogue', undefined, { signal }),
  ]);
  if (!menu.ok || !catalogue.ok) return { status: 'failed' };
  return { status: 'ready', menu: menu.data, games: catalogue.data.games.filter((game) => SAME_ORIGIN_IMAGE.test(game.image)) };
}
