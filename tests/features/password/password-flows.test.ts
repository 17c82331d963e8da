import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import changeFlow from '../../../flows/change-password.flow.json';
import forgotFlow from '../../../flows/forgot-password.flow.json';
import resetFlow from '../../../flows/reset-password.flow.json';
import { loadFlow } from '../../../src/engine/load-flow';
import type { PasswordFlowContext } from '../../../src/features/password/password-flow-context';
import { passwordImplementations } from '../../../src/features/password/password-implementations';
import type { ApiPort, StoreApiError } from '../../../src/stores/api-port';
import { asHosted } from '../../engine/flow-host/form-step-test-deps';

type CallResult = { ok: true; data?: unknown } | { ok: false; error: StoreApiError };

/** The password flows as the host runs them, over an api whose one endpoint answers with `call`. */
function hosted(endpoint: string, call: (payload: unknown) => Promise<CallResult>) {
  const api = {
    call: (name: string, payload: unknown) => {
      if (name !== endpoint) throw new Error(`unexpected call ${name}`);
      return call(payload).then((result) => (result.ok ? { ok: true, data: result.data ?? {} } : result));
    },
  } as unknown as ApiPort;
  return asHosted(passwordImplementations(api));
}
const context = (actor: { getSnapshot(): { context: unknown } }) => actor.getSnapshot().context as PasswordFlowContext;

describe('forgot-password flow', () => {
  const setup = (result: CallResult) => {
    const forgotPassword = vi.fn((_payload: unknown) => Promise.resolve(result));
    const actor = createActor(loadFlow(forgotFlow, hosted('forgotPassword', forgotPassword))).start();
    return { actor, forgotPassword };
  };

  it('sends the trimmed e-mail and ends on "check your e-mail"', async () => {
    const { actor, forgotPassword } = setup({ ok: true });
    actor.send({ type: 'SUBMIT', data: { email: ' player@example.com ' } });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(forgotPassword).toHaveBeenCalledWith({ email: 'player@example.com' });
    expect(actor.getSnapshot().getMeta()).toMatchObject({ 'forgot-password.sent': { screen: 'sent' } });
  });

  it('keeps the form and the e-mail with 181 in the notice', async () => {
    const { actor } = setup({ ok: false, error: { errorCode: 181, kind: 'server' } });
    actor.send({ type: 'SUBMIT', data: { email: 'nobody@example.com' } });
    await waitFor(actor, (snapshot) => snapshot.matches('form') && context(actor).notice !== null);
    expect(context(actor).notice).toMatchObject({ errorCode: 181 });
    expect(context(actor).data).toEqual({ email: 'nobody@example.com' });
  });

  it('puts server field errors (196) at their fields and clears the notice on the next try', async () => {
    const { actor, forgotPassword } = setup({ ok: false, error: { errorCode: 196, kind: 'server', errorDetails: { fields: [{ field: 'email', code: 'required' }] } } });
    actor.send({ type: 'SUBMIT', data: { email: 'x@example.com' } });
    await waitFor(actor, (snapshot) => snapshot.matches('form') && context(actor).serverErrors.length > 0);
    expect(context(actor).serverErrors).toEqual([{ field: '/email', code: 'required' }]);
    forgotPassword.mockResolvedValueOnce({ ok: true });
    actor.send({ type: 'SUBMIT', data: { email: 'x@example.com' } });
    expect(context(actor).notice).toBeNull();
    expect(context(actor).serverErrors).toEqual([]);
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
  });
});

describe('reset-password flow', () => {
  const setup = (result: CallResult, activationCode = 'reset-abc') => {
    const resetPassword = vi.fn((_payload: unknown) => Promise.resolve(result));
    const actor = createActor(loadFlow(resetFlow, hosted('resetPassword', resetPassword)), { input: { activationCode } }).start();
    return { actor, resetPassword };
  };

  it('sends the code from the link with the new password', async () => {
    const { actor, resetPassword } = setup({ ok: true });
    actor.send({ type: 'SUBMIT', data: { newPassword: 'Password2', confirmPassword: 'Password2' } });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(resetPassword).toHaveBeenCalledWith({ activationCode: 'reset-abc', newPassword: 'Password2' });
  });

  it.each([113, 116, 150, 182, 183])('returns to the form with %i in the notice', async (code) => {
    const { actor } = setup({ ok: false, error: { errorCode: code, kind: 'server' } });
    actor.send({ type: 'SUBMIT', data: { newPassword: 'Password2', confirmPassword: 'Password2' } });
    await waitFor(actor, (snapshot) => snapshot.matches('form') && context(actor).notice !== null);
    expect(context(actor).notice).toMatchObject({ errorCode: code });
  });
});

describe('change-password flow', () => {
  const setup = (result: CallResult) => {
    const changePassword = vi.fn((_payload: unknown) => Promise.resolve(result));
    const actor = createActor(loadFlow(changeFlow, hosted('changePassword', changePassword))).start();
    return { actor, changePassword };
  };

  it('sends the old and the new password and ends on the changed screen', async () => {
    const { actor, changePassword } = setup({ ok: true });
    actor.send({ type: 'SUBMIT', data: { oldPassword: 'Password1', newPassword: 'Password2', confirmPassword: 'Password2' } });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(changePassword).toHaveBeenCalledWith({ oldPassword: 'Password1', newPassword: 'Password2' });
  });

  it('keeps the form with a wrong old password (109)', async () => {
    const { actor } = setup({ ok: false, error: { errorCode: 109, kind: 'server', errorDetails: { hackLimit: 5, hackCount: 1 } } });
    actor.send({ type: 'SUBMIT', data: { oldPassword: 'Wrong1', newPassword: 'Password2', confirmPassword: 'Password2' } });
    await waitFor(actor, (snapshot) => snapshot.matches('form') && context(actor).notice !== null);
    expect(context(actor).notice).toMatchObject({ errorCode: 109 });
    expect(context(actor).data).toMatchObject({ oldPassword: 'Wrong1' });
  });
});
