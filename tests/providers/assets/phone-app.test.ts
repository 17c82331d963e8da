import { afterEach, describe, expect, it } from 'vitest';
import { eventually, openSimulatorPage, type OpenedPage } from '../open-simulator-page';
import { setUpProviderServer } from '../provider-harness';

const provider = setUpProviderServer();
let opened: OpenedPage | undefined;
afterEach(() => opened?.dispose());

const requests = (page: OpenedPage) => [...page.document.querySelectorAll<HTMLElement>('[data-testid="requests"] > li')];
const itemOf = (page: OpenedPage, session: string) => requests(page).find((item) => item.dataset.session === session);

describe('phone-app.js', () => {
  it('lists pending requests of its method, follows new ones and records the answer with the persona', async () => {
    const first = await provider.startSession({ method: 'mobileId', kind: 'code', purpose: 'registration', phoneNumber: '+37060000000', personalCode: '<b>39001010001' });
    await provider.startSession({ method: 'smartId', kind: 'code', purpose: 'login' });
    const page = (opened = await openSimulatorPage(`${provider.server.url}/mobile-id.html`, 'top'));
    await eventually(() => expect(itemOf(page, first.session)).toBeDefined());
    const item = itemOf(page, first.session)!;
    expect(item.querySelector('[data-field="code"]')!.textContent).toBe(first.code);
    expect([...item.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling!.textContent}`)).toEqual([
      'Purpose: registration',
      'Personal code: <b>39001010001',
      'Phone number: +37060000000',
    ]);
    expect(item.querySelector('b')).toBeNull();
    expect(requests(page).every((request) => provider.server.store.get(request.dataset.session!)?.method === 'mobileId')).toBe(true);

    const second = await provider.startSession({ method: 'mobileId', kind: 'code', purpose: 'login', phoneNumber: '+37060000001' });
    await eventually(() => expect(itemOf(page, second.session)).toBeDefined());
    // each request has its own persona group
    itemOf(page, second.session)!.querySelector<HTMLInputElement>('input[value="new"]')!.click();
    expect(item.querySelector<HTMLInputElement>('input[value="registered"]')!.checked).toBe(true);

    page.click('Approve', itemOf(page, second.session));
    await eventually(() => expect(itemOf(page, second.session)).toBeUndefined());
    expect(provider.server.store.get(second.session)).toMatchObject({ status: 'approved', persona: 'new' });
    expect(page.status()).toBe(`Request ${second.code}: approved as New person.`);
    expect(itemOf(page, first.session)).toBe(item);

    page.click('Let it expire', item);
    await eventually(() => expect(provider.server.store.get(first.session)?.status).toBe('expired'));
  });

  it('with ?session= shows that request only, then that it is answered', async () => {
    const other = await provider.startSession({ method: 'smartId', kind: 'code', purpose: 'login' });
    const mine = await provider.startSession({ method: 'smartId', kind: 'code', purpose: 'login', personalCode: '38001085718' });
    const page = (opened = await openSimulatorPage(`${provider.server.url}/smart-id.html?session=${mine.session}`, 'top'));
    await eventually(() => expect(requests(page).map((item) => item.dataset.session)).toEqual([mine.session]));
    expect(itemOf(page, other.session)).toBeUndefined();
    page.click('Reject');
    await eventually(() => expect(provider.server.store.get(mine.session)?.status).toBe('rejected'));
    await eventually(() => expect(page.document.querySelector('[data-testid="empty"]')!.textContent).toBe('This request is answered: rejected.'));
    expect(requests(page)).toEqual([]);
  });
});
