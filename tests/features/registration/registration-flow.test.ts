import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import flowJson from '../../../flows/registration.flow.json';
import { fieldErrorsFromApiError } from '../../../src/api/field-errors-from-api-error';
import { loadFlow } from '../../../src/engine/load-flow';
import { asHosted } from '../../engine/flow-host/form-step-test-deps';
import { registrationEmailStore } from '../../../src/features/registration/registration-email-store';
import { registrationImplementations, type RegistrationDeps } from '../../../src/features/registration/registration-implementations';
import type { RegistrationContext } from '../../../src/features/registration/registration-context';

type Answer = { ok: true; data: unknown } | { ok: false; error: { errorCode: number; errorDetails?: Record<string, unknown>; kind: 'server' } };

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

function setup(options: { singleStep?: boolean; pep?: boolean; answers?: Partial<Record<string, Answer[]>>; input?: Record<string, unknown> } = {}) {
  const calls: { endpoint: string; payload: unknown; idempotencyKey?: string }[] = [];
  const answers = options.answers ?? {};
  const api = {
    call: vi.fn((endpoint: string, payload?: unknown, callOptions?: { idempotencyKey?: string }) => {
      calls.push({ endpoint, payload, ...(callOptions?.idempotencyKey ? { idempotencyKey: callOptions.idempotencyKey } : {}) });
      const queue = answers[endpoint];
      const answer = queue && queue.length > 0 ? queue.shift()! : { ok: true as const, data: { activationRequired: true, verificationRequired: false, autoLogin: false } };
      return Promise.resolve(answer);
    }),
  };
  const storage = memoryStorage();
  const session = { acceptLogin: vi.fn(() => Promise.resolve()), registered: vi.fn() };
  const scrollToTop = vi.fn();
  const deps = {
    api,
    session,
    isSingleStep: () => options.singleStep === true,
    pepConfirmationEnabled: () => options.pep !== false,
    detailsFields: () => ['email', 'password', 'zipCode'],
    toFieldIssues: (error: Parameters<typeof fieldErrorsFromApiError>[0]) => fieldErrorsFromApiError(error),
    emailStore: registrationEmailStore(storage),
  } as unknown as RegistrationDeps;
  const machine = loadFlow(flowJson, asHosted(registrationImplementations(deps), { scrollToTop }));
  const actor = createActor(machine, options.input ? { input: options.input } : {}).start();
  return { actor, calls, storage, session, scrollToTop };
}

const context = (actor: { getSnapshot(): { context: unknown } }) => actor.getSnapshot().context as RegistrationContext;

