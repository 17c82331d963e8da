import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import flowJson from '../../../flows/game-session.flow.json';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { timeLimitsOf } from '../../engine/limits/time-limits';
import { gameInactivityMs } from './game-inactivity';
import { realityCheckMs } from './reality-check-interval';
import { PageLayout } from '../../ui/page-layout';
import { useLanguagePath } from '../../ui/use-language-path';
import type { GameSessionExtras } from './game-session-extras';
import { gameSessionImplementations } from './game-session-implementations';
import { gameSessionScreens } from './game-session-screens';
import { FavouriteToggle } from './favourite-toggle';
import { useFavouriteGames } from './use-favourite-games';
import { useGameCatalogue } from './use-game-catalogue';
import './games.css';

const GAME_TYPES: readonly string[] = ['demo', 'real'];

/**
 * /all-games/{game}/{type}: the game from the provider in a frame, its session kept by the
 * game-session flow. A logged-in player's demo waits here until the after-login rule sends it to
 * /real once the games are loaded (spec 1 §4); a new login or game starts a new session (the host
 * is keyed by them).
 */
export const GamePage = observer(function GamePage({ store }: { store: RootStore }) {
  const { t, i18n } = useTranslation('games');
  const at = useLanguagePath();
  const location = useLocation();
  const { game = '', type = '' } = useParams();
  const { state } = useGameCatalogue(store.api);
  const { favourites, tileFavourite } = useFavouriteGames(store);
  const loggedIn = store.session.loggedIn;
  const entry = state.status === 'ready' ? (state.games.find((candidate) => candidate.key === game) ?? null) : null;
  const realHref = at(`/all-games/${encodeURIComponent(game)}/real`);

  if (!GAME_TYPES.includes(type)) {
    return (
      <PageLayout id="game" title={t('game.unknownType')}>
        <p>{t('game.unknownTypeText')}</p>
      </PageLayout>
    );
  }
    // a logged-in player's demo becomes /real once the games are loaded (the after-login rule, spec 1 §4)
  if ((state.status !== 'ready' && state.status !== 'failed') || (loggedIn && type === 'demo')) {
    return (
      <PageLayout id="game" title={t('game.loading')}>
        <div className="game-frame__frame" aria-busy="true" />
      </PageLayout>
    );
  }
  const timeLimits = timeLimitsOf(store.settings.feValue('timeLimits'));
  const params = new URLSearchParams(location.search);
  params.set('modal', 'login');
  const extras: GameSessionExtras = {
    game: entry,
    lobbyHref: at(entry?.live === true ? '/live' : '/all-games'),
    limitsHref: at('/my/limits/session'),
    depositHref: at('/payment/deposit'),
    historyHref: at('/my/transactions/game'),
    loginHref: `${location.pathname}?${params.toString()}`,
    realHref,
    loggedIn,
    playerId: loggedIn ? (store.session.player?.id ?? null) : null,
  };
  const favourite = entry ? tileFavourite(entry.key) : undefined;
  return (
    <PageLayout id="game" title={entry?.name ?? t('game.title')}>
      {entry && favourite && (
        <div className="game__favourite">
          <FavouriteToggle favourite={favourite} name={entry.name} className="game__favourite-toggle" />
          {favourites?.failed && <p role="alert">{t('favourites.failed')}</p>}
        </div>
      )}
      <FlowHost
        key={`${game}/${type}/${loggedIn ? 'player' : 'visitor'}`}
        flow={flowJson}
        implementations={() => gameSessionImplementations({ api: store.api, now: Date.now })}
        screens={gameSessionScreens}
        extras={extras}
        store={store}
        input={{ game, type, lang: i18n.language, inactivityMs: gameInactivityMs(store.settings.feValue('gameSession')), realityCheckMs: realityCheckMs(timeLimits, loggedIn, type) }}
        className="game"
      />
    </PageLayout>
  );
});

export default GamePage;
