import { popupFeatures } from './popup-features';

/** The provider popup we opened: opened from a click when the browser demands one, watched, closed. */
export interface ProviderWindow {
  /** opens (or re-points) the popup at `url`; false when the browser blocked it */
  open(url: string): boolean;
  /** the popup, while it is open */
  current(): Window | null;
  /** the popup last opened, even once closed: the only window whose messages count (a provider may post and close at once) */
  opened(): Window | null;
  /** true once a popup we opened has been closed by someone else (the player) */
  closedByPlayer(): boolean;
  close(): void;
}

export interface ProviderWindowHost {
  open: (url: string, target: string, features?: string) => Window | null;
  screen: { width: number; height: number };
}

/** One named popup per use (identification, a social login), so a second open re-uses it instead of stacking windows. */
export function createProviderWindow(host: ProviderWindowHost, name = 'identification-provider'): ProviderWindow {
  let popup: Window | null = null;
  return {
    open(url) {
      popup = host.open(url, name, popupFeatures(host.screen));
      return popup !== null;
    },
    current() {
      return popup !== null && !popup.closed ? popup : null;
    },
    opened() {
      return popup;
    },
    closedByPlayer() {
      return popup !== null && popup.closed;
    },
    close() {
      if (popup !== null && !popup.closed) popup.close();
      popup = null;
    },
  };
}
