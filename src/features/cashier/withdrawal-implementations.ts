import { assign, fromPromise } from 'xstate';
import type { WithdrawalSubmitPayload, WithdrawalSubmitResult } from '../../api/endpoints/withdrawal';
import type { DerivedMethodField } from '../../engine/cashier/derive-server-method-fields';
import { validateDerivedFields } from '../../engine/cashier/validate-derived-fields';
import type { ApiPort } from '../../stores/api-port';
import { attemptKeyOf } from '../../stores/attempt-key-of';
import { apiErrorOf, callOrThrow } from '../../stores/flow-call';
import type { WithdrawalContext } from './withdrawal-context';
import {
  AML_QUESTIONNAIRE_CODE,
  IBAN_VERIFICATION_CODE,
  IGNORED_CODE,
  PAYMENT_DETAILS_VALIDATION_CODE,
  serverCodeOf,
  withdrawalReactionOf,
} from './withdrawal-reaction';
import { NEW_ACCOUNT, wholeAmountOf, type WithdrawalStore } from './withdrawal-store';
import { typedIbanHandoff } from './typed-iban-handoff';

export interface WithdrawalDeps {
  api: ApiPort;
  store: WithdrawalStore;
  /** opens a modal of the site over the withdrawal page (?modal=…) */
  openModal: (modal: 'aml-questionnaire' | 'payment-details-validation' | 'iban-verification') => void;
  /** after a final status: the details and the wallet are loaded again */
  afterFinalStatus: () => void;
  now: () => Date;
}

type Input = { input: { context: WithdrawalContext } };
type Args = {
  context: WithdrawalContext;
  event: { type: string; data?: Record<string, unknown>; output?: unknown; error?: unknown; status?: string; method?: number; currency?: string; reference?: number; password?: string };
};

/** The fields every withdrawal sends itself; everything else the form holds is the method's own. */
const BASE_FIELDS = new Set(['method', 'amount', 'currency', 'storedPayoutReference']);

/**
 * The derived fields' values a withdrawal sends (a method the repo does not describe): trimmed,
 * the default where nothing was typed; with a stored account only the fields it still needs.
 */
function derivedPayload(fields: readonly DerivedMethodField[], values: Readonly<Record<string, string>>, storedUsed: boolean): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const field of fields) {
    if (storedUsed && field.skipWithStoredDetail) continue;
    const value = (values[field.name] ?? field.defaultValue ?? '').trim();
    if (value !== '') sent[field.name] = value;
  }
  return sent;
}

/**
 * The withdraw request (spec 2 §3): method, amount, currency, the stored payout (-1 a new account,
 * whose fields the method adds; a stored account sends none of them), the derived fields of a
 * method the repo does not describe, and the password when asked.
 */
export function withdrawalPayload(input: {
  data: Record<string, unknown>;
  method: number;
  currency: string;
  storedReference: number;
  password?: string;
  derived?: { fields: readonly DerivedMethodField[]; values: Readonly<Record<string, string>> };
}): WithdrawalSubmitPayload {
  const own = input.storedReference === NEW_ACCOUNT ? Object.entries(input.data).filter(([name, value]) => !BASE_FIELDS.has(name) && value !== undefined && value !== '') : [];
  const derived = input.derived ? derivedPayload(input.derived.fields, input.derived.values, input.storedReference !== NEW_ACCOUNT) : {};
  return {
    ...Object.fromEntries(own),
    ...derived,
    method: input.method,
    amount: typeof input.data.amount === 'string' ? input.data.amount : '',
    currency: input.currency,
    storedPayoutReference: input.storedReference,
    ...(input.password !== undefined ? { password: input.password } : {}),
  };
}

