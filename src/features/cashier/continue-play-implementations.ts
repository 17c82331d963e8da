import { assign, fromPromise } from 'xstate';
import type { ResumeLoginStatus, ResumeSubmitResult } from '../../api/endpoints/resume';
import type { ApiPort } from '../../stores/api-port';
import { attemptKeyOf } from '../../stores/attempt-key-of';
import { callOrThrow } from '../../stores/flow-call';
import type { ContinuePlayContext } from './continue-play-context';
import type { ResumePayment } from './continue-play-payment';
import { PAY_AND_PLAY_METHOD, type ContinuePlayStore } from './continue-play-store';

export interface ContinuePlayDeps {
  api: ApiPort;
  store: ContinuePlayStore;
  /** the configured waiting time in seconds (resumeForm.waitingForAnswerSec, default 300): the poll limit is that / 5 */
  waitingSeconds: () => number;
  /** the provider's form goes to the top window (iframes disabled, or an iframeless provider on mobile) */
  opensInTopWindow: (result: ResumeSubmitResult) => boolean;
  /** keeps the payment in the session before the top window leaves for the provider */
  keepPayment: (payment: ResumePayment) => void;
  /** logs the player in by the login code (loginByToken); resolves false when it failed */
  loginWithCode: (code: string) => Promise<boolean>;
  /** the game the player came from (?game=, or kept with a top-window payment); null: none */
  gameAfterLogin: () => string | null;
  /** spec 2 §4: after the login by code, the redirect to the game */
  redirectToGame: (game: string) => void;
}

/** spec 2 §4: the login status every 5 s. */
export const RESUME_POLL_SECONDS = 5;
/** statuses that keep waiting (spec 2 §4) */
const WAITING = new Set(['pending', 'init']);
/** statuses with their own error text; others show the generic one */
const ERROR_STATUSES = new Set(['error', 'cancelled', 'failed', 'rejected', 'limitExceeded']);

type Input = { input: { context: ContinuePlayContext } };
type Args = { context: ContinuePlayContext; event: { type: string; data?: Record<string, unknown>; output?: unknown; error?: unknown; status?: string; method?: number } };

function statusKey(status: string | undefined): string {
  return status !== undefined && ERROR_STATUSES.has(status) ? `cashier:status.${status}` : 'cashier:status.error';
}

/** The continue-play flow's own names (flows/continue-play.flow.json); the form-step actions come from the engine. */
export function continuePlayImplementations(deps: ContinuePlayDeps) {
  const { api, store } = deps;
  const pollLimit = () => Math.max(1, Math.floor(deps.waitingSeconds() / RESUME_POLL_SECONDS));
  const statusOf = (event: Args['event']) => event.output as ResumeLoginStatus | undefined;
  return {
    guards: {
      hasNoMethods: () => store.methods.length === 0,
      resumesStoredPayment: ({ context }: Args) => context.token !== null,
      opensInTopWindow: ({ event }: Args) => {
        const result = event.output as ResumeSubmitResult | undefined;
        return result !== undefined && deps.opensInTopWindow(result);
      },
      keepsWaiting: ({ event }: Args) => WAITING.has(statusOf(event)?.status ?? ''),
      pollLimitReached: ({ context }: Args) => context.polls + 1 >= pollLimit(),
      keepsWaitingAtLimit: ({ context, event }: Args) => WAITING.has(statusOf(event)?.status ?? '') && context.polls + 1 >= pollLimit(),
      loginStatusOk: ({ event }: Args) => statusOf(event)?.status === 'ok',
      frameStatusOk: ({ event }: Args) => event.status === 'ok',
      // spec 2 §4: a loginCode logged the player in; with a game to go back to, the game redirect follows
      goesToGame: ({ event }: Args) => event.output === 'loggedInByCode' && deps.gameAfterLogin() !== null,
    },
    actions: {
      keepChosenMethod: assign({ data: ({ context }: Args) => ({ ...context.data, method: store.methodId ?? undefined, currency: store.currency }) }),
      chooseMethod: assign({
        data: ({ context, event }: Args) => {
          if (typeof event.method === 'number') store.chooseMethod(event.method);
          const data: Record<string, unknown> = { ...context.data, ...event.data, method: store.methodId ?? undefined, currency: store.currency };
          if (store.methodId !== PAY_AND_PLAY_METHOD) delete data.country;
          return data;
        },
      }),
      assignResult: assign(({ event }: Args) => {
        const result = (event.output as ResumeSubmitResult | undefined) ?? null;
        return { result, token: result?.token ?? null };
      }),
      keepPayment: ({ context }: Args) => {
        const game = deps.gameAfterLogin();
        if (context.result) deps.keepPayment({ token: context.result.token, reference: context.result.reference, ...(game !== null ? { game } : {}) });
      },
      startPolling: assign({ polls: () => 0, status: () => null }),
      countPoll: assign({ polls: ({ context }: Args) => context.polls + 1 }),
      assignStatus: assign({ status: ({ event }: Args) => statusOf(event) ?? null }),
      assignStatusNotice: assign({ statusNotice: ({ event }: Args) => statusKey(statusOf(event)?.status) }),
      assignFrameStatusNotice: assign({ statusNotice: ({ event }: Args) => statusKey(event.status) }),
      assignLoginFailedNotice: assign({ statusNotice: () => 'cashier:continuePlay.loginFailed' }),
      clearStatusNotice: assign({ statusNotice: () => null }),
      redirectToGame: () => {
        const game = deps.gameAfterLogin();
        if (game !== null) deps.redirectToGame(game);
      },
      resetForm: assign(({ context }: Args) => ({ data: { method: context.data.method, currency: store.currency }, serverErrors: [], result: null, token: null, polls: 0, status: null })),
    },
    actors: {
      loadContinuePlay: fromPromise(async ({ input }: Input) => {
        const details = await callOrThrow(api.call('depositDetails', undefined));
        const wanted = input.context.data.method;
        store.setLoaded(details, typeof wanted === 'number' ? wanted : undefined);
        return details;
      }),
      submitResume: fromPromise(({ input }: Input) => {
        const { data } = input.context;
        const method = store.method;
        if (!method) throw new Error('Continue play needs a chosen method');
        const amount = typeof data.amount === 'string' ? data.amount : '';
        const country = method.method === PAY_AND_PLAY_METHOD && typeof data.country === 'string' ? { country: data.country } : {};
        return callOrThrow(api.call('resumeSubmit', { method: method.method, amount, ...country }, { idempotencyKey: attemptKeyOf(input.context) }));
      }),
      checkLoginStatus: fromPromise(({ input }: Input) => callOrThrow(api.call('resumeLoginStatus', { token: input.context.token ?? '' }))),
      loginWithCode: fromPromise(async ({ input }: Input) => {
        const code = input.context.status?.loginCode;
        // an ok status without a login code: the player is logged in already
        if (code === undefined) return 'loggedInAlready';
        if (!(await deps.loginWithCode(code))) throw new Error('The login by the resume login code failed');
        return 'loggedInByCode';
      }),
    },
  };
}
