import { afterEach, describe, expect, it } from 'vitest';
import { eventually, openSimulatorPage, type OpenedPage } from '../open-simulator-page';
import { APP, setUpProviderServer } from '../provider-harness';

const provider = setUpProviderServer();
let opened: OpenedPage | undefined;
afterEach(() => opened?.dispose());

async function open(as: 'popup' | 'frame' | 'top' = 'frame') {
  const { session } = await provider.startSession({ method: 'idenfy', kind: 'iframe', purpose: 'verification' });
  const query = new URLSearchParams({ session, returnOrigin: APP });
  opened = await openSimulatorPage(`${provider.server.url}/idenfy.html?${query.toString()}`, as);
  return { session, page: opened };
}

describe('idenfy-page.js (iDenfy in the app frame)', () => {
  it.each([
    ['Approve', 'approved', { status: 'approved', manualStatus: 'waiting' }],
    ['Fail', 'rejected', { status: 'failed', manualStatus: 'failed' }],
    ['Cancel', 'cancelled', { status: 'cancelled', manualStatus: '' }],
    ['Let it expire', 'expired', { status: 'expired', manualStatus: '' }],
  ] as const)('%s records %s and posts iDenfy\'s {status, manualStatus} to the parent at returnOrigin, without a nonce', async (button, recorded, message) => {
    const { session, page } = await open();
    page.click(button);
    await eventually(() => expect(page.posted).toHaveLength(1));
    expect(page.posted[0]).toEqual({ message, targetOrigin: APP });
    expect(provider.server.store.get(session)).toMatchObject({ status: recorded });
    expect(page.closed()).toBe(false);
  });

  it('"Send no status" posts both statuses empty and records nothing', async () => {
    const { session, page } = await open();
    page.click('Send no status');
    await eventually(() => expect(page.posted).toHaveLength(1));
    expect(page.posted[0]!.message).toEqual({ status: '', manualStatus: '' });
    expect(provider.server.store.get(session)?.status).toBe('pending');
  });

  it('is refused for a session of another method', async () => {
    const { session } = await provider.startSession({ method: 'cddn', kind: 'iframe', purpose: 'login' });
    const response = await provider.request(`/idenfy.html?${new URLSearchParams({ session, returnOrigin: APP }).toString()}`);
    expect(response.status).toBe(400);
  });
});
