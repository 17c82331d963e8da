import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import { createMachine } from 'xstate';
import amlFlow from '../../../flows/aml-questionnaire.flow.json';
import contactFlow from '../../../flows/verification-contact.flow.json';
import identityFlow from '../../../flows/verification-identity.flow.json';
import type { ContactChannelStatus, ContactVerificationStatus, IdentificationResult } from '../../../src/api/endpoints';
import { FlowCallError } from '../../../src/engine/flow-call-error';
import { fieldErrorsFromApiError } from '../../../src/api/field-errors-from-api-error';
import { loadFlow } from '../../../src/engine/load-flow';
import { amlQuestionnaireImplementations } from '../../../src/features/verification/aml-questionnaire-implementations';
import { LONG_NOTICE_MS, verificationContactImplementations } from '../../../src/features/verification/verification-contact-implementations';
import { verificationIdentityImplementations } from '../../../src/features/verification/verification-identity-implementations';
import type { ApiPort } from '../../../src/stores/api-port';
import { asHosted } from '../../engine/flow-host/form-step-test-deps';

type Answer = { ok: true; data: unknown } | { ok: false; error: { errorCode: number; errorDetails?: Record<string, unknown>; kind: 'server' } };

function fakeApi(answers: Record<string, Answer[]>) {
  const calls: { endpoint: string; payload: unknown; idempotencyKey?: string }[] = [];
  const api = {
    call: vi.fn((endpoint: string, payload?: unknown, options?: { idempotencyKey?: string }) => {
      calls.push({ endpoint, payload, ...(options?.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}) });
      const answer = answers[endpoint]?.shift();
      if (!answer) throw new Error(`no answer left for ${endpoint}`);
      return Promise.resolve(answer);
    }),
  } as unknown as ApiPort;
  return { api, calls };
}

const channel = (over: Partial<ContactChannelStatus> = {}): ContactChannelStatus => ({
  ask: true,
  needed: true,
  remainingAttempts: 3,
  lastTransaction: null,
  sentNumber: 0,
  value: '+36301234567',
  ...over,
});
const status = (phone: Partial<ContactChannelStatus>, email: Partial<ContactChannelStatus> = { ask: false, needed: false }): ContactVerificationStatus => ({
  phoneNumber: channel(phone),
  email: channel({ value: 'a@example.com', ...email }),
});
const ok = (data: unknown): Answer => ({ ok: true, data });
const fail = (errorCode: number, errorDetails?: Record<string, unknown>): Answer => ({ ok: false, error: { errorCode, kind: 'server', ...(errorDetails ? { errorDetails } : {}) } });

