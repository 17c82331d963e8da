import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RootStore } from '../../stores/root-store';
import { PageLayout } from '../../ui/page-layout';
import { useLanguagePath } from '../../ui/use-language-path';
import { gameLink } from './game-link';
import { GameTile } from './game-tile';
import { useFavouriteGames } from './use-favourite-games';
import { useGameCatalogue } from './use-game-catalogue';
import './games.css';

/**
 * `/favourite-games` (logged in): the games the player marked with the star on a lobby tile, the
 * latest first, each unmarked with the same star; nothing marked yet points to the lobby.
 */
export const FavouriteGamesPage = observer(function FavouriteGamesPage({ store }: { store: RootStore }) {
  const { t } = useTranslation('games');
  const at = useLanguagePath();
  const { state, retry } = useGameCatalogue(store.api);
  const { favourites, tileFavourite } = useFavouriteGames(store);
  const title = t('favourites.title');
  const loading = state.status === 'idle' || state.status === 'loading' || favourites === null || favourites.status === 'idle' || favourites.status === 'loading';
  if (state.status === 'failed' || favourites?.status === 'failed') {
    return (
      <PageLayout id="favourite-games" title={title}>
        <p role="alert">{t('lobby.failed')}</p>
        <button type="button" className="button" onClick={() => (state.status === 'failed' ? retry() : store.session.player && favourites?.load(store.session.player.id))}>
          {t('lobby.retry')}
        </button>
      </PageLayout>
    );
  }
  if (loading || state.status !== 'ready') {
    return (
      <PageLayout id="favourite-games" title={title}>
        <p role="status" aria-busy="true">
          {t('favourites.loading')}
        </p>
      </PageLayout>
    );
  }
  const games = favourites.games.flatMap((key) => state.games.filter((game) => game.key === key));
  return (
    <PageLayout id="favourite-games" title={title}>
      {favourites.failed && <p role="alert">{t('favourites.failed')}</p>}
      {games.length === 0 ? (
        <p role="status">
          {t('favourites.empty')} <Link to={at('/all-games')}>{t('lobby.allTitle')}</Link>
        </p>
      ) : (
        <ul className="game-grid" aria-label={title}>
          {games.map((game) => (
            <GameTile key={game.key} game={game} href={at(gameLink(game, true))} favourite={tileFavourite(game.key)} />
          ))}
        </ul>
      )}
    </PageLayout>
  );
});

export default FavouriteGamesPage;
