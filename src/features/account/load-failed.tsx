import { useTranslation } from 'react-i18next';
import type { AnyEventObject } from 'xstate';

/** A page's data could not be loaded: what happened and Try again (the RETRY event of the account flows). */
export function LoadFailed({ send }: { send: (event: AnyEventObject) => void }) {
  const { t } = useTranslation('account');
  return (
    <div className="account__load-failed" role="alert">
      <p>{t('loadFailed')}</p>
      <button type="button" className="button" onClick={() => send({ type: 'RETRY' })}>
        {t('retry')}
      </button>
    </div>
  );
}
