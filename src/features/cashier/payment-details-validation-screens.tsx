import { useTranslation } from 'react-i18next';
import type { StoredPaymentDetailView } from '../../api/endpoints/profile';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import { loadFailedScreen } from '../../ui/flow-host/load-failed-screen';
import { needsDocument, type PaymentDetailsValidationContext } from './payment-details-validation-implementations';
import { useBackToCashierLabel } from './use-back-to-cashier-label';

type Props = FlowScreenProps<PaymentDetailsValidationContext, undefined>;

/** What one stored detail asks of the player: a document, patience, support, or nothing. */
function stateKey(detail: StoredPaymentDetailView): 'needsDocument' | 'waiting' | 'contactSupport' | 'ready' {
  if (needsDocument(detail)) return 'needsDocument';
  if (detail.blocked === 'byDocument') return 'waiting';
  return detail.blocked === 'none' ? 'ready' : 'contactSupport';
}

/** Every stored detail with its state; a detail still waiting for a document has its Validate button. */
function DetailList({ context, send }: Props) {
  const { t } = useTranslation('cashier');
  if (context.details.length === 0) return <p>{t('withdrawal.detailsCheck.none')}</p>;
  return (
    <ul className="cashier-details-check">
      {context.details.map((detail) => {
        const state = stateKey(detail);
        return (
          <li key={detail.storedDetailReference} className="cashier-details-check__item">
            <span className="cashier-details-check__name">{detail.description}</span>
            <span className="cashier-details-check__state">{t(`withdrawal.detailsCheck.state.${state}`)}</span>
            {state === 'needsDocument' && (
              <button
                type="button"
                className="button button--secondary"
                aria-label={t('withdrawal.detailsCheck.validateNamed', { description: detail.description })}
                onClick={() => send({ type: 'CHOOSE', reference: detail.storedDetailReference })}
              >
                {t('withdrawal.detailsCheck.validate')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function BackToCashier({ send }: Props) {
  const { t } = useTranslation('cashier');
  const back = useBackToCashierLabel();
  return (
    <button type="button" className="button button--primary" onClick={() => send({ type: 'CLOSE' })}>
      {t(back)}
    </button>
  );
}

/** More than one detail waits for a document: the player picks the one to validate. */
function ChooseDetail(props: Props) {
  const { t } = useTranslation('cashier');
  return (
    <section aria-labelledby="details-check-choose-title">
      <h2 id="details-check-choose-title">{t('withdrawal.detailsCheck.chooseTitle')}</h2>
      <p>{t('withdrawal.paymentDetailsVerification')}</p>
      <DetailList {...props} />
      <BackToCashier {...props} />
    </section>
  );
}

/** The document step: which detail it is for and what proves it. */
function DocumentIntro({ context }: Props) {
  const { t } = useTranslation('cashier');
  const detail = context.details.find((item) => item.storedDetailReference === context.chosen);
  return (
    <div className="notice notice--warning" role="status">
      <p>{t('withdrawal.paymentDetailsVerification')}</p>
      <p>{t(detail?.method === 'card' ? 'withdrawal.detailsCheck.cardDocument' : 'withdrawal.detailsCheck.accountDocument', { description: detail?.description ?? '' })}</p>
    </div>
  );
}

function Uploading() {
  const { t } = useTranslation('cashier');
  return (
    <p className="cashier-outcome" role="status">
      {t('withdrawal.ibanCheck.uploading')}
    </p>
  );
}

/** Where every detail stands after the upload (or when none needed a document). */
function Overview(props: Props) {
  const { t } = useTranslation('cashier');
  const waiting = props.context.details.some((detail) => stateKey(detail) === 'waiting');
  return (
    <section className="cashier-outcome" aria-labelledby="details-check-overview-title">
      <h2 id="details-check-overview-title">{t(waiting ? 'withdrawal.ibanCheck.waitingTitle' : 'withdrawal.detailsCheck.overviewTitle')}</h2>
      {waiting && <p role="status">{t('withdrawal.detailsCheck.waitingText')}</p>}
      <DetailList {...props} />
      <BackToCashier {...props} />
    </section>
  );
}

/** The payment-details validation flow's screens by the names flows/payment-details-validation.flow.json uses. */
export const paymentDetailsValidationScreens: FlowScreenRegistry<PaymentDetailsValidationContext, undefined> = {
  chooseDetail: ChooseDetail,
  documentIntro: DocumentIntro,
  uploading: Uploading,
  overview: Overview,
  loadFailed: loadFailedScreen({ message: 'cashier:withdrawal.detailsCheck.loadFailed', retry: 'cashier:deposit.retry' }),
};
