import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeApiError } from '../../api/localize-api-error';
import { newIdempotencyKey, type IdempotencyKey } from '../../engine/idempotency-key';
import type { RootStore } from '../../stores/root-store';
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
  const { t } = useTranslation('account');
  const { t: tApi } = useTranslation();
  const key = useRef<IdempotencyKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    key.current ??= newIdempotencyKey();
    setBusy(true);
    setError(null);
    const result = await store.api.call('initAgeVerification', undefined, { idempotencyKey: key.current });
    if (!result.ok) {
      // a refusal ends the attempt; a lost answer keeps its key, so trying again starts no second verification
      if (result.error.kind === 'server') key.current = null;
      setBusy(false);
      setError(localizeApiError(result.error, tApi));
      return;
    }
    const target = ageVerificationTarget(result.data.redirectUrl, window.location.origin);
    if (target === null) {
      key.current = null;
      setBusy(false);
      setError(t('ageVerification.unavailable'));
      return;
    }
    leave(target);
  };

  return (
    <aside className="age-verification-banner" aria-label={t('ageVerification.label')}>
      <p>{t('ageVerification.text')}</p>
      <button type="button" className="button button--primary" disabled={busy} aria-busy={busy} onClick={() => void start()}>
        {t('ageVerification.start')}
      </button>
      {error && <p role="alert">{error}</p>}
    </aside>
  );
}
