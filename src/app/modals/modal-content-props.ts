import type { RootStore } from '../../stores/root-store';

/** What the shell hands to a modal's content, shown as a desktop dialog or a mobile page. */
export interface ModalContentProps {
  presentation: 'modal' | 'page';
  /** closes the dialog (clears ?modal=) or, on a page, leaves to the home page */
  close: () => void;
  /** the domain stores; features receive them here because they never import the app */
  store: RootStore;
}
