import { afterEach, describe, expect, it } from 'vitest';
import { eventually, openSimulatorPage, type OpenedPage } from '../open-simulator-page';
import { APP, setUpProviderServer } from '../provider-harness';

const provider = setUpProviderServer();
let opened: OpenedPage | undefined;
afterEach(() => opened?.dispose());

const open = async (query: Record<string, string>) =>
  (opened = await openSimulatorPage(`${provider.server.url}/social-login.html?${new URLSearchParams({ returnOrigin: APP, ...query }).toString()}`));

describe('social-login.js', () => {
  it('starts an approved social session for the chosen account and posts its token with the state', async () => {
    const page = await open({ provider: 'facebook', state: 'state-1', version: 'v12.0', scope: 'public_profile,email' });
    page.document.querySelector<HTMLInputElement>('input[value="new"]')!.click();
    page.click('Continue');
    await eventually(() => expect(page.posted).toHaveLength(1));
    const { message, targetOrigin } = page.posted[0]! as { message: { token: string }; targetOrigin: string };
    expect(targetOrigin).toBe(APP);
    expect(message).toEqual({ type: 'social-login', provider: 'facebook', value: 'done', token: expect.any(String), state: 'state-1' });
    expect(provider.server.store.get(message.token)).toMatchObject({ method: 'facebook', kind: 'social', purpose: 'login', status: 'approved', persona: 'new' });
    await eventually(() => expect(page.closed()).toBe(true));
  });

  it('reports a cancel with the token of a cancelled session', async () => {
    const page = await open({ provider: 'apple', state: 'state-2' });
    page.click('Cancel');
    await eventually(() => expect(page.posted).toHaveLength(1));
    const message = page.posted[0]!.message as { token: string };
    expect(message).toMatchObject({ type: 'social-login', provider: 'apple', value: 'cancelled', state: 'state-2' });
    expect(provider.server.store.get(message.token)).toMatchObject({ status: 'cancelled', persona: null });
    expect(page.status()).toBe(`Recorded: cancelled. Sent "cancelled" to ${APP}.`);
  });
});