describe('registration flow', () => {
  it('moves from details to terms only after the server validated the details page', async () => {
    const { actor, calls } = setup();
    expect(actor.getSnapshot().value).toBe('details');
    actor.send({ type: 'NEXT', data: { email: 'a@example.com' } });
    await waitFor(actor, (snapshot) => snapshot.matches('terms'));
    expect(calls[0]).toEqual({ endpoint: 'validateRegistration', payload: { email: 'a@example.com', step: 'details' } });
  });

  it('stays on details with the server field errors and scrolls to top when validation fails', async () => {
    const { actor, scrollToTop } = setup({
      answers: { validateRegistration: [{ ok: false, error: { errorCode: 196, kind: 'server', errorDetails: { fields: [{ field: 'zipCode', code: 'invalid' }] } } }] },
    });
    actor.send({ type: 'NEXT', data: { zipCode: '0000' } });
    await waitFor(actor, (snapshot) => snapshot.matches('details') && context(actor).serverErrors.length > 0);
    expect(context(actor).serverErrors).toEqual([{ field: '/zipCode', code: 'invalid' }]);
    expect(scrollToTop).toHaveBeenCalledOnce();
  });

  it('shows one step on mobile and registers from it', async () => {
    const { actor, calls } = setup({ singleStep: true });
    expect(actor.getSnapshot().value).toBe('single');
    actor.send({ type: 'NEXT', data: { email: 'm@example.com', publicPerson: false } });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(calls.map((call) => call.endpoint)).toEqual(['register']);
  });

  it('asks a politically exposed person to confirm, then registers with publicPerson set', async () => {
    const { actor, calls } = setup({ singleStep: true });
    actor.send({ type: 'NEXT', data: { email: 'p@example.com', publicPerson: true } });
    expect(actor.getSnapshot().value).toBe('pep');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('single');
    actor.send({ type: 'NEXT', data: { publicPerson: true } });
    actor.send({ type: 'CONFIRM_PEP' });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(calls.at(-1)).toMatchObject({ endpoint: 'register', payload: { email: 'p@example.com', publicPerson: true } });
  });

  it('sends the same idempotency key when the player retries after a time-out, and a new one after an answered failure', async () => {
    const timeout = { ok: false as const, error: { errorCode: 0, kind: 'timeout' } };
    const taken = { ok: false as const, error: { errorCode: 171, kind: 'server' as const } };
    const { actor, calls } = setup({ singleStep: true, answers: { register: [timeout as unknown as Answer, taken] } });
    actor.send({ type: 'NEXT', data: { email: 'retry@example.com', publicPerson: false } });
    await waitFor(actor, (snapshot) => snapshot.matches('single') && context(actor).notice !== null);
    actor.send({ type: 'NEXT', data: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('single') && context(actor).notice?.errorCode === 171);
    actor.send({ type: 'NEXT', data: { nickname: 'other' } });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    const keys = calls.filter((call) => call.endpoint === 'register').map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // the time-out may have registered the player: the retry is the same attempt
    expect(keys[1]).toBe(keys[0]);
    // the platform answered 171: the next submit is a new attempt
    expect(keys[2]).not.toBe(keys[1]);
    expect(context(actor).attemptKey).toBeNull();
  });

  it('skips the PEP step when the setting turns it off', async () => {
    const { actor } = setup({ singleStep: true, pep: false });
    actor.send({ type: 'NEXT', data: { publicPerson: true } });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
  });

  it('emits REGISTERED with the stored e-mail and removes it from storage', async () => {
    const { actor, storage, session } = setup({ singleStep: true });
    actor.send({ type: 'NEXT', data: { email: 'new@example.com', publicPerson: false } });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(session.registered).toHaveBeenCalledWith('new@example.com');
    expect(storage.values.size).toBe(0);
    expect(context(actor).result).toMatchObject({ activationRequired: true });
  });

  it('logs the new player in when the platform answers autoLogin', async () => {
    const player = { id: 'p1', nickName: 'neo' };
    const { actor, session } = setup({
      singleStep: true,
      answers: { register: [{ ok: true, data: { activationRequired: false, verificationRequired: false, autoLogin: true, player } }] },
    });
    actor.send({ type: 'NEXT', data: { email: 'auto@example.com' } });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(session.acceptLogin).toHaveBeenCalledWith(player);
  });

  it('returns from a failed submit to the step that shows the failing field', async () => {
    const { actor } = setup({
      answers: { register: [{ ok: false, error: { errorCode: 196, kind: 'server', errorDetails: { fields: [{ field: 'email', code: 'duplicate' }] } } }] },
    });
    actor.send({ type: 'NEXT', data: { email: 'dup@example.com' } });
    await waitFor(actor, (snapshot) => snapshot.matches('terms'));
    actor.send({ type: 'NEXT', data: { ageAndPolicyChecked: true } });
    await waitFor(actor, (snapshot) => snapshot.matches('details') && context(actor).serverErrors.length > 0);
    expect(context(actor).data).toMatchObject({ email: 'dup@example.com', ageAndPolicyChecked: true });
  });

  it('keeps a non-field error as the notice on the terms step', async () => {
    const { actor } = setup({ answers: { register: [{ ok: false, error: { errorCode: 105, kind: 'server' } }] } });
    actor.send({ type: 'NEXT', data: { email: 'x@example.com' } });
    await waitFor(actor, (snapshot) => snapshot.matches('terms'));
    actor.send({ type: 'NEXT', data: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('terms') && context(actor).notice !== null);
    expect(context(actor).notice).toMatchObject({ errorCode: 105 });
  });
});

describe('registration after a time-out', () => {
  const timeout = { ok: false, error: { errorCode: 0, kind: 'timeout' } } as unknown as Answer;
  const alreadyRegistered = (activationRequired?: boolean): Answer => ({
    ok: false,
    error: { errorCode: 105, kind: 'server', ...(activationRequired ? { errorDetails: { activationRequired: true } } : {}) },
  });

  it('remembers the unanswered submission and offers the next step when the retry answers 105', async () => {
    const { actor, calls } = setup({ answers: { register: [timeout, alreadyRegistered()] } });
    actor.send({ type: 'NEXT', data: { email: 'late@example.com' } });
    await waitFor(actor, (snapshot) => snapshot.matches('terms'));
    actor.send({ type: 'NEXT', data: { ageAndPolicyChecked: true } });
    await waitFor(actor, (snapshot) => snapshot.matches('terms') && context(actor).notice?.kind === 'timeout');
    actor.send({ type: 'NEXT', data: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('alreadyRegistered'));
    expect(context(actor)).toMatchObject({ timedOut: true, alreadyRegistered: { activationRequired: false }, attemptKey: null });
    // the retry was the same attempt
    const keys = calls.filter((call) => call.endpoint === 'register').map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says when the account waits for its activation (105 with activationRequired)', async () => {
    const { actor } = setup({ singleStep: true, answers: { register: [timeout, alreadyRegistered(true)] } });
    actor.send({ type: 'NEXT', data: { email: 'late+activation@example.com', publicPerson: false } });
    await waitFor(actor, (snapshot) => snapshot.matches('single') && context(actor).notice !== null);
    actor.send({ type: 'NEXT', data: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('alreadyRegistered'));
    expect(context(actor).alreadyRegistered).toEqual({ activationRequired: true });
  });

  it('treats an attempt key restored by a draft (a reload during the call) as an unanswered submission', async () => {
    const attemptKey = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const { actor, calls } = setup({ singleStep: true, input: { data: { email: 'reload@example.com' }, attemptKey }, answers: { register: [alreadyRegistered()] } });
    actor.send({ type: 'NEXT', data: { publicPerson: false } });
    await waitFor(actor, (snapshot) => snapshot.matches('alreadyRegistered'));
    expect(calls.at(-1)?.idempotencyKey).toBe(attemptKey);
  });

  it('keeps a 105 without an earlier unanswered submission as the notice (another player owns the e-mail)', async () => {
    const { actor } = setup({ singleStep: true, answers: { register: [alreadyRegistered()] } });
    actor.send({ type: 'NEXT', data: { email: 'player@example.com', publicPerson: false } });
    await waitFor(actor, (snapshot) => snapshot.matches('single') && context(actor).notice !== null);
    expect(context(actor)).toMatchObject({ timedOut: false, notice: { errorCode: 105 } });
  });

  it('goes back to the form for another e-mail address and forgets the time-out', async () => {
    const { actor } = setup({ singleStep: true, answers: { register: [timeout, alreadyRegistered()] } });
    actor.send({ type: 'NEXT', data: { email: 'late@example.com', publicPerson: false } });
    await waitFor(actor, (snapshot) => snapshot.matches('single') && context(actor).notice !== null);
    actor.send({ type: 'NEXT', data: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('alreadyRegistered'));
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('single');
    expect(context(actor)).toMatchObject({ timedOut: false, alreadyRegistered: null, attemptKey: null, data: { email: 'late@example.com' } });
  });
});

describe('registration e-mail in local storage', () => {
  it('is dropped when the registration call fails', async () => {
    const { actor, storage } = setup({ singleStep: true, answers: { register: [{ ok: false, error: { errorCode: 264, kind: 'server' } }] } });
    actor.send({ type: 'NEXT', data: { email: 'blocked@blacklisted.example' } });
    await waitFor(actor, (snapshot) => snapshot.matches('single') && context(actor).notice !== null);
    expect(storage.values.size).toBe(0);
  });
});
