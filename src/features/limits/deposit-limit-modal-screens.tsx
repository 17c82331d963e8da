import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../catalogues/format-money';
import { CYCLIC_PERIODS } from '../../engine/limits/limit-kinds';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import type { DepositLimitModalContext } from './deposit-limit-modal-context';
import { chosenPeriod } from './deposit-limit-modal-implementations';
import { loadFailedScreen } from '../../ui/flow-host/load-failed-screen';

type Props = FlowScreenProps<DepositLimitModalContext, undefined>;

/** Above the form: the deposit limit in force per period, and a pending change. */
function CurrentLimits({ context }: Props) {
  const { t } = useTranslation('limits');
  const data = context.limits;
  if (!data) return null;
  const deposit = data.limits.deposit ?? {};
  return (
    <div className="deposit-limit__current">
      <h3>{t('cumulative.current')}</h3>
      <ul>
        {CYCLIC_PERIODS.map((period) => {
          const limit = deposit[period];
          return (
            <li key={period}>
              {t(`cumulative.periods.${period}`)}:{' '}
              {limit?.amount != null ? formatMoney(limit.amount, data.currency) : t('cumulative.none')}
              {limit?.newAmount != null && ` · ${t('cumulative.pending', { amount: formatMoney(limit.newAmount, data.currency) })}`}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The confirmation popup: what the change means (one message per reason), Confirm or Cancel back to editing. */
function Confirmation({ context, send }: Props) {
  const { t } = useTranslation('limits');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const currency = context.limits?.currency ?? '';
  const period = chosenPeriod(context.data);
  const first = context.confirmations[0];
  return (
    <section className="deposit-limit__confirm" role="alertdialog" aria-labelledby="deposit-limit-confirm-title" aria-describedby="deposit-limit-confirm-text" data-type={first?.type}>
      <h3 id="deposit-limit-confirm-title" ref={heading} tabIndex={-1}>
        {t('cumulative.confirmTitle')}
      </h3>
      <div id="deposit-limit-confirm-text">
        {context.confirmations.map((confirmation) => (
          <p key={confirmation.type} data-type={confirmation.type}>
            {t(`cumulative.confirm.${confirmation.type}`, {
              amount: formatMoney(confirmation.amount, currency),
              other: formatMoney(confirmation.other, currency),
              period: t(`cumulative.periodNames.${period}`),
              otherPeriod: t(`cumulative.periodNames.${confirmation.period}`),
            })}
          </p>
        ))}
      </div>
      <div className="deposit-limit__buttons">
        <button type="button" className="button" onClick={() => send({ type: 'CONFIRM' })}>
          {t('cumulative.confirmButton')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => send({ type: 'CANCEL' })}>
          {t('cumulative.cancel')}
        </button>
      </div>
    </section>
  );
}

/** The limits could not be loaded: say so and offer to try again. */
const LoadFailed = loadFailedScreen({ message: 'limits:editor.loadFailed', retry: 'limits:editor.retry' });

/** Set: shown while the modal closes (its parameter is cleared). */
function Saved() {
  const { t } = useTranslation('limits');
  return <p role="status">{t('cumulative.saved')}</p>;
}

/** The screens flows/limit-deposit-cumulative.flow.json names. */
export const depositLimitModalScreens: FlowScreenRegistry<DepositLimitModalContext, undefined> = {
  currentLimits: CurrentLimits,
  confirmation: Confirmation,
  loadFailed: LoadFailed,
  saved: Saved,
};
