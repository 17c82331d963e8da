import type { RootStore } from '../../stores/root-store';
import { GameLobbyPage } from './game-lobby-page';

/** /live and /live/group/{group}: the live games, only when the game menu serves live groups. */
export default function LiveCasinoPage({ store }: { store: RootStore }) {
  return <GameLobbyPage store={store} mode="live" />;
}
