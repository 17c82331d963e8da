import type { CatalogueGame, GameMenu, GameMenuGroup } from '../../api/endpoints';

export type LobbyMode = 'casino' | 'live';

export interface LobbySelection {
  /** the group shown, or null for every game of the mode */
  group: GameMenuGroup | null;
  games: CatalogueGame[];
}

/**
 * The games a lobby page lists (spec 1 §2): the casino or live games of one menu group, or all
 * of the mode's games. A group key the menu does not serve gives null (the page says it is
 * unknown). Live groups exist only when the menu serves some; the `all` live group lists every
 * live game.
 */
export function lobbyGames(menu: GameMenu, games: readonly CatalogueGame[], mode: LobbyMode, groupKey: string | null): LobbySelection | null {
  const ofMode = games.filter((game) => game.live === (mode === 'live'));
  if (groupKey === null) return { group: null, games: ofMode };
  const group = (mode === 'live' ? menu.live : menu.casino).find((entry) => entry.key === groupKey);
  if (!group) return null;
  return { group, games: ofMode.filter((game) => game.groups.includes(group.key) || (mode === 'live' && group.key === 'all')) };
}

/** Whether `/live` exists: only when the game menu serves live groups (spec 1 §2). */
export function hasLiveCasino(menu: GameMenu): boolean {
  return menu.live.length > 0;
}
