import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StoredPaymentDetail } from '../../engine/runtime-inputs/runtime-input-types';

/** storedDetailReference (the deposit) or storedPayoutReference (the withdrawal) of a new card or account (spec 2 §3). */
const NEW_DETAIL = -1;

/** The texts of one use of the choice, as keys of the cashier namespace. */
export interface StoredDetailTexts {
  legend: string;
  /** the "new card or account" radio */
  newDetail: string;
  /** beside a detail blocked by document, before the "Validate it" link */
  blockedByDocument: string;
  /** beside a manually or verified-blocked detail */
  blockedContact: string;
}

/** The deposit's texts (cards first); the withdrawal names its own (payout accounts). */
const DEPOSIT_TEXTS: StoredDetailTexts = {
  legend: 'stored.label',
  newDetail: 'stored.new',
  blockedByDocument: 'stored.blockedByDocument',
  blockedContact: 'stored.blockedContact',
};

interface StoredDetailChoiceProps {
  /** id prefix of the radios and their reasons */
  id: string;
  details: readonly StoredPaymentDetail[];
  chosen: number;
  busy: boolean;
  /** a path (in the player's language) that opens ?modal=payment-details-validation over this page */
  validateTo: string;
  onChoose: (reference: number) => void;
  /** the use's own texts; the deposit's by default */
  texts?: StoredDetailTexts;
}

/**
 * The stored payment details of the chosen method (spec 2 §2, §3, §5, §8), for the deposit and the
 * withdrawal alike: "a new card or account" and each stored detail as a radio. A blocked detail
 * cannot be chosen (its radio is disabled) and says why beside it: blocked by document → it is at
 * its limit until validated, with the link that opens the payment-details validation modal;
 * blocked manually or after verification → contact customer support. Nothing when the method has
 * no stored details.
 */
export function StoredDetailChoice({ id, details, chosen, busy, validateTo, onChoose, texts = DEPOSIT_TEXTS }: StoredDetailChoiceProps) {
  const { t } = useTranslation('cashier');
  if (details.length === 0) return null;
  return (
    <fieldset className="cashier-stored" disabled={busy}>
      <legend>{t(texts.legend)}</legend>
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
                {t(texts.blockedByDocument)} <Link to={validateTo}>{t('stored.validate')}</Link>
              </p>
            )}
            {(detail.blocked === 'manually' || detail.blocked === 'verified') && (
              <p id={reasonId} className="cashier-stored__reason">
                {t(texts.blockedContact)}
              </p>
            )}
          </div>
        );
      })}
      <div className="cashier-stored__option">
        <label>
          <input type="radio" name={id} value={NEW_DETAIL} checked={chosen === NEW_DETAIL} onChange={() => onChoose(NEW_DETAIL)} /> {t(texts.newDetail)}
        </label>
      </div>
    </fieldset>
  );
}
