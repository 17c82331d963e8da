import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { gameCatalogueOf } from '../../features/games/game-catalogue-store';
import { planAfterLogin } from '../../features/login/plan-after-login';
import { readAfterLoginIntent } from '../../features/login/read-after-login-intent';
import { languageFromPath } from '../../i18n/language-from-path';
import { localizePath } from '../../i18n/localize-path';
import { useRootStore } from '../hooks/use-root-store';
import type { ModalEntry } from '../modals/modal-entry';
import { modalRegistry } from '../modals/modal-registry';
import { hasIdenfySuccess, takeIdenfySuccess } from '../../features/verification/idenfy-success';
import { matchPathPattern } from '../routes/match-path-pattern';
import { routeTable } from '../routes/route-table';

/** Session-storage key (allow-listed site key): game-after-login, kept across sign-in and re-armed after logout. */
const GAME_KEY = 'site:game-after-login';

/** Query parameters this component reads on arrival and then removes from the address. */
const ARRIVAL_PARAMS = ['game-after-login', 'page-after-login', 'modal-after-login', 'authorizationToken'];

/** Mobile pages of modals whose flow logs the player in and then shows its last screen (registration): it finishes first. */
const FINISHING_PAGES = new Set(
  routeTable.flatMap((entry) => ('modal' in entry && (modalRegistry[entry.modal] as ModalEntry).finishesAfterLogin === true ? [entry.path] : [])),
);

/** Logged-out-only pages a login on them leaves (every one but those that finish after the login). */
const LOGGED_OUT_ONLY_PATTERNS = routeTable.flatMap((entry) =>
  entry.access === 'loggedOut' && !FINISHING_PAGES.has(entry.path) ? [entry.path] : [],
);

function isLoggedOutOnlyPage(path: string): boolean {
  return LOGGED_OUT_ONLY_PATTERNS.some((pattern) => matchPathPattern(pattern, path) !== null);
}

interface AfterLoginRedirectProps {
  /** a modal of ?modal= is shown (the shell's decision): its flow finishes before any redirect */
  modalOpen: boolean;
}

interface StoredGame {
  game: string;
  type: string;
  /** false once used; logout arms it again */
  armed: boolean;
}

function readStoredGame(): StoredGame | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(GAME_KEY) ?? 'null');
    if (value === null || typeof value !== 'object') return null;
    const { game, type, armed } = value as Record<string, unknown>;
    return typeof game === 'string' && typeof type === 'string' ? { game, type, armed: armed === true } : null;
  } catch {
    return null;
  }
}

function writeStoredGame(value: StoredGame): StoredGame {
  try {
    window.sessionStorage.setItem(GAME_KEY, JSON.stringify(value));
  } catch {
    // storage may be blocked; the target then lasts for this page only
  }
  return value;
}

/**
 * The after-login journey (spec 1 §4): reads game-, page- and modal-after-login and an
 * authorizationToken on arrival (or from an in-app link that carries them), logs in by token at once, and sends the logged-in player to the
 * planned target (planAfterLogin). Renders nothing.
 */
export const AfterLoginRedirect = observer(function AfterLoginRedirect({ modalOpen }: AfterLoginRedirectProps) {
  const { session, player, events, api } = useRootStore();
  const location = useLocation();
  const navigate = useNavigate();
  const { language, path } = languageFromPath(location.pathname);

  const [arrival, setArrival] = useState(() => ({ search: location.search, pathname: location.pathname, intent: readAfterLoginIntent(location.search) }));
  const [pending, setPending] = useState({ page: arrival.intent.page, modal: arrival.intent.modal });
  const [game, setGame] = useState<StoredGame | null>(() =>
    arrival.intent.game ? writeStoredGame({ ...arrival.intent.game, armed: true }) : readStoredGame(),
  );
  const tokenUsed = useRef(false);

  // an in-app link can carry the parameters too (the authorization page's "Log in"): read like an arrival
  useEffect(() => {
    if (location.search === arrival.search && location.pathname === arrival.pathname) return;
    const params = new URLSearchParams(location.search);
    if (!ARRIVAL_PARAMS.some((name) => params.has(name))) return;
    const intent = readAfterLoginIntent(location.search);
    tokenUsed.current = false;
    setArrival({ search: location.search, pathname: location.pathname, intent });
    setPending({ page: intent.page, modal: intent.modal });
    if (intent.game) setGame(writeStoredGame({ ...intent.game, armed: true }));
  }, [location.search, location.pathname, arrival]);

  // the arrival's parameters are read once; the token must not stay in the address
  useEffect(() => {
    const params = new URLSearchParams(arrival.search);
    const present = ARRIVAL_PARAMS.filter((name) => params.has(name));
    if (present.length === 0) return;
    if (params.has('game-after-login')) params.delete('type');
    for (const name of present) params.delete(name);
    const rest = params.toString();
    void navigate({ pathname: arrival.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  }, [arrival, navigate]);

  // an authorizationToken in external data logs in by token at once (spec 1 §4)
  useEffect(() => {
    const token = arrival.intent.authorizationToken;
    if (token === null || tokenUsed.current || session.loggedIn) return;
    tokenUsed.current = true;
    void session.loginByToken({ t: token });
  }, [arrival, session]);

  // after logout the remembered game-after-login applies to the next login again
  useEffect(
    () =>
      events.on('LOGGED_OUT', () => {
        setGame((current) => (current ? writeStoredGame({ ...current, armed: true }) : current));
      }),
    [events],
  );

  // the page the player was on when the session started (a login there, not a visit while logged in)
  const [loggedInOn, setLoggedInOn] = useState<string | null>(null);
  const wasLoggedIn = useRef(session.loggedIn);
  useEffect(() => {
    const justLoggedIn = session.loggedIn && !wasLoggedIn.current;
    wasLoggedIn.current = session.loggedIn;
    setLoggedInOn(justLoggedIn ? path : null);
  }, [session.loggedIn, path]);

  // spec 1 §4: right after an iDenfy success the login opens no modal-after-login
  const idenfyJustVerified = session.loggedIn && hasIdenfySuccess(window.sessionStorage);
  useEffect(() => {
    if (!idenfyJustVerified) return;
    takeIdenfySuccess(window.sessionStorage);
    setPending((current) => ({ ...current, modal: null }));
  }, [idenfyJustVerified]);

  const details = player.details ?? session.player;
  const step = planAfterLogin({
    loggedIn: session.loggedIn,
    verificationAsked: details === null || details.emailVerified !== true || details.phoneVerified !== true,
    overlayOpen: modalOpen || FINISHING_PAGES.has(path),
    path,
    game: game?.armed ? { game: game.game, type: game.type } : null,
    page: pending.page,
    modal: idenfyJustVerified ? null : pending.modal,
    leavePage: loggedInOn === path && isLoggedOutOnlyPage(path),
    // the game page loads the catalogue; its demo becomes /real once that has settled
    gamesLoaded: gameCatalogueOf(api).settled,
  });
  const target = step.kind === 'navigate' ? step.to : null;
  const consumed = step.kind === 'navigate' && step.consumed;

  useEffect(() => {
    if (target === null) return;
    // the player is on the way out of the page they logged in on: nothing else sends them home
    setLoggedInOn(null);
    if (consumed) {
      setPending({ page: null, modal: null });
      setGame((current) => (current ? writeStoredGame({ ...current, armed: false }) : current));
    }
    void navigate(localizePath(target, language), { replace: !consumed });
  }, [target, consumed, language, navigate]);

  return null;
});
