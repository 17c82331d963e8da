import { useEffect, useState } from 'react';
import { openTabChannel } from '../../bridge';

/** The channel the wizard's tabs talk on. */
export const WIZARD_CHANNEL = 'site:hungarian-wizard';

interface OpenedMessage {
  type: 'opened';
  tab: string;
}

function isOpened(value: unknown): value is OpenedMessage {
  return typeof value === 'object' && value !== null && (value as OpenedMessage).type === 'opened' && typeof (value as OpenedMessage).tab === 'string';
}

/**
 * The wizard's tab lock (spec 1 §4 "Opening the page in another tab disables fields and buttons"):
 * each wizard announces itself on a same-origin tab channel when it opens; a wizard that hears
 * another one open is locked for good — the player continues in the newer tab. `tabId` is this
 * wizard's own id (random per mount).
 */
export function watchWizardTabs(tabId: string, onLocked: () => void, create?: (name: string) => BroadcastChannel | undefined): () => void {
  const channel = openTabChannel(
    WIZARD_CHANNEL,
    isOpened,
    (message) => {
      if (message.tab !== tabId) onLocked();
    },
    create,
  );
  channel.post({ type: 'opened', tab: tabId });
  return () => channel.close();
}

/** Whether a newer wizard tab took over (see watchWizardTabs). */
export function useWizardTabLock(): boolean {
  const [locked, setLocked] = useState(false);
  useEffect(() => watchWizardTabs(crypto.randomUUID(), () => setLocked(true)), []);
  return locked;
}
