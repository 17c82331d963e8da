import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RootStore } from '../../stores/root-store';
import { useKeyedAction } from '../../ui/use-keyed-action';
import './age-verification-banner.css';
import { ageVerificationTarget } from './age-verification-target';

interface AgeVerificationBannerProps {
  store: Pick<RootStore, 'api'>;
  /** takes the browser to the provider (a full page load: the provider comes back to the site) */
  leave?: (url: string) => void;
}

/**
 * Shown to a logged-in player the platform flags as a potential minor (account details
 * `potentialMinor`, spec 3 §4): "Verify my age" initialises the age verification (spec 1 §7; a
 * creating call, one idempotency key per attempt, kept when the answer is lost) and sends the
 * browser to the answered `redirectUrl` — only an https address or one of this site.
 */
export default function AgeVerificationBanner({ store, leave = (url) => window.location.assign(url) }: AgeVerificationBannerProps) {
  // its own small namespace: the banner is part of the shell, so its texts are in the first load (issue 18)
  const { t } = useTranslation('age-verification');
  // an address we would not follow ends the attempt like a refusal; leaving keeps the button disabled
  const [unsafe, setUnsafe] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const verify = useKeyedAction(
    (_subject: 'age', idempotencyKey) => {
      setUnsafe(false);
      return store.api.call('initAgeVerification', undefined, { idempotencyKey });
    },
    (_subject, started) => {
      const target = ageVerificationTarget(started.redirectUrl, window.location.origin);
      if (target === null) return setUnsafe(true);
      setLeaving(true);
      leave(target);
    },
  );
  const busy = verify.busy !== null || leaving;
  const error = verify.errorOf('age') ?? (unsafe ? t('banner.unavailable') : null);

  return (
    <aside className="age-verification-banner" aria-label={t('banner.label')}>
      <p>{t('banner.text')}</p>
      <button type="button" className="button button--primary" disabled={busy} aria-busy={busy} onClick={() => void verify.act('age')}>
        {t('banner.start')}
      </button>
      {error && <p role="alert">{error}</p>}
    </aside>
  );
}
