import { assign, fromPromise } from 'xstate';
import type { DepositStatus, DepositSubmitResult } from '../../api/endpoints/cashier';
import { validateDerivedFields } from '../../engine/cashier/validate-derived-fields';
import { compareDecimalStrings } from '../../engine/runtime-inputs/shape-checks';
import type { ApiPort } from '../../stores/api-port';
import { attemptKeyOf } from '../../stores/attempt-key-of';
import { apiErrorOf, callOrThrow } from '../../stores/flow-call';
import type { DepositContext } from './deposit-context';
import { browserDetails } from './browser-details';
import { collectFingerprint } from './collect-fingerprint';
import { createPaymentToken } from './create-payment-token';
import { encryptFields } from './encrypt-fields';
import { depositPayload, SHARED_DEPOSIT_FIELDS, withTwoDecimals } from './deposit-payload';
import type { DepositPreset } from './deposit-query-preset';
import { depositReactionOf } from './deposit-reaction';
import type { DepositStore } from './deposit-store';
import type { LoginCodeConsents } from './login-by-code';

export interface DepositDeps {
  api: ApiPort;
  store: DepositStore;
  now: () => Date;
  /** the configured waiting time in seconds (spec 2 §4, default 300): the poll limit is that / 5 */
  waitingSeconds: () => number;
  /** the token flow's hidden frame (spec 2 §4); createPaymentToken by default */
  createToken?: typeof createPaymentToken;
  /** the hidden encryption frame (spec 2 §4); encryptFields by default */
  encrypt?: typeof encryptFields;
  /** the hidden fingerprint frame (spec 2 §3); collectFingerprint by default */
  fingerprint?: typeof collectFingerprint;
  /** the address's amount and campaign, each once per session (spec 2 §2); nothing by default */
  preset?: (offeredCampaigns: readonly number[]) => DepositPreset;
  /** moves the page to a site path (routePushAfterFrame, spec 2 §9 300002) */
  navigate: (path: string) => void;
  /** after a final status: caches of verification, limits, deposit and withdrawal details cleared, the wallet reloaded */
  afterFinalStatus: () => void;
  /** forgets the stored redirect of spec 2 §4 once its deposit has a final status (nothing by default) */
  forgetPendingRedirect?: () => void;
  /** spec 2 §4: logs the visitor in by the deposit's login code, carrying their consent flags; false when it failed */
  loginWithCode?: (code: string, consents: LoginCodeConsents) => Promise<boolean>;
}

/** A path of this site (never another origin: no `//`, no scheme). */
const SITE_PATH = /^\/(?!\/)[\w\-/]*(\?[\w\-=&%.]*)?$/;

/** spec 2 §4, §9: polling every 5 s. */
export const POLL_INTERVAL_SECONDS = 5;
/** the platform's answer to a status call for a deposit it does not know for this player */
const UNKNOWN_DEPOSIT = 101;
/** statuses that end waiting when set and not pending */
const PENDING = 'pending';

