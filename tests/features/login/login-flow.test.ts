import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import flowJson from '../../../flows/login.flow.json';
import { isShownInLoginNotice } from '../../../src/api/login-notice-policy';
import { loadFlow } from '../../../src/engine/load-flow';
import { asHosted } from '../../engine/flow-host/form-step-test-deps';
import type { LoginContext } from '../../../src/features/login/login-context';
import { loginImplementations, type LoginDeps } from '../../../src/features/login/login-implementations';

function setup(result: Awaited<ReturnType<LoginDeps['session']['login']>>) {
  const login = vi.fn(() => Promise.resolve(result));
  const actor = createActor(
    loadFlow(flowJson, asHosted(loginImplementations({ session: { login }, isShownInLoginNotice }))),
  ).start();
  return { actor, login };
}

const context = (actor: { getSnapshot(): { context: unknown } }) => actor.getSnapshot().context as LoginContext;

describe('login flow', () => {
  it('logs in with what the player typed and ends in the logged-in screen', async () => {
    const { actor, login } = setup({ ok: true });
    actor.send({ type: 'SUBMIT', data: { login: 'player@example.com', password: 'Password1' } });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(login).toHaveBeenCalledWith({ login: 'player@example.com', password: 'Password1' });
  });

  it('returns to the form with the notice for a shown error code and keeps the typed data', async () => {
    const { actor } = setup({ ok: false, error: { errorCode: 107, kind: 'server', errorDetails: { hackLimit: 5, hackCount: 1 } } });
    actor.send({ type: 'SUBMIT', data: { login: 'player@example.com', password: 'Wrong1' } });
    await waitFor(actor, (snapshot) => snapshot.matches('form') && context(actor).notice !== null);
    expect(context(actor).notice).toMatchObject({ errorCode: 107 });
    expect(context(actor).data).toMatchObject({ login: 'player@example.com' });
  });

  it.each([214, 222, 247, 248, 295, 304])('does not show code %i in the login notice', async (code) => {
    const { actor } = setup({ ok: false, error: { errorCode: code, kind: 'server' } });
    actor.send({ type: 'SUBMIT', data: { login: 'a@example.com', password: 'x' } });
    await waitFor(actor, (snapshot) => snapshot.matches('form'));
    expect(context(actor).notice).toBeNull();
  });
});
