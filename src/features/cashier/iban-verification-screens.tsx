import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { IbanVerificationStatus } from '../../api/endpoints/withdrawal';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import { loadFailedScreen } from '../../ui/flow-host/load-failed-screen';
import type { IbanVerificationContext } from './iban-verification-implementations';
import { useBackToCashierLabel } from './use-back-to-cashier-label';

type Props = FlowScreenProps<IbanVerificationContext, undefined>;

/** The three steps of spec 2 §8 (284): account details, document, waiting approval. */
const STEPS = ['details', 'document', 'approval'] as const;

/** The step the check's status puts the player at (before any answer: the details). */
function stepOf(status: IbanVerificationStatus | undefined): number {
  if (status === 'needToProvideDocument') return 1;
  if (status === 'uploaded' || status === 'verified') return 2;
  return 0;
}

/** Where the player is among the three steps: done, current (aria-current) or still to come. */
function Stepper({ context }: Props) {
  const { t } = useTranslation('cashier');
  const current = stepOf(context.verification?.status);
  return (
    <ol className="cashier-steps" aria-label={t('withdrawal.ibanCheck.stepsLabel')}>
      {STEPS.map((step, index) => (
        <li key={step} className={`cashier-steps__step${index === current ? ' cashier-steps__step--current' : ''}`} aria-current={index === current ? 'step' : undefined}>
          {t('withdrawal.ibanCheck.step', { number: index + 1, name: t(`withdrawal.ibanCheck.steps.${step}`) })}
          {index < current && <span className="visually-hidden">{t('withdrawal.ibanCheck.stepDone')}</span>}
        </li>
      ))}
    </ol>
  );
}

/** The check opens over the withdrawal (284) or over the deposit (251): the intro says which payment waits for it. */
function DetailsIntro() {
  const { t } = useTranslation('cashier');
  const overDeposit = useLocation().pathname.endsWith('/payment/deposit');
  return <p>{t(overDeposit ? 'withdrawal.ibanVerifyBeforeDeposit' : 'withdrawal.ibanVerify')}</p>;
}

/** spec 2 §8: the need-to-provide-documents message, with the account under check. */
function DocumentIntro({ context }: Props) {
  const { t } = useTranslation('cashier');
  const iban = context.verification?.maskedIban;
  return (
    <div className="notice notice--warning" role="status">
      <p>{t('withdrawal.ibanNeedDocuments')}</p>
      <p>{iban ? t('withdrawal.ibanCheck.documentForAccount', { iban }) : t('withdrawal.ibanCheck.documentIntro')}</p>
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

interface OutcomeProps extends Props {
  id: string;
  title: string;
  text: string;
  /** a step the player can take from here (besides going back to the withdrawal) */
  next?: { event: string; label: string };
}

/** Where the check stands, with the way back to the page the player left (withdrawal or deposit). */
function Outcome({ send, id, title, text, next }: OutcomeProps) {
  const { t } = useTranslation('cashier');
  const back = useBackToCashierLabel();
  return (
    <section className="cashier-outcome" aria-labelledby={id}>
      <h2 id={id}>{t(title)}</h2>
      <p role="status">{t(text)}</p>
      {next && (
        <button type="button" className="button button--primary" onClick={() => send({ type: next.event })}>
          {t(next.label)}
        </button>
      )}
      <button type="button" className={next ? 'button' : 'button button--primary'} onClick={() => send({ type: 'CLOSE' })}>
        {t(back)}
      </button>
    </section>
  );
}

/** spec 2 §8: "Your withdrawal is pending a document check..." */
function Waiting(props: Props) {
  return <Outcome {...props} id="iban-waiting-title" title="withdrawal.ibanCheck.waitingTitle" text="withdrawal.ibanPendingCheck" />;
}

function Verified(props: Props) {
  return <Outcome {...props} id="iban-verified-title" title="withdrawal.ibanCheck.verifiedTitle" text="withdrawal.ibanCheck.verifiedText" />;
}

/** Save (spec 2 §2): the details are on record; the bank statement can follow now or later. */
function Saved(props: Props) {
  return (
    <Outcome
      {...props}
      id="iban-saved-title"
      title="withdrawal.ibanCheck.savedTitle"
      text="withdrawal.ibanCheck.savedText"
      next={{ event: 'DOCUMENT', label: 'withdrawal.ibanCheck.uploadNow' }}
    />
  );
}

/** The IBAN verification flow's screens by the names flows/withdrawal-iban-verification.flow.json uses. */
export const ibanVerificationScreens: FlowScreenRegistry<IbanVerificationContext, undefined> = {
  stepper: Stepper,
  detailsIntro: DetailsIntro,
  documentIntro: DocumentIntro,
  uploading: Uploading,
  waiting: Waiting,
  verified: Verified,
  saved: Saved,
  loadFailed: loadFailedScreen({ message: 'cashier:withdrawal.ibanCheck.loadFailed', retry: 'cashier:deposit.retry' }),
};
