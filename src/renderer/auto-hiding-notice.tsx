import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface AutoHidingNoticeProps {
  /** the text to show; a new text shows the notice again */
  message: string | null;
  /** ms until it hides (settings fe.notificationAutoHideDuration) */
  hideAfterMs: number;
  severity?: 'error' | 'info' | 'success';
}

/** A floating notice that announces itself, hides after a while and can be closed (spec 3 §8 display rules). */
export function AutoHidingNotice({ message, hideAfterMs, severity = 'error' }: AutoHidingNoticeProps) {
  const { t } = useTranslation();
  const [hiddenMessage, setHiddenMessage] = useState<string | null>(null);

  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => setHiddenMessage(message), hideAfterMs);
    return () => clearTimeout(timer);
  }, [message, hideAfterMs]);

  // the flow clears its notice before each new attempt, so the same text can show again next time
  if (message === null && hiddenMessage !== null) setHiddenMessage(null);
  if (message === null || hiddenMessage === message) return null;
  return (
    <div className={`notice notice--${severity}`} role={severity === 'error' ? 'alert' : 'status'}>
      <span className="notice__text">{message}</span>
      <button type="button" className="notice__close" aria-label={t('renderer:notice.close')} onClick={() => setHiddenMessage(message)}>
        ×
      </button>
    </div>
  );
}
