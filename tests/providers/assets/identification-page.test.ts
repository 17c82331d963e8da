import { afterEach, describe, expect, it } from 'vitest';
import { eventually, openSimulatorPage, type OpenedPage } from '../open-simulator-page';
import { APP, setUpProviderServer } from '../provider-harness';

const provider = setUpProviderServer();
let opened: OpenedPage | undefined;
afterEach(() => opened?.dispose());

async function open(method: string, kind: string, as: 'popup' | 'frame' | 'top') {
  const { session } = await provider.startSession({ method, kind, purpose: 'login' });
  const query = new URLSearchParams({ method, session, returnOrigin: APP });
  opened = await openSimulatorPage(`${provider.server.url}/identification.html?${query.toString()}`, as);
  return { session, page: opened };
}

describe('identification-page.js', () => {
  it('records the approval with the chosen persona, posts done to the opener at returnOrigin and closes the popup', async () => {
    const { session, page } = await open('idin', 'window', 'popup');
    page.document.querySelector<HTMLInputElement>('input[value="registeredAutoLogin"]')!.click();
    page.click('Approve');
    await eventually(() => expect(page.posted).toHaveLength(1));
    expect(page.posted[0]).toEqual({ message: { type: 'identification', value: 'done', method: 'idin', session }, targetOrigin: APP });
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
    expect(page.posted[0]!.message).toEqual({ type: 'identification', value: 'rejected', method: 'cddn', session });
    expect(provider.server.store.get(session)).toMatchObject({ status: 'rejected', persona: null });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(page.closed()).toBe(false);
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
