import { assign, fromPromise } from 'xstate';
import type { DepositStatus, DepositSubmitResult } from '../../api/endpoints/cashier';
import { validateDerivedFields } from '../../engine/cashier/validate-derived-fields';
import { compareDecimalStrings } from '../../engine/runtime-inputs/shape-checks';
import type { ApiPort } from '../../stores/api-port';
import { attemptKeyOf } from '../../stores/attempt-key-of';
import { apiErrorOf, callOrThrow } from '../../stores/flow-call';
import type { DepositContext } from './deposit-context';
import { depositPayload } from './deposit-payload';
import { depositReactionOf } from './deposit-reaction';
import type { DepositStore } from './deposit-store';

export interface DepositDeps {
  api: ApiPort;
  store: DepositStore;
  now: () => Date;
  /** the configured waiting time in seconds (spec 2 §4, default 300): the poll limit is that / 5 */
  waitingSeconds: () => number;
  /** after a final status: caches of verification, limits, deposit and withdrawal details cleared, the wallet reloaded */
  afterFinalStatus: () => void;
}

/** spec 2 §4, §9: polling every 5 s. */
export const POLL_INTERVAL_SECONDS = 5;
/** statuses that end waiting when set and not pending */
const PENDING = 'pending';

type Input = { input: { context: DepositContext } };
type Args = { context: DepositContext; event: { type: string; data?: Record<string, unknown>; output?: unknown; error?: unknown; status?: string; method?: number; currency?: string } };

function statusKey(status: string | null | undefined): string {
  const known = ['failed', 'cancelled', 'rejected', 'error', 'pending', 'limitExceeded'];
  return status && known.includes(status) ? `cashier:status.${status}` : 'cashier:status.error';
}

/** The deposit flow's own names (flows/deposit.flow.json); the form-step actions come from the engine. */
export function depositImplementations(deps: DepositDeps) {
  const { api, store } = deps;
  const pollLimit = () => Math.max(1, Math.floor(deps.waitingSeconds() / POLL_INTERVAL_SECONDS));
  return {
    guards: {
      hasNoMethods: () => store.methods.length === 0,
      // back from the provider's page after a redirect (spec 2 §4): wait for the status of that reference
      returnsFromProvider: ({ context }: Args) => context.result !== null && context.result.reference !== '',
      derivedFieldsInvalid: () =>
        validateDerivedFields(store.derivedFields, store.derivedValues, { now: deps.now(), storedDetailUsed: false }).length > 0,
      needsFeeConfirmation: () => store.method !== undefined && compareDecimalStrings(store.method.percentageFee, '0') > 0,
      isFinish: ({ event }: Args) => (event.output as DepositSubmitResult | undefined)?.type === 'finish',
      isRedirect: ({ event }: Args) => (event.output as DepositSubmitResult | undefined)?.type === 'form',
      isFrame: ({ event }: Args) => (event.output as DepositSubmitResult | undefined)?.type === 'frame',
      hasReaction: ({ event }: Args) => depositReactionOf(apiErrorOf(event.error)) !== undefined,
      statusOk: ({ event }: Args) => (event.output as DepositStatus | undefined)?.status === 'ok',
      // spec 2 §4: stop on a set status that is not pending, or pending with limitRequire / receivedMoneyFromProvider
      statusEndsWaiting: ({ event }: Args) => {
        const status = event.output as DepositStatus | undefined;
        if (!status || status.status === null) return false;
        return status.status !== PENDING || status.limitRequire === true || status.receivedMoneyFromProvider === true;
      },
      pollLimitReached: ({ context }: Args) => context.polls + 1 >= pollLimit(),
      frameStatusOk: ({ event }: Args) => event.status === 'ok',
    },
    actions: {
      keepChosenMethod: assign({
        variantMethod: () => store.variantMethod,
        data: ({ context }: Args) => ({ ...context.data, method: store.methodId ?? undefined, currency: store.currency ?? undefined }),
      }),
      // spec 2 §4: a new method resets the currency (auto-selected when only one); what was typed stays and is re-validated
      chooseMethod: assign(({ context, event }: Args) => {
        if (typeof event.method === 'number') store.chooseMethod(event.method);
        return {
          variantMethod: store.variantMethod,
          data: { ...context.data, ...event.data, method: store.methodId ?? undefined, currency: store.currency ?? undefined },
        };
      }),
      chooseCurrency: assign({
        data: ({ context, event }: Args) => {
          if (typeof event.currency === 'string') store.chooseCurrency(event.currency);
          return { ...context.data, ...event.data, currency: store.currency ?? undefined };
        },
      }),
      assignDerivedIssues: assign({
        serverErrors: () => validateDerivedFields(store.derivedFields, store.derivedValues, { now: deps.now(), storedDetailUsed: false }),
      }),
      assignResult: assign({ result: ({ event }: Args) => (event.output as DepositSubmitResult | undefined) ?? null }),
      startPolling: assign({ polls: () => 0, status: () => null }),
      countPoll: assign({ polls: ({ context }: Args) => context.polls + 1 }),
      assignStatus: assign(({ event }: Args) => {
        const status = (event.output as DepositStatus | undefined) ?? null;
        return { status, statusNotice: status && status.status !== 'ok' && status.status !== null ? statusKey(status.status) : null };
      }),
      assignFrameStatus: assign({ statusNotice: ({ event }: Args) => (event.status === 'ok' ? null : statusKey(event.status)) }),
      clearStatusNotice: assign({ statusNotice: () => null }),
      afterFinalStatus: () => deps.afterFinalStatus(),
      resetForm: assign(({ context }: Args) => {
        store.reset();
        return { data: { method: context.data.method, currency: context.data.currency }, serverErrors: [], result: null, polls: 0 };
      }),
      assignReaction: assign({ reaction: ({ event }: Args) => depositReactionOf(apiErrorOf(event.error)) ?? null, serverErrors: () => [], notice: () => null }),
      clearReaction: assign({ reaction: () => null }),
    },
    actors: {
      loadDeposit: fromPromise(async ({ input }: Input) => {
        const [details, limits] = await Promise.all([callOrThrow(api.call('depositDetails', undefined)), api.call('depositLimits', undefined)]);
        const wanted = input.context.data.method;
        store.setLoaded(details, limits.ok ? limits.data : null, typeof wanted === 'number' ? wanted : undefined);
        return details;
      }),
      submitDeposit: fromPromise(({ input }: Input) => {
        const { context } = input;
        const method = store.method;
        if (!method || store.currency === null) throw new Error('A deposit needs a chosen method and currency');
        const payload = depositPayload({
          data: context.data,
          method: method.method,
          currency: store.currency,
          bonusNone: store.flags.bonusNone === true,
          derivedFields: store.derivedFields,
          derivedValues: store.derivedValues,
        });
        return callOrThrow(api.call('depositSubmit', payload, { idempotencyKey: attemptKeyOf(context) }));
      }),
      checkDepositStatus: fromPromise(({ input }: Input) => callOrThrow(api.call('depositStatus', { reference: input.context.result?.reference ?? '' }))),
    },
  };
}
