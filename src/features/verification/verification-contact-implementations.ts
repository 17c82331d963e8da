import { assign, fromPromise } from 'xstate';
import type { ContactChannel, ContactChannelStatus, ContactVerificationStatus } from '../../api/endpoints';
import type { ValidationIssue } from '../../engine/validation-issue';
import type { ApiPort, StoreApiError } from '../../stores/api-port';
import { attemptKeyOf } from '../../stores/attempt-key-of';
import { apiErrorOf, callOrThrow } from '../../stores/flow-call';
import { chooseContactChannel, hasActiveCode } from './choose-contact-channel';

/** Send and update failures stay 10 s (spec 1 §8); verify failures the site's notice time. */
export const LONG_NOTICE_MS = 10_000;

/** The form each channel's Edit shows (the channel's own validator, spec 1 §5). */
export const EDIT_FORM: Readonly<Record<ContactChannel, string>> = { phoneNumber: 'verification-phone', email: 'verification-email' };

export interface VerificationContactContext {
  data: Record<string, unknown>;
  serverErrors: ValidationIssue[];
  notice: StoreApiError | null;
  /** how long the notice stays (null: the site's notificationAutoHideDuration) */
  noticeHideMs: number | null;
  status: ContactVerificationStatus | null;
  /** the channel the player asked for (`?channel=`), if any */
  preferred: ContactChannel | null;
  channel: ContactChannel | null;
  editForm: string | null;
  attemptKey?: string | null;
}

export interface VerificationContactDeps {
  api: ApiPort;
}

type OutputEvent = { type: string; output?: unknown };
type ErrorEvent = { type: string; error: unknown };
type SwitchEvent = { type: string; channel?: unknown };
type Args = { context: VerificationContactContext };
type ActorArgs = { input: { context: VerificationContactContext }; signal: AbortSignal };

function shown(context: VerificationContactContext): ContactChannelStatus | null {
  return context.status && context.channel ? context.status[context.channel] : null;
}

function channelOf(context: VerificationContactContext): ContactChannel {
  if (context.channel === null) throw new Error('The verification has no channel chosen');
  return context.channel;
}

/** What an update sends: the channel and its new value, nothing else the form may hold. */
export function updateContactPayload(channel: ContactChannel, data: Record<string, unknown>) {
  const value = typeof data[channel] === 'string' ? data[channel].trim() : '';
  return channel === 'email' ? { channel, email: value } : { channel, phoneNumber: value };
}

/** The phone and e-mail verification's own names (flows/verification-contact.flow.json); form-step actions come from the engine. */
export function verificationContactImplementations(deps: VerificationContactDeps) {
  return {
    guards: {
      nothingToVerify: ({ context }: Args) => context.status !== null && !context.status.email.needed && !context.status.phoneNumber.needed,
      hasNoAttemptsLeft: ({ context }: Args) => (shown(context)?.remainingAttempts ?? 1) <= 0,
      hasActiveCode: ({ context }: Args) => {
        const channel = shown(context);
        return channel !== null && hasActiveCode(channel);
      },
    },
    actions: {
      assignStatus: assign(({ context, event }: { context: VerificationContactContext; event: OutputEvent }) => {
        const status = (event.output as ContactVerificationStatus | undefined) ?? context.status;
        // a channel verified meanwhile (another tab, 193) gives way to the one still pending
        const channel = status && context.channel && !status[context.channel].needed ? chooseContactChannel(status, null) : context.channel;
        return { status, channel };
      }),
      chooseChannel: assign({
        channel: ({ context }: Args) => (context.status ? chooseContactChannel(context.status, context.preferred) : context.channel),
      }),
      switchChannel: assign({
        channel: ({ context, event }: { context: VerificationContactContext; event: SwitchEvent }) =>
          event.channel === 'email' || event.channel === 'phoneNumber' ? event.channel : context.channel,
      }),
      assignChannelStatus: assign({
        status: ({ context, event }: { context: VerificationContactContext; event: OutputEvent }) =>
          context.status && context.channel && event.output ? { ...context.status, [context.channel]: event.output as ContactChannelStatus } : context.status,
      }),
      startEdit: assign(({ context }: Args) => {
        const channel = channelOf(context);
        return { editForm: EDIT_FORM[channel], data: { [channel]: shown(context)?.value ?? '' }, serverErrors: [] };
      }),
      resetData: assign({ data: () => ({}), noticeHideMs: () => null }),
      assignLongNotice: assign({ notice: ({ event }: { event: ErrorEvent }) => apiErrorOf(event.error), noticeHideMs: () => LONG_NOTICE_MS }),
      assignShortNotice: assign({ notice: ({ event }: { event: ErrorEvent }) => apiErrorOf(event.error), noticeHideMs: () => null }),
      keepNoticeLonger: assign({ noticeHideMs: () => LONG_NOTICE_MS }),
    },
    actors: {
      loadContactStatus: fromPromise(async ({ signal }: ActorArgs) => callOrThrow<ContactVerificationStatus>(deps.api.call('contactVerificationStatus', undefined, { signal }))),
      sendContactCode: fromPromise(async ({ input, signal }: ActorArgs) =>
        callOrThrow<ContactChannelStatus>(
          deps.api.call('sendContactCode', { channel: channelOf(input.context) }, { signal, idempotencyKey: attemptKeyOf(input.context) }),
        ),
      ),
      verifyContactCode: fromPromise(async ({ input, signal }: ActorArgs) => {
        const code = typeof input.context.data.code === 'string' ? input.context.data.code.trim() : '';
        return callOrThrow<ContactChannelStatus>(deps.api.call('verifyContactCode', { channel: channelOf(input.context), code }, { signal }));
      }),
      updateContact: fromPromise(async ({ input, signal }: ActorArgs) =>
        callOrThrow<ContactChannelStatus>(deps.api.call('updateContact', updateContactPayload(channelOf(input.context), input.context.data), { signal })),
      ),
    },
  };
}
