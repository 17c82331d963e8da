import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StoredPaymentDetail } from '../../engine/runtime-inputs/runtime-input-types';

/** storedDetailReference of a new card or account (spec 2 §3). */
const NEW_DETAIL = -1;

interface StoredDetailChoiceProps {
  /** id prefix of the radios and their reasons */
  id: string;
  details: readonly StoredPaymentDetail[];
  chosen: number;
  busy: boolean;
  /** a path (in the player's language) that opens ?modal=payment-details-validation over this page */
  validateTo: string;
  onChoose: (reference: number) => void;
}

/**
 * The stored payment details of the chosen method (spec 2 §2, §3, §5): "a new card or account"
 * and each stored detail as a radio. A blocked detail cannot be chosen (its radio is disabled)
 * and says why beside it: blocked by document → it is at its limit until validated, with the link
 * that opens the payment-details validation modal; blocked manually or after verification →
 * contact customer support. Nothing when the method has no stored details.
 */
export function StoredDetailChoice({ id, details, chosen, busy, validateTo, onChoose }: StoredDetailChoiceProps) {
  const { t } = useTranslation('cashier');
  if (details.length === 0) return null;
  return (
    <fieldset className="cashier-stored" disabled={busy}>
      <legend>{t('stored.label')}</legend>
      {details.map((detail) => {
        const reference = detail.storedDetailReference;
        const blocked = detail.blocked !== 'none';
        const reasonId = `${id}-${reference}-blocked`;
        return (
          <div key={reference} className={`cashier-stored__option${blocked ? ' cashier-stored__option--blocked' : ''}`}>
            <label>
              <input
                type="radio"
                name={id}
                value={reference}
                checked={chosen === reference}
                disabled={blocked}
                aria-describedby={blocked ? reasonId : undefined}
                onChange={() => {
                  if (!blocked) onChoose(reference);
                }}
              />{' '}
              {detail.description}
            </label>
            {detail.blocked === 'byDocument' && (
              <p id={reasonId} className="cashier-stored__reason">
                {t('stored.blockedByDocument')} <Link to={validateTo}>{t('stored.validate')}</Link>
              </p>
            )}
            {(detail.blocked === 'manually' || detail.blocked === 'verified') && (
              <p id={reasonId} className="cashier-stored__reason">
                {t('stored.blockedContact')}
              </p>
            )}
          </div>
        );
      })}
      <div className="cashier-stored__option">
        <label>
          <input type="radio" name={id} value={NEW_DETAIL} checked={chosen === NEW_DETAIL} onChange={() => onChoose(NEW_DETAIL)} /> {t('stored.new')}
        </label>
      </div>
    </fieldset>
  );
}
