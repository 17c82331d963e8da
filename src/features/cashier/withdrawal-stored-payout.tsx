import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FlowScreenProps } from '../../ui/flow-host/flow-screen';
import type { WithdrawalContext } from './withdrawal-context';
import type { WithdrawalExtras } from './withdrawal-extras';
import { NEW_ACCOUNT } from './withdrawal-store';

/**
 * The stored payment details select (spec 2 §2, §3): the method's stored accounts and "a new
 * account" (the method's fields). A detail blocked by a document is at its limit until validated
 * ("Validate it" → payment-details validation); a manually or verified-blocked one asks the player
 * to contact support (spec 2 §8). A blocked detail cannot be submitted.
 */
export const WithdrawalStoredPayout = observer(function WithdrawalStoredPayout({ send, extras, meta }: FlowScreenProps<WithdrawalContext, WithdrawalExtras>) {
  const { t } = useTranslation('cashier');
  const { withdrawal, at } = extras;
  const stored = withdrawal.stored;
  if (stored.length === 0) return null;
  const chosen = withdrawal.storedDetail;
  return (
    <div className="cashier-stored sf-field">
      <label htmlFor="withdrawal-stored">{t('withdrawal.storedPayout')}</label>
      <select
        id="withdrawal-stored"
        className="sf-input"
        value={withdrawal.storedReference}
        disabled={meta.busy === true}
        aria-describedby={chosen && chosen.blocked !== 'none' ? 'withdrawal-stored-blocked' : undefined}
        onChange={(event) => send({ type: 'CHOOSE_STORED', reference: Number(event.target.value), data: withdrawal.typed })}
      >
        <option value={NEW_ACCOUNT}>{t('withdrawal.newAccount')}</option>
        {stored.map((detail) => (
          <option key={detail.storedDetailReference} value={detail.storedDetailReference}>
            {detail.blocked === 'none' ? detail.description : t('withdrawal.storedBlockedOption', { description: detail.description })}
          </option>
        ))}
      </select>
      {chosen?.blocked === 'byDocument' && (
        <p id="withdrawal-stored-blocked" className="notice notice--warning" role="alert">
          {t('withdrawal.storedLimitReached')} <Link to={`${at('/payment/withdrawal')}?modal=payment-details-validation`}>{t('stored.validate')}</Link>
        </p>
      )}
      {(chosen?.blocked === 'manually' || chosen?.blocked === 'verified') && (
        <p id="withdrawal-stored-blocked" className="notice notice--error" role="alert">
          {t('withdrawal.storedBlocked')}
        </p>
      )}
    </div>
  );
});
