import type { RootStore } from '../../stores/root-store';

/** What the route tree hands to a table page; features receive the stores here because they never import the app. */
export interface RoutePageProps {
  store: RootStore;
}
