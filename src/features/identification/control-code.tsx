import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ControlCodeProps {
  method: string;
  code: string;
  /** ISO date-time the code expires at */
  expirationTime?: string;
  onCancel: () => void;
}

function secondsLeft(expirationTime: string | undefined, now: number): number | null {
  if (!expirationTime) return null;
  const expiresAt = Date.parse(expirationTime);
  return Number.isNaN(expiresAt) ? null : Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** The control code of Smart-ID and Mobile-ID with its expiry countdown and a cancel action (spec 1 §2, §4). */
export function ControlCode({ method, code, expirationTime, onCancel }: ControlCodeProps) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = secondsLeft(expirationTime, now);
  const methodName = t(`identification:methods.${method}`);
  return (
    <section className="identification__code" aria-labelledby="identification-code-title">
      <h3 id="identification-code-title">{t('identification:code.title', { method: methodName })}</h3>
      <p>{t('identification:code.instruction')}</p>
      <p className="identification__code-value">
        {t('identification:code.label')}: <strong data-testid="control-code">{code}</strong>
      </p>
      {seconds !== null && (
        // announced politely only every 10 s so screen readers are not flooded
        <p className="identification__countdown" aria-live={seconds % 10 === 0 ? 'polite' : 'off'} data-testid="code-countdown">
          {t('identification:code.expiresIn', { seconds })}
        </p>
      )}
      <button type="button" className="button" onClick={onCancel}>
        {t('identification:cancel')}
      </button>
    </section>
  );
}
