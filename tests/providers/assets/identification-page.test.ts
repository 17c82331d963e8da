import { afterEach, describe, expect, it } from 'vitest';
import { eventually, openSimulatorPage, type OpenedPage } from '../open-simulator-page';
import { APP, setUpProviderServer } from '../provider-harness';

const provider = setUpProviderServer();
let opened: OpenedPage | undefined;
afterEach(() => opened?.dispose());

/** the app's channel nonce, as the provider bridge puts it in the address fragment */
const NONCE = '0123456789abcdef0123456789abcdef';

async function open(method: string, kind: string, as: 'popup' | 'frame' | 'top', fragment = `#nonce=${NONCE}`) {
  const { session } = await provider.startSession({ method, kind, purpose: 'login' });
  const query = new URLSearchParams({ method, session, returnOrigin: APP });
  opened = await openSimulatorPage(`${provider.server.url}/identification.html?${query.toString()}${fragment}`, as);
  return { session, page: opened };
}

describe('identification-page.js', () => {
  it('records the approval with the chosen persona, posts done to the opener at returnOrigin and closes the popup', async () => {
    const { session, page } = await open('idin', 'window', 'popup');
    page.document.querySelector<HTMLInputElement>('input[value="registeredAutoLogin"]')!.click();
    page.click('Approve');
    await eventually(() => expect(page.posted).toHaveLength(1));
    expect(page.posted[0]).toEqual({ message: { type: 'identification', value: 'done', method: 'idin', session, nonce: NONCE }, targetOrigin: APP });
    expect(provider.server.store.get(session)).toMatchObject({ status: 'approved', persona: 'registeredAutoLogin' });
    expect(page.status()).toBe(`Recorded: approved as Registered, log in automatically. Sent "done" to ${APP}.`);
    expect(page.closed()).toBe(false);
    await eventually(() => expect(page.closed()).toBe(true));
    expect([...page.document.querySelectorAll('button')].every((button) => button.disabled)).toBe(true);
  });

  it('posts to the parent frame and stays open', async () => {
    const { session, page } = await open('cddn', 'iframe', 'frame');
    page.click('Reject');
    await eventually(() => expect(page.posted).toHaveLength(1));
    expect(page.posted[0]!.message).toEqual({ type: 'identification', value: 'rejected', method: 'cddn', session, nonce: NONCE });
    expect(provider.server.store.get(session)).toMatchObject({ status: 'rejected', persona: null });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(page.closed()).toBe(false);
  });

  it('echoes the nonce of the address fragment only, and only when it has the bridge\'s shape', async () => {
    const withOtherParams = await open('idin', 'window', 'popup', `#other=1&nonce=${NONCE}`);
    withOtherParams.page.click('Cancel');
    await eventually(() => expect(withOtherParams.page.posted).toHaveLength(1));
    expect(withOtherParams.page.posted[0]!.message).toMatchObject({ value: 'cancelled', nonce: NONCE });
    withOtherParams.page.dispose();
    const malformed = await open('idin', 'window', 'popup', '#nonce=<script>');
    malformed.page.click('Cancel');
    await eventually(() => expect(malformed.page.posted).toHaveLength(1));
    expect(malformed.page.posted[0]!.message).not.toHaveProperty('nonce');
    malformed.page.dispose();
    // a nonce in the query is not the channel's (the server, its logs and a Referer would see it)
    const { session } = await provider.startSession({ method: 'idin', kind: 'window', purpose: 'login' });
    const query = new URLSearchParams({ method: 'idin', session, returnOrigin: APP, nonce: NONCE });
    const inQuery = (opened = await openSimulatorPage(`${provider.server.url}/identification.html?${query.toString()}`, 'popup'));
    inQuery.click('Cancel');
    await eventually(() => expect(inQuery.posted).toHaveLength(1));
    expect(inQuery.posted[0]!.message).not.toHaveProperty('nonce');
  });

  it('records a cancel even without an app window, and says so', async () => {
    const { session, page } = await open('trustly', 'window', 'top');
    page.click('Cancel');
    await eventually(() => expect(page.status()).toBe('Recorded: cancelled. No app window to report to.'));
    expect(provider.server.store.get(session)?.status).toBe('cancelled');
  });

  it('sends nothing when the provider refuses the decision', async () => {
    const { session, page } = await open('top', 'iframe', 'popup');
    provider.server.store.decide(session, { status: 'expired', persona: null });
    page.click('Approve');
    await eventually(() => expect(page.status()).toBe('Not recorded: The session is already decided.'));
    expect(page.posted).toEqual([]);
    expect(page.document.querySelector('button')!.disabled).toBe(false);
  });
});
