import type { LoadedVariant } from '../../engine/loaded-variant';
import type { RootStore } from '../../stores/root-store';

/** What every login method's view gets from the login modal or page. */
export interface LoginMethodViewProps {
  store: RootStore;
  /** the compiled login form of the served market */
  loaded: LoadedVariant;
  onClose: () => void;
  /** where the forgot-password and registration links go (modal on desktop, page on mobile) */
  links: { forgotPassword: string; registration: string };
}
