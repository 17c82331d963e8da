import { useTranslation } from 'react-i18next';
import type { AnyEventObject } from 'xstate';

interface LoadFailedTexts {
  /** i18n key (with its namespace) of what could not be loaded; none where the step's own notice says it */
  message?: string;
  /** i18n key (with its namespace) of the button */
  retry: string;
}

/**
 * The screen of a flow step whose data could not be loaded (time-out or failure): what happened
 * and a button sending RETRY, the event every loading state of our flows answers. One screen for
 * every feature; each names only its texts.
 */
export function loadFailedScreen({ message, retry }: LoadFailedTexts) {
  return function LoadFailed({ send }: { send: (event: AnyEventObject) => void }) {
    const { t } = useTranslation();
    return (
      <div className="flow-load-failed">
        {message && (
          <p className="notice notice--error" role="alert">
            {t(message)}
          </p>
        )}
        <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
          {t(retry)}
        </button>
      </div>
    );
  };
}
