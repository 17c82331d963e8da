import { useRootStore } from '../hooks/use-root-store';
import type { ContentViewer } from './is-page-visible';

/** The viewer for visibility markers: logged in or not, and the player's groups from the account details. */
export function useContentViewer(): ContentViewer {
  const { session, player } = useRootStore();
  return { loggedIn: session.loggedIn, groups: session.loggedIn ? (player.details?.groups ?? []) : [] };
}
