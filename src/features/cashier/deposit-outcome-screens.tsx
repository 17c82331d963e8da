import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatAmount } from '../../renderer/widgets/format-amount';
import type { FlowScreenProps } from '../../ui/flow-host/flow-screen';
import type { DepositContext } from './deposit-context';
import type { DepositExtras } from './deposit-extras';
import { loadFailedScreen } from '../../ui/flow-host/load-failed-screen';
import { TerminalQrCode } from './terminal-qr-code';

type Props = FlowScreenProps<DepositContext, DepositExtras>;

/** Finish-screen parameters that are not shown as fields (spec 2 §3); the terminal QR's text is drawn as its code instead. */
const HIDDEN_PARAMS = new Set(['chargeId', 'expiresAt', 'qrCode']);
/** Parameters with a translated label (cashier:finish.params.*); others show their name as the platform sends it. */
const LABELLED_PARAMS = new Set(['reference', 'iban', 'bic', 'beneficiary', 'cashCode', 'casino', 'validUntil', 'address', 'coin']);

/** spec 2 §9: what an offline method's finish screen tells the player to do (10000 offline transfer, 10003 cash at casino). */
function offlineInstructionKey(flags: { offlineTransfer?: boolean; cashAtCasino?: boolean }): string | undefined {
  if (flags.offlineTransfer === true) return 'finish.offlineTransfer';
  if (flags.cashAtCasino === true) return 'finish.cashAtCasino';
  return undefined;
}

/** spec 2 §8 "No methods found." */
export function NoMethods() {
  const { t } = useTranslation('cashier');
  return <p className="notice notice--info">{t('deposit.noMethods')}</p>;
}

/** The methods could not be loaded (5 s limit, network): say so and offer to try again. */
export const LoadFailed = loadFailedScreen({ message: 'cashier:deposit.loadFailed', retry: 'cashier:deposit.retry' });

/** spec 2 §4, §9: a method with a fee is confirmed first; the figures are rounded to whole units. */
export const FeeConfirmation = observer(function FeeConfirmation({ send, extras }: Props) {
  const { t } = useTranslation('cashier');
  const summary = extras.deposit.summary;
  const currency = extras.deposit.currency ?? '';
  return (
    <section className="cashier-outcome cashier-fee" aria-labelledby="deposit-fee-title">
      <h2 id="deposit-fee-title">{t('feeModal.title')}</h2>
      {summary && (
        <p>
          {t('feeModal.text', {
            fee: formatAmount(summary.rounded.fee, currency),
            total: formatAmount(summary.rounded.youPay, currency),
            net: formatAmount(summary.rounded.youGet, currency),
          })}
        </p>
      )}
      <div className="cashier-outcome__buttons">
        <button type="button" className="button button--primary" onClick={() => send({ type: 'CONFIRM' })}>
          {t('feeModal.confirm')}
        </button>
        <button type="button" className="button" onClick={() => send({ type: 'CANCEL' })}>
          {t('feeModal.cancel')}
        </button>
      </div>
    </section>
  );
});

/** Waiting for the provider: the flow asks for the status every 5 s (spec 2 §4). */
export function Waiting() {
  const { t } = useTranslation('cashier');
  return (
    <section className="cashier-outcome" aria-labelledby="deposit-waiting-title">
      <h2 id="deposit-waiting-title">{t('waiting.title')}</h2>
      <p role="status">{t('waiting.text')}</p>
    </section>
  );
}

/** The waiting time ran out without a final status: nothing was re-submitted. */
export function WaitingTimedOut({ send }: Props) {
  const { t } = useTranslation('cashier');
  return (
    <section className="cashier-outcome" aria-labelledby="deposit-timeout-title">
      <h2 id="deposit-timeout-title">{t('waiting.title')}</h2>
      <p role="status">{t('waiting.timeout')}</p>
      <button type="button" className="button" onClick={() => send({ type: 'BACK' })}>
        {t('finish.back')}
      </button>
    </section>
  );
}

function useCountdown(expiresAt: string | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt === undefined) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  if (expiresAt === undefined) return undefined;
  const end = Date.parse(expiresAt);
  return Number.isNaN(end) ? undefined : Math.max(0, Math.floor((end - now) / 1000));
}

/**
 * The finish screen with instructions (spec 2 §4): the result's params except chargeId and
 * expiresAt, a countdown to expiresAt ("Time has expired" after), the payment slip frame for slip
 * methods, and a back button.
 */
