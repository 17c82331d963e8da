import { afterEach, describe, expect, it } from 'vitest';
import { eventually, openSimulatorPage, type OpenedPage } from '../open-simulator-page';
import { APP, setUpProviderServer } from '../provider-harness';

const provider = setUpProviderServer();
let opened: OpenedPage | undefined;
afterEach(() => opened?.dispose());

describe('redirect-page.js', () => {
  it('records the decision before it leaves for the app', async () => {
    const { session } = await provider.startSession({ method: 'zignSec', kind: 'redirect', purpose: 'login' });
    const query = new URLSearchParams({ method: 'zignSec', session, returnUrl: `${APP}/login` });
    const page = (opened = await openSimulatorPage(`${provider.server.url}/redirect.html?${query.toString()}`, 'top'));
    page.document.querySelector<HTMLInputElement>('input[value="new"]')!.click();
    page.click('Approve');
    await eventually(() => expect(page.navigations()).toBe(1));
    expect(provider.server.store.get(session)).toMatchObject({ status: 'approved', persona: 'new' });
    expect(page.status()).toBe('Recorded: approved as New person. Returning to the app with "done"…');
  });
});
