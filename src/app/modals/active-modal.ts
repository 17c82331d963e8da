import type { ModalEntry } from './modal-entry';
import { isModalName, modalRegistry, type ModalName } from './modal-registry';

export type ModalDecision =
  | { kind: 'none' }
  | { kind: 'dialog'; name: ModalName; entry: ModalEntry }
  /** on mobile the modal has a page of its own; go there instead */
  | { kind: 'page'; name: ModalName; path: string };

/**
 * What `?modal=` means now: unknown names and modals the session may not see are ignored,
 * modals with a mobile page are that page below 1024 px. A modal that finishes after the login
 * it caused stays while it is open.
 */
export function activeModal(
  query: string | null,
  loggedIn: boolean,
  desktop: boolean,
  /** the modal was opened while logged out (its own flow may have logged the player in) */
  openedLoggedOut = false,
): ModalDecision {
  if (!isModalName(query)) return { kind: 'none' };
  const entry: ModalEntry = modalRegistry[query];
  const finishing = entry.finishesAfterLogin === true && openedLoggedOut;
  if ((entry.access === 'loggedOut' && loggedIn && !finishing) || (entry.access === 'loggedIn' && !loggedIn)) {
    return { kind: 'none' };
  }
  if (!desktop && entry.mobilePath) return { kind: 'page', name: query, path: entry.mobilePath };
  return { kind: 'dialog', name: query, entry };
}