/** The withdrawal flow's own names (flows/withdrawal.flow.json); the form-step actions come from the engine. */
export function withdrawalImplementations(deps: WithdrawalDeps) {
  const { api, store } = deps;
  const codeOf = (error: unknown) => serverCodeOf(apiErrorOf(error));
  const derivedIssues = () => validateDerivedFields(store.derivedFields, store.derivedValues, { now: deps.now(), storedDetailUsed: store.storedReference !== NEW_ACCOUNT });
  const withChosen = (data: Record<string, unknown>) => ({ ...data, method: store.methodId ?? undefined, currency: store.currency ?? undefined, storedPayoutReference: store.storedReference });
  return {
    guards: {
      hasNoMethods: () => store.methods.length === 0,
      // spec 2 §3 stored payment details: a blocked account cannot be paid to (the chooser says why)
      storedPayoutBlocked: () => store.storedDetail !== undefined && store.storedDetail.blocked !== 'none',
      // a method the repo does not describe: its derived fields are checked by their named rules first
      derivedFieldsInvalid: () => derivedIssues().length > 0,
      needsFeeConfirmation: () => store.hasPercentageFee,
      needsRevokeConfirmation: ({ context }: Args) => store.needsRevokeConfirmation(context.data.amount),
      asksPassword: () => store.details?.askPassword === true,
      isIgnoredError: ({ event }: Args) => codeOf(event.error) === IGNORED_CODE,
      opensAmlQuestionnaire: ({ event }: Args) => codeOf(event.error) === AML_QUESTIONNAIRE_CODE,
      opensPaymentDetailsValidation: ({ event }: Args) => codeOf(event.error) === PAYMENT_DETAILS_VALIDATION_CODE,
      hasReaction: ({ event }: Args) => withdrawalReactionOf(apiErrorOf(event.error)) !== undefined,
      // 284 with a verified IBAN is ignored (spec 2 §8); otherwise it opens the IBAN verification
      isIgnoredIbanCheck: ({ event }: Args) => codeOf(event.error) === IBAN_VERIFICATION_CODE && store.ibanVerified,
      opensIbanVerification: ({ event }: Args) => codeOf(event.error) === IBAN_VERIFICATION_CODE,
    },
    actions: {
      keepChosenMethod: assign({
        variantMethod: () => store.variantMethod,
        data: ({ context }: Args) => withChosen(context.data),
      }),
      // spec 2 §4: a new method clears the error, rounds the amount for a wholeAmount method (12201), resets the currency and the stored payout
      chooseMethod: assign(({ context, event }: Args) => {
        if (typeof event.method === 'number') store.chooseMethod(event.method);
        const data = { ...context.data, ...event.data };
        if (store.flags.wholeAmount === true && typeof data.amount === 'string' && data.amount !== '') data.amount = wholeAmountOf(data.amount);
        return { variantMethod: store.variantMethod, data: withChosen(data) };
      }),
      chooseCurrency: assign({
        data: ({ context, event }: Args) => {
          if (typeof event.currency === 'string') store.chooseCurrency(event.currency);
          return withChosen({ ...context.data, ...event.data });
        },
      }),
      chooseStored: assign({
        data: ({ context, event }: Args) => {
          if (typeof event.reference === 'number') store.chooseStored(event.reference);
          return withChosen({ ...context.data, ...event.data });
        },
      }),
      holdPassword: ({ event }: Args) => store.holdPassword(typeof event.password === 'string' ? event.password : ''),
      forgetPassword: () => store.forgetPassword(),
      assignResult: assign({ result: ({ event }: Args) => (event.output as WithdrawalSubmitResult | undefined) ?? null }),
      assignReaction: assign({ reaction: ({ event }: Args) => withdrawalReactionOf(apiErrorOf(event.error)) ?? null, serverErrors: () => [], notice: () => null }),
      clearReaction: assign({ reaction: () => null }),
      assignDerivedIssues: assign({ serverErrors: () => derivedIssues(), notice: () => null }),
      assignFrameStatus: assign({ statusNotice: ({ event }: Args) => ({ ok: event.status === 'ok' }) }),
      clearStatusNotice: assign({ statusNotice: () => null }),
      openAmlQuestionnaire: () => deps.openModal('aml-questionnaire'),
      openPaymentDetailsValidation: () => deps.openModal('payment-details-validation'),
      openIbanVerification: ({ context }: Args) => {
        typedIbanHandoff.offer(context.data);
        deps.openModal('iban-verification');
      },
      afterFinalStatus: () => deps.afterFinalStatus(),
      resetForm: assign(() => {
        store.reset();
        return { data: withChosen({}), serverErrors: [], result: null };
      }),
    },
    actors: {
      loadWithdrawal: fromPromise(async ({ input }: Input) => {
        const details = await callOrThrow(api.call('withdrawalDetails', undefined));
        const wanted = input.context.data.method;
        await store.load(details, typeof wanted === 'number' ? wanted : undefined);
        const stored = input.context.data.storedPayoutReference;
        if (typeof stored === 'number') store.chooseStored(stored);
        return details;
      }),
      submitWithdrawal: fromPromise(({ input }: Input) => {
        const { context } = input;
        const method = store.method;
        if (!method || store.currency === null) throw new Error('A withdrawal needs a chosen method and currency');
        const password = store.takePassword();
        const payload = withdrawalPayload({
          data: context.data,
          method: method.method,
          currency: store.currency,
          storedReference: store.storedReference,
          derived: { fields: store.derivedFields, values: store.derivedValues },
          ...(password !== undefined ? { password } : {}),
        });
        return callOrThrow(api.call('withdrawalSubmit', payload, { idempotencyKey: attemptKeyOf(context) }));
      }),
    },
  };
}
