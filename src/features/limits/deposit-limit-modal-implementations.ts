import { assign, fromPromise, type AnyEventObject } from 'xstate';
import type { LimitAmountChange, LimitsData } from '../../api/endpoints';
import { FlowCallError } from '../../engine/flow-call-error';
import { DEPOSIT_LIMIT_CONFIRMATION_TYPES, depositLimitConfirmations, type DepositLimitConfirmation, type DepositLimitConfirmationType } from '../../engine/limits/deposit-limit-confirmations';
import { CYCLIC_PERIODS, type LimitPeriod } from '../../engine/limits/limit-kinds';
import type { ApiPort, StoreApiError } from '../../stores/api-port';
import { attemptKeyOf } from '../../stores/attempt-key-of';
import { callOrThrow } from '../../stores/flow-call';
import type { DepositLimitModalContext } from './deposit-limit-modal-context';
import { moneyFieldIssues } from './money-field-issues';

type Input = { input: { context: DepositLimitModalContext }; signal: AbortSignal };
type Args = { context: DepositLimitModalContext; event: AnyEventObject };
type CyclicPeriod = (typeof CYCLIC_PERIODS)[number];

/** The period the form chose (daily when none or an unknown one). */
export function chosenPeriod(data: Record<string, unknown>): CyclicPeriod {
  const period = data.period;
  return (CYCLIC_PERIODS as readonly unknown[]).includes(period) ? (period as CyclicPeriod) : 'daily';
}

/**
 * The popups a submitted change needs, over the deposit limits loaded when the modal opened —
 * only those the market shows (fe.depositLimitConfirmations.popups).
 */
export function confirmationsOf(data: Record<string, unknown>, limits: LimitsData | null, shown: readonly DepositLimitConfirmationType[] = DEPOSIT_LIMIT_CONFIRMATION_TYPES): DepositLimitConfirmation[] {
  const amount = typeof data.amount === 'string' ? data.amount : '';
  return depositLimitConfirmations(chosenPeriod(data), amount, limits?.limits.deposit ?? {}).filter((confirmation) => shown.includes(confirmation.type));
}

/**
 * What setLimits sends for the chosen period: its amount and the auto-renew flag — the one the period
 * already has, or for a new limit the form's `autoRenew` (the schema's default: content decides, as in
 * the editor); the other periods are not sent, so they stay as they are.
 */
export function cumulativeChange(context: DepositLimitModalContext): Partial<Record<LimitPeriod, LimitAmountChange>> {
  const period = chosenPeriod(context.data);
  const amount = typeof context.data.amount === 'string' ? context.data.amount.trim().replace(',', '.') : '';
  const existing = context.limits?.limits.deposit?.[period];
  const autoRenew = existing?.amount != null ? existing.autoRenew : context.data.autoRenew === true;
  return { [period]: { amount: amount === '' ? null : amount, autoRenew } };
}

/** The platform names the period in its field issues; the form has one amount field for it. */
function onAmountField(error: StoreApiError, period: LimitPeriod): StoreApiError {
  const details = error.errorDetails;
  if (!details || !Array.isArray(details.fields)) return error;
  const fields: unknown[] = details.fields.map((item: unknown) =>
    item !== null && typeof item === 'object' && (item as { field?: unknown }).field === period ? { ...item, field: 'amount' } : item,
  );
  return { ...error, errorDetails: { ...details, fields } };
}

/**
 * The guards, actions and actors of flows/limit-deposit-cumulative.flow.json: the deposit limits
 * loaded and set with the limits' 5000 ms time limit, the set call with the attempt's idempotency
 * key, the confirmation popups computed from the loaded limits, and the modal's parameter cleared
 * once the limit is set (`close`).
 */
export function depositLimitModalImplementations(api: ApiPort, close: () => void, shown: readonly DepositLimitConfirmationType[] = DEPOSIT_LIMIT_CONFIRMATION_TYPES) {
  return {
    guards: {
      needsConfirmation: ({ context, event }: Args) => confirmationsOf((event.data ?? {}) as Record<string, unknown>, context.limits, shown).length > 0,
    },
    actions: {
      assignLimits: assign({ limits: ({ event }: Args) => (event as { output?: LimitsData }).output ?? null }),
      assignConfirmations: assign({ confirmations: ({ context }: Args) => confirmationsOf(context.data, context.limits, shown) }),
      clearConfirmations: assign({ confirmations: () => [] as DepositLimitConfirmation[] }),
      clearModalParameter: () => close(),
    },
    actors: {
      loadDepositLimits: fromPromise(({ signal }: Input) => callOrThrow(api.call('limits', undefined, { signal }))),
      saveDepositLimit: fromPromise(async ({ input, signal }: Input) => {
        const { context } = input;
        const answer = await api.call('setLimits', { type: 'deposit', periods: cumulativeChange(context) }, { signal, idempotencyKey: attemptKeyOf(context) });
        if (!answer.ok) {
          const error = context.limits ? moneyFieldIssues(answer.error, context.limits.currency) : answer.error;
          throw new FlowCallError(onAmountField(error, chosenPeriod(context.data)));
        }
        return answer.data;
      }),
    },
  };
}