export const Finish = observer(function Finish({ context, send, extras }: Props) {
  const { t } = useTranslation('cashier');
  const result = context.result;
  const params = result?.params ?? [];
  const expiresAt = params.find((param) => param.name === 'expiresAt')?.value;
  const left = useCountdown(expiresAt);
  const slip = extras.deposit.flags.paymentSlip === true && result ? `/cms/content/payment-slip/${result.methodId}/${extras.language}.html` : undefined;
  const instruction = offlineInstructionKey(extras.deposit.flags);
  const summary = extras.deposit.summary;
  const currency = extras.deposit.currency ?? '';
  const casino = params.find((param) => param.name === 'casino')?.value;
  // spec 2 §9 terminal QR (950001): the code to scan, with the reference to type in when the terminal cannot read it
  const qrText = extras.deposit.flags.terminalQr === true ? params.find((param) => param.name === 'qrCode')?.value : undefined;
  const reference = params.find((param) => param.name === 'reference')?.value ?? result?.reference ?? '';
  const label = (name: string) => (LABELLED_PARAMS.has(name) ? t(`finish.params.${name}`) : name);
  const value = (name: string, raw: string) => {
    if (name === 'casino' && raw !== '') return t(`casinos.${raw}`, { defaultValue: raw });
    if (name === 'coin' && raw !== '') return t(`coins.${raw}`, { defaultValue: raw });
    return raw;
  };
  return (
    <section className="cashier-outcome" aria-labelledby="deposit-finish-title">
      <h2 id="deposit-finish-title">{t('finish.title')}</h2>
      <p>{instruction && summary ? t(instruction, { amount: formatAmount(summary.youPay, currency), casino: casino ? value('casino', casino) : '' }) : t('finish.text')}</p>
      {qrText !== undefined && <TerminalQrCode text={qrText} reference={reference} />}
      {extras.deposit.flags.cryptoChannel === true && <p className="notice notice--info">{t('finish.cryptoNote')}</p>}
      <dl className="cashier-summary__list">
        {params
          .filter((param) => !HIDDEN_PARAMS.has(param.name) && !(qrText !== undefined && param.name === 'reference'))
          .map((param) => (
            <div key={param.name}>
              <dt>{label(param.name)}</dt>
              <dd>{value(param.name, param.value)}</dd>
            </div>
          ))}
      </dl>
      {left !== undefined && (
        <p role="timer" aria-live="off">
          {left > 0 ? t('finish.expiresIn', { time: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}` }) : t('finish.expired')}
        </p>
      )}
      {slip && <iframe className="cashier-slip" title={t('finish.slipTitle')} src={slip} sandbox="" />}
      <button type="button" className="button" onClick={() => send({ type: 'BACK' })}>
        {t('finish.back')}
      </button>
    </section>
  );
});

/** A successful deposit; a first deposit also gets the thank-you popup (closed by the player). */
export const Success = observer(function Success({ context, extras }: Props) {
  const { t } = useTranslation('cashier');
  const status = context.status;
  const amount = status?.amount ?? extras.deposit.summary?.youGet;
  const currency = status?.currency ?? extras.deposit.currency ?? '';
  const [thanking, setThanking] = useState(extras.deposit.isFirstDeposit);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (thanking && element && !element.open && typeof element.showModal === 'function') element.showModal();
  }, [thanking]);
  return (
    <section className="cashier-outcome" aria-labelledby="deposit-success-title">
      <h2 id="deposit-success-title">{t('success.title')}</h2>
      <p role="status">{amount ? t('success.text', { amount: formatAmount(amount, currency) }) : t('status.ok')}</p>
      <button type="button" className="button button--primary" onClick={extras.again}>
        {t('success.another')}
      </button>
      {thanking && (
        <dialog ref={dialog} className="cashier-thank-you" aria-labelledby="deposit-thank-you-title" onClose={() => setThanking(false)}>
          <h2 id="deposit-thank-you-title">{t('thankYou.title')}</h2>
          <p>{t('thankYou.text')}</p>
          <Link className="button" to={extras.at('/')}>
            {t('thankYou.continue')}
          </Link>{' '}
          <button type="button" className="button button--primary" onClick={() => setThanking(false)}>
            {t('thankYou.close')}
          </button>
        </dialog>
      )}
    </section>
  );
});
