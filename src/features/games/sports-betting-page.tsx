import type { RootStore } from '../../stores/root-store';
import { SportsPage } from './sports-page';

/** /sports/{provider}: the provider's betting frame. */
export default function SportsBettingPage({ store }: { store: RootStore }) {
  return <SportsPage store={store} view="betting" />;
}
