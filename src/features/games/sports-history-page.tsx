import type { RootStore } from '../../stores/root-store';
import { SportsPage } from './sports-page';

/** /sports/{provider}/history (logged in): the player's bets at the provider. */
export default function SportsHistoryPage({ store }: { store: RootStore }) {
  return <SportsPage store={store} view="history" />;
}
