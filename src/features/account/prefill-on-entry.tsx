import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PlatformSettings } from '../../engine/platform-settings';
import { countryHasStates, prefillConfigOf, type PrefillType } from '../../engine/prefill/prefill-config';
import type { RootStore } from '../../stores/root-store';
import { prefillComplete } from './prefill-payload';

interface PrefillOnEntryProps {
  store: RootStore;
  /** the prefill type the page the player is on needs (the shell's route rule), null elsewhere */
  type: PrefillType | null;
  /** a ?modal= is already shown: it is not covered by a second one */
  modalOpen: boolean;
}

/**
 * Opens ?modal=prefill&type=… (spec 3 §2 "prefill form for missing profile data with a warning by
 * type") when a logged-in player arrives on a deposit, withdrawal, real-money game or bingo page and
 * the profile lacks a field fe.prefillFields.<type> makes mandatory. It asks once per arrival: a
 * player who closes the form stays on the page and is asked again the next time they come to it.
 */
export const PrefillOnEntry = observer(function PrefillOnEntry({ store, type, modalOpen }: PrefillOnEntryProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const loggedIn = store.session.loggedIn;
  // the page and type already checked on this arrival; leaving the page clears it
  const asked = useRef<string | null>(null);
  // the address when the profile answers (the player may have changed its query meanwhile)
  const latest = useRef(location);
  latest.current = location;
  const arrival = type && loggedIn ? `${location.pathname}|${type}` : null;
  if (arrival === null) asked.current = null;

  useEffect(() => {
    if (arrival === null || type === null || modalOpen || asked.current === arrival) return undefined;
    asked.current = arrival;
    const controller = new AbortController();
    void store.api.call('profile', undefined, { signal: controller.signal }).then((answer) => {
      // a profile that cannot be read is not a reason to hold the player: the platform still checks
      if (controller.signal.aborted || !answer.ok) return;
      const settings = { be: store.settings.be ?? {}, fe: store.settings.fe ?? {} } as PlatformSettings;
      const config = prefillConfigOf(settings, type);
      if (prefillComplete(answer.data, config, countryHasStates(settings, answer.data.details.country))) return;
      const { pathname, search, hash } = latest.current;
      const params = new URLSearchParams(search);
      params.set('modal', 'prefill');
      params.set('type', type);
      void navigate({ pathname, search: `?${params.toString()}`, hash }, { replace: true });
    });
    return () => controller.abort();
  }, [arrival, type, modalOpen, store, navigate]);

  return null;
});