type Input = { input: { context: DepositContext } };
type Args = {
  context: DepositContext;
  event: { type: string; data?: Record<string, unknown>; output?: unknown; error?: unknown; status?: string; method?: number; currency?: string; reference?: number; paymentStatus?: string; token?: string };
};

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
      // spec 2 §5: a method whose document limit is reached takes no deposit (its notice says why and links to the upload)
      documentLimitReached: () => store.method?.limitReached === true,
      derivedFieldsInvalid: () =>
        validateDerivedFields(store.derivedFields, store.derivedValues, { now: deps.now(), storedDetailUsed: false }).length > 0,
      // spec 2 §4, §9 tokenFlow (900006, 400001, 400003, 1010001): a token from the processor's hidden frame first
      needsPaymentToken: () => store.flags.tokenFlow === true,
      // spec 2 §4: fields the server marks with an encryptionType go through the encryption frame first
      needsEncryption: () => store.derivedFields.some((field) => field.encryptionType !== undefined),
      // spec 2 §7, §9 oneClick (Apple Pay 210055): the wallet's sheet on the provider origin first
      needsOneClickSheet: () => store.flags.oneClick === true,
      needsFeeConfirmation: () => store.method !== undefined && compareDecimalStrings(store.method.percentageFee, '0') > 0,
      isFinish: ({ event }: Args) => (event.output as DepositSubmitResult | undefined)?.type === 'finish',
      // spec 2 §9 formSubmitFrame (100027): the provider's form is posted into the payment frame, not the top window
      isFormForFrame: ({ event }: Args) => (event.output as DepositSubmitResult | undefined)?.type === 'form' && store.flags.formSubmitFrame === true,
      isRedirect: ({ event }: Args) => (event.output as DepositSubmitResult | undefined)?.type === 'form',
      isFrame: ({ event }: Args) => (event.output as DepositSubmitResult | undefined)?.type === 'frame',
      // spec 2 §4: the card holder's bank asks for a 3-D Secure check (its page on the 3-D Secure origin)
      isThreeDSecure: ({ event }: Args) => (event.output as DepositSubmitResult | undefined)?.type === 'threeDSecure',
      needsFingerprint: ({ event }: Args) => {
        const result = event.output as DepositSubmitResult | undefined;
        return result?.useFingerPrint === true && typeof result.fingerPrintUrl === 'string' && result.fingerPrintUrl !== '';
      },
      hasReaction: ({ event }: Args) => depositReactionOf(apiErrorOf(event.error)) !== undefined,
      statusOk: ({ event }: Args) => (event.output as DepositStatus | undefined)?.status === 'ok',
      // spec 2 §4: an ok status with a loginCode (a visitor's pay-and-play deposit): the visitor is logged in by it first
      statusOkWithLoginCode: ({ event }: Args) => {
        const status = event.output as DepositStatus | undefined;
        return status?.status === 'ok' && typeof status.loginCode === 'string' && status.loginCode !== '';
      },
      // a visitor's payment frame says paid: the status call brings the login code, so the status is asked for
      frameOkAwaitsLoginCode: ({ event }: Args) => store.visitor && event.status === 'ok',
      // spec 2 §4: stop on a set status that is not pending, or pending with limitRequire / receivedMoneyFromProvider
      statusEndsWaiting: ({ event }: Args) => {
        const status = event.output as DepositStatus | undefined;
        if (!status || status.status === null) return false;
        return status.status !== PENDING || status.limitRequire === true || status.receivedMoneyFromProvider === true;
      },
      pollLimitReached: ({ context }: Args) => context.polls + 1 >= pollLimit(),
      frameStatusOk: ({ event }: Args) => event.status === 'ok',
      // spec 2 §3, §6: the method requires a contract that is not approved: the notice says what to do, nothing is sent
      contractUnsigned: () => store.contractBlocks,
      // 101: the platform does not know this reference for this player (a stored redirect of someone else): no waiting
      depositUnknown: ({ event }: Args) => Number(apiErrorOf(event.error).errorCode) === UNKNOWN_DEPOSIT,
    },
    actions: {
      keepChosenMethod: assign({
        variantMethod: () => store.variantMethod,
        data: ({ context }: Args) => {
          // a draft's stored detail (after a reload) is taken again when the method still offers it unblocked, else a new card
          const kept = context.data.storedDetailReference;
          if (typeof kept === 'number') store.chooseStored(kept);
          return {
            ...context.data,
            // only a campaign the chosen method offers (none for bonusNone / bonusCode methods)
            ...deps.preset?.(store.offeredCampaignIds),
            // the pay-and-play overlay asks a visitor's consents (its `visitor` branch)
            visitor: store.visitor ? true : undefined,
            method: store.methodId ?? undefined,
            currency: store.currency ?? undefined,
            storedDetailReference: store.storedReference,
          };
        },
      }),
      // spec 2 §4: a new method resets the currency (auto-selected when only one); what was typed stays and is re-validated
      chooseMethod: assign(({ context, event }: Args) => {
        if (typeof event.method === 'number') store.chooseMethod(event.method);
        return {
          variantMethod: store.variantMethod,
          data: { ...context.data, ...event.data, method: store.methodId ?? undefined, currency: store.currency ?? undefined, storedDetailReference: store.storedReference },
        };
      }),
      // spec 2 §3, §5: a stored card or account (or a new one, -1); a blocked one cannot be chosen (the store keeps the choice).
      // The method's own fields typed so far (a card number) are dropped: the stored detail stands for them, and what it still
      // needs (the CVC, requireForStoredPayment) is asked afresh; card data never travels with a stored card
      chooseStored: assign({
        data: ({ context, event }: Args) => {
          if (typeof event.reference === 'number') store.chooseStored(event.reference);
          const typed = { ...context.data, ...event.data };
          const kept = Object.fromEntries(Object.entries(typed).filter(([name]) => SHARED_DEPOSIT_FIELDS.has(name)));
          return { ...kept, storedDetailReference: store.storedReference };
        },
      }),
      chooseCurrency: assign({
        data: ({ context, event }: Args) => {
          if (typeof event.currency === 'string') store.chooseCurrency(event.currency);
          return { ...context.data, ...event.data, currency: store.currency ?? undefined };
        },
      }),
      // a method without bonuses (bonusNone, bonusCode): the bonus chosen before is dropped, not left to fail validation
      dropBonus: assign({
        data: ({ context, event }: Args) => {
          const { promoCode: _code, ...rest } = { ...context.data, ...event.data };
          return { ...rest, campaignId: -1 };
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
      // the deposit went through, the login by its code did not: the visitor is told to log in
      assignLoginFailedNotice: assign({ statusNotice: () => 'cashier:payAndPlay.loginFailed' }),
      // spec 2 §8: the answer's frame cannot be shown here (no page, or not a provider's)
      assignFrameNotSupported: assign({ statusNotice: () => 'cashier:deposit.frameNotSupported' }),
      afterFinalStatus: () => {
        deps.forgetPendingRedirect?.();
        deps.afterFinalStatus();
      },
      // spec 2 §9 routePushAfterFrame (300002): when the frame closes the site moves to the route the provider names (`path`)
      pushProviderRoute: ({ context }: Args) => {
        const path = context.result?.path;
        if (store.flags.routePushAfterFrame === true && typeof path === 'string' && SITE_PATH.test(path)) deps.navigate(path);
      },
      resetForm: assign(({ context }: Args) => {
        store.reset();
        const data = { method: context.data.method, currency: context.data.currency, ...(store.visitor ? { visitor: true } : {}) };
        return { data, serverErrors: [], result: null, polls: 0, token: null, encrypted: null };
      }),
      assignReaction: assign({ reaction: ({ event }: Args) => depositReactionOf(apiErrorOf(event.error)) ?? null, serverErrors: () => [], notice: () => null }),
      clearReaction: assign({ reaction: () => null }),
      assignToken: assign({ token: ({ event }: Args) => (event.output as Record<string, string> | undefined) ?? null }),
      clearToken: assign({ token: () => null }),
      // the wallet's payment token from the one-click sheet stands for the card: it goes into the deposit as applePayToken
      assignOneClickToken: assign({ token: ({ event }: Args) => (typeof event.token === 'string' ? { applePayToken: event.token } : null) }),
      assignOneClickCancelled: assign({ token: () => null, statusNotice: () => 'cashier:deposit.oneClickCancelled' }),
      assignEncrypted: assign({ encrypted: ({ event }: Args) => (event.output as Record<string, string> | undefined) ?? null }),
      assignThreeDsAnswer: assign({
        threeDs: ({ event }: Args) => ({ paymentStatus: typeof event.paymentStatus === 'string' ? event.paymentStatus : 'error', error: typeof event.error === 'string' ? event.error : '' }),
      }),
      assignThreeDsClosed: assign({ threeDs: () => ({ paymentStatus: 'cancelled', error: '' }) }),
      // the bank's error text is said as the bank wrote it; a check without one gets the plain sentence
      assignThreeDsNotice: assign({
        statusNotice: ({ context }: Args) =>
          context.threeDs?.paymentStatus === 'cancelled' ? 'cashier:deposit.threeDsCancelled' : context.threeDs?.error ? 'cashier:deposit.threeDsFailedWithError' : 'cashier:deposit.threeDsFailed',
      }),
      assignEncryptionNotice: assign({
        encrypted: () => null,
        statusNotice: ({ event }: Args) => (apiErrorOf(event.error).kind === 'timeout' ? 'cashier:deposit.encryptionTimeout' : 'cashier:deposit.encryptionFailed'),
      }),
    },
    actors: {
      loadDeposit: fromPromise(async ({ input }: Input) => {
        // a visitor has no limits of their own yet (their player is found or made by the deposit)
        const [details, limits] = await Promise.all([callOrThrow(api.call('depositDetails', undefined)), store.visitor ? undefined : api.call('depositLimits', undefined)]);
        const wanted = input.context.data.method;
        store.setLoaded(details, limits?.ok ? limits.data : null, typeof wanted === 'number' ? wanted : undefined);
        // the form opens knowing whether the method offers bonuses (the address's campaign is applied only then)
        await store.whenFlagsLoaded();
        // a method with a contract: where the player's contract stands (unknown when the call fails: the notice waits)
        if (store.needsContract) {
          const contract = await api.call('contractStatus', undefined);
          store.setContract(contract.ok ? contract.data.cardStatus : null);
        }
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
          bonusNone: store.noBonus,
          derivedFields: store.derivedFields,
          derivedValues: store.derivedValues,
        });
        // the token stands for what the processor's frame took: its fields go into the deposit as they are
        // encrypted values replace what was typed: the raw card data never leaves for the platform
        return callOrThrow(api.call('depositSubmit', { ...payload, ...(context.encrypted ?? {}), ...(context.token ?? {}) }, { idempotencyKey: attemptKeyOf(context) }));
      }),
      encryptDerivedFields: fromPromise(async ({ signal }: { signal: AbortSignal }) => {
        const byType = new Map<string, Record<string, string>>();
        for (const field of store.derivedFields) {
          const value = (store.derivedValues[field.name] ?? '').trim();
          if (field.encryptionType === undefined || value === '') continue;
          byType.set(field.encryptionType, { ...byType.get(field.encryptionType), [field.name]: value });
        }
        const encrypted: Record<string, string> = {};
        for (const [encryptionType, values] of byType) Object.assign(encrypted, await (deps.encrypt ?? encryptFields)({ encryptionType, values, signal }));
        return encrypted;
      }),
      // spec 2 §7: depositFinish with the browser details once the fingerprint frame is done
      fingerprintAndFinish: fromPromise(async ({ input, signal }: Input & { signal: AbortSignal }) => {
        const result = input.context.result;
        if (!result?.fingerPrintUrl) throw new Error('No fingerprint was asked for');
        await (deps.fingerprint ?? collectFingerprint)({ url: result.fingerPrintUrl, signal });
        const finish = { reference: result.reference, ...(result.providerReference ? { providerReference: result.providerReference } : {}), ...browserDetails(deps.now()) };
        return callOrThrow(api.call('depositFinish', finish));
      }),
      // spec 2 §4 token flow: a method with preDepositRequired fetches its pre-deposit parameters first (getPreDepositInfo)
      createPaymentToken: fromPromise(async ({ input, signal }: Input & { signal: AbortSignal }) => {
        const method = store.method;
        const currency = store.currency;
        if (!method || currency === null) throw new Error('A token needs a chosen method and currency');
        const raw = input.context.data.amount;
        const amount = withTwoDecimals(typeof raw === 'string' ? raw : '0');
        const preDeposit = method.preDepositRequired ? (await callOrThrow(api.call('depositPreInfo', { method: method.method, amount, currency }, { signal }))).params : undefined;
        return (deps.createToken ?? createPaymentToken)({
          providerId: method.providerId,
          methodId: method.method,
          amount,
          currency,
          ...(preDeposit ? { preDeposit } : {}),
          signal,
        });
      }),
      // spec 2 §4, §7: a 3-D Secure check that did not end paid: GET /api/conekta/redirect.html with the bank's answer
      fetchThreeDsRedirect: fromPromise(({ input }: Input) => {
        const answer = input.context.threeDs ?? { paymentStatus: 'error', error: '' };
        return callOrThrow(api.call('depositThreeDsRedirect', { reference: input.context.result?.reference ?? '', payment_status: answer.paymentStatus, error: answer.error }));
      }),
      checkDepositStatus: fromPromise(({ input }: Input) => callOrThrow(api.call('depositStatus', { reference: input.context.result?.reference ?? '' }))),
      // spec 2 §4: "If a loginCode is returned, the player is logged in by token and the consent flags are carried over"
      loginWithCode: fromPromise(async ({ input }: Input) => {
        const code = input.context.status?.loginCode;
        const { data } = input.context;
        if (code === undefined || deps.loginWithCode === undefined) throw new Error('No login code to log in with');
        const consents = { privacyPolicyChecked: data.privacyPolicyChecked === true, depositAgeAndPolicyChecked: data.depositAgeAndPolicyChecked === true };
        if (!(await deps.loginWithCode(code, consents))) throw new Error('The login by the deposit login code failed');
        return code;
      }),
    },
  };
}
