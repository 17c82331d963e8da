import type { CatalogueGame } from '../../api/endpoints';

/** What the game page hands its screens. */
export interface GameSessionExtras {
  /** the catalogue's entry, null when the catalogue does not list the game (the start answers 131) */
  game: CatalogueGame | null;
  /** localized in-app paths */
  lobbyHref: string;
  /** the session-time limit page (after 122: session time limit reached) */
  limitsHref: string;
  depositHref: string;
  /** the player's game transactions (the reality check's account history) */
  historyHref: string;
  /** the current page with the login modal open (the game restarts once the player is logged in) */
  loginHref: string;
  /** the same game for real money */
  realHref: string;
  loggedIn: boolean;
  /** the logged-in player's id (the session-time dialog's snooze is per player) */
  playerId: string | null;
}
