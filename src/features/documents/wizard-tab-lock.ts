import { useEffect, useState } from 'react';
import { openTabChannel } from '../../bridge';

/** The channel the wizard's tabs talk on. */
export const WIZARD_CHANNEL = 'site:hungarian-wizard';

interface WizardTabMessage {
  type: 'opened' | 'closed';
  tab: string;
}

function isWizardTabMessage(value: unknown): value is WizardTabMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { type, tab } = value as Partial<WizardTabMessage>;
  return (type === 'opened' || type === 'closed') && typeof tab === 'string';
}

/**
 * The wizard's tab lock (spec 1 §4 "Opening the page in another tab disables fields and buttons"):
 * each wizard announces itself on a same-origin tab channel when it opens, and says it closed when
 * it leaves (unmounted, or the page hidden for good). A wizard that hears a newer one open is
 * locked while any newer one is still open; when the last of them closes it is unlocked again —
 * the player continues here. `tabId` is this wizard's own id (random per mount).
 */
export interface WatchWizardTabsOptions {
  /** makes the channel (tests); BroadcastChannel by default */
  create?: (name: string) => BroadcastChannel | undefined;
  /** where `pagehide` arrives: the window by default (none outside a browser) */
  pageEvents?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

export function watchWizardTabs(tabId: string, onLockChange: (locked: boolean) => void, options: WatchWizardTabsOptions = {}): () => void {
  const pageEvents = options.pageEvents ?? (typeof window === 'undefined' ? undefined : window);
  const newer = new Set<string>();
  const channel = openTabChannel(
    WIZARD_CHANNEL,
    isWizardTabMessage,
    (message) => {
      if (message.tab === tabId) return;
      const before = newer.size;
      if (message.type === 'opened') newer.add(message.tab);
      else newer.delete(message.tab);
      if ((before === 0) !== (newer.size === 0)) onLockChange(newer.size > 0);
    },
    options.create,
  );
  channel.post({ type: 'opened', tab: tabId });
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    channel.post({ type: 'closed', tab: tabId });
    channel.close();
  };
  // a closed or navigated-away tab unmounts nothing: pagehide says so for it
  const onPageHide = (event: Event) => {
    if ((event as Partial<PageTransitionEvent>).persisted !== true) close();
  };
  pageEvents?.addEventListener('pagehide', onPageHide);
  return () => {
    pageEvents?.removeEventListener('pagehide', onPageHide);
    close();
  };
}

export interface WizardTabLock {
  /** a newer wizard tab is open: this one is disabled */
  locked: boolean;
  /** how many times this wizard was unlocked again (the view restarts its flow from the platform's state) */
  resumed: number;
}

/** Whether a newer wizard tab took over (see watchWizardTabs), and how often this one resumed. */
export function useWizardTabLock(): WizardTabLock {
  const [lock, setLock] = useState<WizardTabLock>({ locked: false, resumed: 0 });
  useEffect(
    () =>
      watchWizardTabs(crypto.randomUUID(), (locked) =>
        setLock((current) => ({ locked, resumed: locked ? current.resumed : current.resumed + 1 })),
      ),
    [],
  );
  return lock;
}
