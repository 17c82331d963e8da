import { useTranslation } from 'react-i18next';

/** A logged-in player's favourite toggle for one game (useFavouriteGames' tileFavourite). */
export interface TileFavourite {
  on: boolean;
  busy: boolean;
  toggle: () => void;
}

interface FavouriteToggleProps {
  favourite: TileFavourite;
  /** the game's name, for the button's accessible name */
  name: string;
  className: string;
}

/** The star that marks or unmarks a game as a favourite: on a lobby tile and on the game page. */
export function FavouriteToggle({ favourite, name, className }: FavouriteToggleProps) {
  const { t } = useTranslation('games');
  return (
    <button
      type="button"
      className={className}
      aria-pressed={favourite.on}
      aria-label={t(favourite.on ? 'favourites.remove' : 'favourites.add', { name })}
      disabled={favourite.busy}
      onClick={favourite.toggle}
    >
      <span aria-hidden="true">{favourite.on ? '★' : '☆'}</span>
    </button>
  );
}
