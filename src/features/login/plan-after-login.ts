/** Where a logged-in player goes next (spec 1 §4 "After login"). */
export type AfterLoginStep =
  | { kind: 'none' }
  /** something is pending but may not happen yet (verification asked, a modal or login page open) */
  | { kind: 'wait' }
  /** go to `to` (an unprefixed in-app path, maybe with a query); `consumed` says whether the pending targets are used up */
  | { kind: 'navigate'; to: string; consumed: boolean };

export interface AfterLoginState {
  loggedIn: boolean;
  /** e-mail or phone verification is still asked of the player */
  verificationAsked: boolean;
  /** a modal, or the login / registration page, is open: its flow finishes first */
  overlayOpen: boolean;
  /** the current unprefixed path */
  path: string;
  /** game-after-login remembered for this tab and armed (not yet used since the last logout) */
  game: { game: string; type: string } | null;
  page: string | null;
  modal: string | null;
  /**
   * the player has just logged in on a page only visitors may see (/login, /forgot-password):
   * staying would be a dead end ("You are already logged in"), so with nothing else planned
   * (or a target that has to wait) they go home
   */
  leavePage?: boolean;
  /** the game catalogue is loaded (spec 1 §4: a demo game URL becomes /real once logged in and games are loaded); absent: loaded */
  gamesLoaded?: boolean;
}

const DEMO_GAME = /^\/all-games\/([^/]+)\/demo$/;

/**
 * One step of the after-login journey: a demo game URL becomes /real once logged in and the games
 * are loaded; otherwise
 * game-after-login (`/all-games/{game}/{type}`) once e-mail and phone verification are no longer
 * asked, else page-after-login, else modal-after-login on the current page. The first target
 * used consumes them all: the player lands in one place. A login on a logged-out-only page
 * (`leavePage`) ends at home when nothing else is planned, never on "You are already logged in".
 */
export function planAfterLogin(state: AfterLoginState): AfterLoginStep {
  if (!state.loggedIn) return { kind: 'none' };
  const pending = state.game !== null || state.page !== null || state.modal !== null;
  const demo = DEMO_GAME.exec(state.path);
  if (state.overlayOpen) return pending || demo ? { kind: 'wait' } : { kind: 'none' };
  if (demo) return state.gamesLoaded === false ? { kind: 'wait' } : { kind: 'navigate', to: `/all-games/${demo[1]}/real`, consumed: false };
  const home: AfterLoginStep = { kind: 'navigate', to: '/', consumed: false };
  if (state.game !== null) {
    if (state.verificationAsked) return state.leavePage === true ? home : { kind: 'wait' };
    const type = state.game.type === 'demo' ? 'real' : state.game.type;
    return { kind: 'navigate', to: `/all-games/${encodeURIComponent(state.game.game)}/${type}`, consumed: true };
  }
  if (state.page !== null) return { kind: 'navigate', to: state.page, consumed: true };
  if (state.modal !== null) {
    const base = state.leavePage === true ? '/' : state.path;
    return { kind: 'navigate', to: `${base}?modal=${encodeURIComponent(state.modal)}`, consumed: true };
  }
  return state.leavePage === true ? home : { kind: 'none' };
}
