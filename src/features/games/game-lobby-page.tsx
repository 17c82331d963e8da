import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import type { GameMenu } from '../../api/endpoints';
import type { RootStore } from '../../stores/root-store';
import { PageLayout } from '../../ui/page-layout';
import { useLanguagePath } from '../../ui/use-language-path';
import { gameLink } from './game-link';
import { GameTile } from './game-tile';
import { hasLiveCasino, lobbyGames, type LobbyMode } from './lobby-games';
import { useFavouriteGames } from './use-favourite-games';
import { useGameCatalogue } from './use-game-catalogue';
import './games.css';

interface GameLobbyPageProps {
  store: RootStore;
  mode: LobbyMode;
}

/**
 * A lobby from the game menu the platform serves (spec 1 §2): `/all-games` and `/group/{group}`
 * list casino games, `/live` and `/live/group/{group}` live games (only when live groups exist;
 * otherwise the player is sent home). Group links come from the menu, tiles from the catalogue; a
 * logged-in player marks favourites on the tiles (`/favourite-games`).
 */
export const GameLobbyPage = observer(function GameLobbyPage({ store, mode }: GameLobbyPageProps) {
  const { t } = useTranslation('games');
  const at = useLanguagePath();
  const { group: groupKey = null } = useParams();
  const { state, retry } = useGameCatalogue(store.api);
  const { tileFavourite } = useFavouriteGames(store);
  const allTitle = mode === 'live' ? t('lobby.liveTitle') : t('lobby.allTitle');

  if (state.status === 'loading' || state.status === 'idle') {
    return (
      <PageLayout id="game-lobby" title={allTitle}>
        <ul className="game-grid" aria-busy="true" aria-label={t('lobby.loading')}>
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index} className="game-tile game-tile--placeholder" />
          ))}
        </ul>
      </PageLayout>
    );
  }
  if (state.status === 'failed') {
    return (
      <PageLayout id="game-lobby" title={allTitle}>
        <p role="alert">{t('lobby.failed')}</p>
        <button type="button" className="button" onClick={retry}>
          {t('lobby.retry')}
        </button>
      </PageLayout>
    );
  }
  if (mode === 'live' && !hasLiveCasino(state.menu)) return <Navigate to={at('/')} replace />;
  const selection = lobbyGames(state.menu, state.games, mode, groupKey);
  const title = selection === null ? t('lobby.unknownGroup') : (selection.group?.title ?? allTitle);
  return (
    <PageLayout id="game-lobby" title={title}>
      <GroupNav menu={state.menu} mode={mode} current={groupKey} />
      {selection === null ? (
        <p>
          <Link to={at(mode === 'live' ? '/live' : '/all-games')}>{allTitle}</Link>
        </p>
      ) : selection.games.length === 0 ? (
        <p>{t('lobby.empty')}</p>
      ) : (
        <ul className="game-grid" aria-label={t('lobby.gamesOf', { title })}>
          {selection.games.map((game) => (
            <GameTile key={game.key} game={game} href={at(gameLink(game, store.session.loggedIn))} favourite={tileFavourite(game.key)} />
          ))}
        </ul>
      )}
    </PageLayout>
  );
});

function GroupNav({ menu, mode, current }: { menu: GameMenu; mode: LobbyMode; current: string | null }) {
  const { t } = useTranslation('games');
  const at = useLanguagePath();
  const groups = mode === 'live' ? menu.live : menu.casino;
  const base = mode === 'live' ? '/live' : '';
  const links = [
    { key: null, title: mode === 'live' ? t('lobby.liveTitle') : t('lobby.allTitle'), path: mode === 'live' ? '/live' : '/all-games' },
    ...groups.map((group) => ({ key: group.key, title: group.title, path: `${base}/group/${encodeURIComponent(group.key)}` })),
  ];
  return (
    <nav className="game-groups" aria-label={t('lobby.groups')}>
      <ul className="game-groups__list">
        {links.map((link) => (
          <li key={link.path}>
            <Link className="game-groups__link" to={at(link.path)} aria-current={link.key === current ? 'page' : undefined}>
              {link.title}
            </Link>
          </li>
        ))}
        {mode === 'casino' && hasLiveCasino(menu) && (
          <li>
            <Link className="game-groups__link" to={at('/live')}>
              {t('lobby.liveTitle')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