describe('verification-contact flow', () => {
  function start(answers: Record<string, Answer[]>, preferred: string | null = null) {
    const { api, calls } = fakeApi(answers);
    const actor = createActor(loadFlow(contactFlow, asHosted(verificationContactImplementations({ api }))), { input: { preferred } }).start();
    return { actor, calls };
  }

  it('send → code entry with a key; a wrong code keeps the code input and refreshes the attempts; the right one ends', async () => {
    const active = { lastTransaction: { expired: false, verified: false }, sentNumber: 1 };
    const { actor, calls } = start({
      contactVerificationStatus: [ok(status({})), ok(status({ ...active, remainingAttempts: 2 }))],
      sendContactCode: [ok(channel(active))],
      verifyContactCode: [fail(195, { remainingAttempts: 2 }), ok(channel({ ...active, needed: false, ask: false }))],
    });
    await waitFor(actor, (s) => s.matches('sendOffer'));
    actor.send({ type: 'SEND' });
    await waitFor(actor, (s) => s.matches('codeEntry'));
    expect(calls.find((call) => call.endpoint === 'sendContactCode')).toMatchObject({ payload: { channel: 'phoneNumber' }, idempotencyKey: expect.any(String) as string });
    actor.send({ type: 'SUBMIT', data: { code: '111111' } });
    await waitFor(actor, (s) => s.matches('codeEntry') && s.context.notice !== null);
    expect(actor.getSnapshot().context).toMatchObject({ notice: { errorCode: 195 }, noticeHideMs: null });
    expect(actor.getSnapshot().context.status?.phoneNumber.remainingAttempts).toBe(2);
    actor.send({ type: 'SUBMIT', data: { code: '222222' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('verified');
  });

  it('a failed send is a notice of 10 s, no attempts left is the support screen', async () => {
    const { actor } = start({
      contactVerificationStatus: [ok(status({})), ok(status({ remainingAttempts: 0 }))],
      sendContactCode: [fail(310)],
    });
    await waitFor(actor, (s) => s.matches('sendOffer'));
    actor.send({ type: 'SEND' });
    await waitFor(actor, (s) => s.matches('attemptsExhausted'));
    expect(actor.getSnapshot().context).toMatchObject({ notice: { errorCode: 310 }, noticeHideMs: LONG_NOTICE_MS });
  });

  it('picks the requested channel when pending and switches on SWITCH; nothing pending ends at once', async () => {
    const both = start({ contactVerificationStatus: [ok(status({}, { ask: true, needed: true }))] }, 'phoneNumber');
    await waitFor(both.actor, (s) => s.matches('sendOffer'));
    expect(both.actor.getSnapshot().context.channel).toBe('phoneNumber');
    both.actor.send({ type: 'SWITCH', channel: 'email' });
    expect(both.actor.getSnapshot().context.channel).toBe('email');
    const none = start({ contactVerificationStatus: [ok(status({ ask: false, needed: false }))] });
    await waitFor(none.actor, (s) => s.status === 'done');
    expect(none.actor.getSnapshot().value).toBe('nothingPending');
  });

  it('edit sends only the channel and its new value; a field error stays on the edit form with a 10 s notice time', async () => {
    const { actor, calls } = start({
      contactVerificationStatus: [ok(status({}))],
      updateContact: [fail(196, { fields: [{ field: 'phoneNumber', code: 'phone' }] }), ok(channel({ value: '+36201234567' }))],
    });
    await waitFor(actor, (s) => s.matches('sendOffer'));
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().context).toMatchObject({ editForm: 'verification-phone', data: { phoneNumber: '+36301234567' } });
    actor.send({ type: 'SUBMIT', data: { phoneNumber: '+36abc' } });
    await waitFor(actor, (s) => s.matches('editing') && s.context.serverErrors.length > 0);
    expect(actor.getSnapshot().context.serverErrors).toEqual([{ field: '/phoneNumber', code: 'phone' }]);
    actor.send({ type: 'SUBMIT', data: { phoneNumber: ' +36201234567 ' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.filter((call) => call.endpoint === 'updateContact').map((call) => call.payload)).toEqual([
      { channel: 'phoneNumber', phoneNumber: '+36abc' },
      { channel: 'phoneNumber', phoneNumber: '+36201234567' },
    ]);
  });
});

/** A stand-in for the identification widget: ends at once with the given result. */
const identified = (result: unknown): AnyActorLogic => createMachine({ id: 'identification', initial: 'done', states: { done: { type: 'final' } }, output: () => result });

describe('verification-identity flow', () => {
  function start(result: unknown, answers: Record<string, Answer[]>, loggedIn = false, extra: { method?: 'smartId' | 'zignSec'; resolveProviderReturn?: (signal: AbortSignal) => Promise<never> | Promise<unknown> } = {}) {
    const { api, calls } = fakeApi(answers);
    const loginByToken = vi.fn(() => Promise.resolve({ ok: true as const }));
    const refreshPlayer = vi.fn();
    const deps = {
      method: extra.method ?? ('smartId' as const),
      identification: identified(result),
      api,
      session: { loggedIn, loginByToken },
      refreshPlayer,
      ...(extra.resolveProviderReturn ? { resolveProviderReturn: extra.resolveProviderReturn as (signal: AbortSignal) => Promise<IdentificationResult> } : {}),
    };
    const actor = createActor(loadFlow(identityFlow, asHosted(verificationIdentityImplementations(deps)))).start();
    return { actor, calls, loginByToken, refreshPlayer };
  }

  it('a new person confirms the details and is verified with the registration token', async () => {
    const { actor, calls, refreshPlayer } = start({ registrationToken: 'reg-1', details: { firstName: 'Kadri' } }, { verifyIdentity: [ok({ verified: true })] });
    await waitFor(actor, (s) => s.matches('confirmDetails'));
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('verified');
    expect(calls).toEqual([{ endpoint: 'verifyIdentity', payload: { method: 'smartId', registrationToken: 'reg-1' }, idempotencyKey: expect.any(String) as string }]);
    expect(refreshPlayer).toHaveBeenCalled();
  });

  it('305 and 310 end on their screens; another failure stays on the details with the notice', async () => {
    for (const [code, screen] of [
      [305, 'automaticLimitReached'],
      [310, 'attemptsExhausted'],
    ] as const) {
      const { actor } = start({ registrationToken: 'reg-1' }, { verifyIdentity: [fail(code)] });
      await waitFor(actor, (s) => s.matches('confirmDetails'));
      actor.send({ type: 'CONFIRM' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(actor.getSnapshot().value).toBe(screen);
    }
    const { actor } = start({ registrationToken: 'reg-1' }, { verifyIdentity: [fail(309)] });
    await waitFor(actor, (s) => s.matches('confirmDetails'));
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('confirmDetails') && s.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toMatchObject({ errorCode: 309 });
  });

  it('a visitor with a loginToken is verified already: logged in at once with autoLogin, else asked', async () => {
    const auto = start({ loginToken: 'login-1', autoLogin: true }, {});
    await waitFor(auto.actor, (s) => s.status === 'done');
    expect(auto.loginByToken).toHaveBeenCalledWith({ t: 'login-1' });
    const asked = start({ loginToken: 'login-2' }, {});
    await waitFor(asked.actor, (s) => s.matches('verifiedAlready'));
    asked.actor.send({ type: 'LOG_IN' });
    await waitFor(asked.actor, (s) => s.status === 'done');
    expect(asked.loginByToken).toHaveBeenCalledWith({ t: 'login-2' });
  });

  it('a redirect method back from its provider: the return is resolved first, then the details are confirmed and verified', async () => {
    // the widget would start a new identification: it must not run when a return is there
    const { actor, calls } = start({ registrationToken: 'widget' }, { verifyIdentity: [ok({ verified: true })] }, true, {
      method: 'zignSec',
      resolveProviderReturn: () => Promise.resolve({ loginToken: 'login-zs' }),
    });
    await waitFor(actor, (s) => s.matches('confirmDetails'));
    expect(actor.getSnapshot().context.result).toEqual({ loginToken: 'login-zs' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('verified');
    expect(calls.map((call) => call.payload)).toEqual([{ method: 'zignSec', loginToken: 'login-zs' }]);
  });

  it('a return that did not identify anyone starts the method again with the failure as the notice', async () => {
    const { actor } = start({ registrationToken: 'widget' }, {}, true, {
      method: 'zignSec',
      resolveProviderReturn: () => Promise.reject(new FlowCallError({ errorCode: 303, kind: 'server' })),
    });
    const failed = await waitFor(actor, (s) => s.context.notice !== null);
    expect(failed.value).toBe('identifying');
    expect(failed.context.notice).toMatchObject({ errorCode: 303 });
    // the method's own start (here the stand-in widget, which ends at once) follows
    await waitFor(actor, (s) => s.matches('confirmDetails'));
    expect(actor.getSnapshot().context.result).toEqual({ registrationToken: 'widget' });
  });

  it('a logged-in player verifies with the login token instead', async () => {
    const { actor, calls } = start({ loginToken: 'login-1' }, { verifyIdentity: [ok({ verified: true })] }, true);
    await waitFor(actor, (s) => s.matches('confirmDetails'));
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls[0]?.payload).toEqual({ method: 'smartId', loginToken: 'login-1' });
  });
});

describe('aml-questionnaire flow', () => {
  const profile = { firstName: 'Anna', lastName: 'Kovács', nationalIdNumber: '', birthDate: '1990-05-17', phoneNumber: '+36201234567', citizenship: 'HUN', citizenshipEditable: false, city: 'Budapest', address: 'Fő utca 1.', pep: false };

  function start(answers: Record<string, Answer[]>, openedFrom: string | null = null) {
    const { api, calls } = fakeApi(answers);
    const host = {
      toFieldIssues: (error: Parameters<typeof fieldErrorsFromApiError>[0]) => fieldErrorsFromApiError(error),
      shownFields: (page?: string) => (page === 'identity' ? ['fullName', 'citizenship', 'city', 'address', 'pep'] : ['payment', 'game', 'sourceOfFund']),
    };
    const actor = createActor(loadFlow(amlFlow, asHosted(amlQuestionnaireImplementations({ api, host }))), { input: { openedFrom } }).start();
    return { actor, calls };
  }

  it('prefills step 1, locks citizenship, and sends exactly the questionnaire fields', async () => {
    const { actor, calls } = start({ amlQuestionnaireData: [ok(profile)], submitAmlQuestionnaire: [ok({ success: true })] });
    await waitFor(actor, (s) => s.matches('identity'));
    expect(actor.getSnapshot().context).toMatchObject({ data: { fullName: 'Anna Kovács', city: 'Budapest' }, readonlyFields: ['citizenship'] });
    actor.send({ type: 'CONTINUE', data: { ...actor.getSnapshot().context.data } });
    expect(actor.getSnapshot().value).toBe('funds');
    actor.send({ type: 'BACK', data: { payment: 'card' } });
    expect(actor.getSnapshot().value).toBe('identity');
    actor.send({ type: 'CONTINUE', data: {} });
    actor.send({ type: 'SUBMIT', data: { game: 'casino', sourceOfFund: 'salary', confirmInformationCorrect: true, confirmUseForLegalPurposes: true, confirmPersonalDataUsage: true, confirmTrueOwner: true } });
    await waitFor(actor, (s) => s.status === 'done');
    const sent = calls.find((call) => call.endpoint === 'submitAmlQuestionnaire');
    expect(sent?.idempotencyKey).toEqual(expect.any(String));
    expect(Object.keys(sent?.payload as object).sort()).toEqual(
      ['address', 'citizenship', 'city', 'confirmInformationCorrect', 'confirmPersonalDataUsage', 'confirmTrueOwner', 'confirmUseForLegalPurposes', 'game', 'payment', 'sourceOfFund', 'sourceOfFundOther'].sort(),
    );
  });

  it('starts at step 2 from withdrawal error 138; a step-1 field error returns there, a step-2 one stays', async () => {
    const { actor } = start(
      {
        amlQuestionnaireData: [ok(profile)],
        submitAmlQuestionnaire: [fail(196, { params: { fields: [{ field: 'sourceOfFundOther', code: 'invalid' }] } }), fail(196, { params: { fields: [{ field: 'city', code: 'invalid' }] } })],
      },
      'withdrawal',
    );
    await waitFor(actor, (s) => s.matches('funds'));
    actor.send({ type: 'SUBMIT', data: {} });
    await waitFor(actor, (s) => s.matches('funds') && s.context.serverErrors.length > 0);
    expect(actor.getSnapshot().context.serverErrors).toEqual([{ field: '/sourceOfFundOther', code: 'invalid' }]);
    actor.send({ type: 'SUBMIT', data: {} });
    await waitFor(actor, (s) => s.matches('identity'));
    expect(actor.getSnapshot().context.serverErrors).toEqual([{ field: '/city', code: 'invalid' }]);
  });
});
