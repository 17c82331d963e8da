import type { RootStore } from '../../stores/root-store';

/** What every login method's view gets from the login modal or page. */
export interface LoginMethodViewProps {
  store: RootStore;
  onClose: () => void;
  /** where the forgot-password and registration links go (modal on desktop, page on mobile) */
  links: { forgotPassword: string; registration: string };
}
