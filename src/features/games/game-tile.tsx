import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CatalogueGame } from '../../api/endpoints';
import { FavouriteToggle, type TileFavourite } from './favourite-toggle';
import { gameKind } from './game-kind';

interface GameTileProps {
  game: CatalogueGame;
  href: string;
  /** shown to logged-in players only */
  favourite?: TileFavourite;
}

/** A game of the lobby: its image, name and studio, what kind of game it is when that matters, and for a player the favourite toggle. */
export function GameTile({ game, href, favourite }: GameTileProps) {
  const { t } = useTranslation('games');
  const kind = gameKind(game.id);
  const badges = [
    game.live ? t('tile.live') : null,
    kind === 'bingo' ? t('tile.bingo') : null,
    kind === 'betting' ? t('tile.betting') : null,
    !game.demo && kind === 'casino' && !game.live ? t('tile.realOnly') : null,
  ].filter((badge): badge is string => badge !== null);
  return (
    <li className="game-tile" data-game-id={game.id}>
      <Link className="game-tile__link" to={href}>
        <img className="game-tile__image" src={game.image} alt="" width={300} height={400} />
        <span className="game-tile__name">{game.name}</span>
        <span className="game-tile__provider">{t('tile.provider', { provider: game.provider })}</span>
        {badges.length > 0 && <span className="game-tile__badges">{badges.join(' · ')}</span>}
      </Link>
      {favourite && <FavouriteToggle favourite={favourite} name={game.name} className="game-tile__favourite" />}
    </li>
  );
}
