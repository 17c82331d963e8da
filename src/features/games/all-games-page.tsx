import type { RootStore } from '../../stores/root-store';
import { GameLobbyPage } from './game-lobby-page';

/** /all-games and /group/{group}: the casino games of the game menu. */
export default function AllGamesPage({ store }: { store: RootStore }) {
  return <GameLobbyPage store={store} mode="casino" />;
}
