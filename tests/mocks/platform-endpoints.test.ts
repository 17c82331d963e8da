import { describe, expect, it } from 'vitest';
import { TIMEOUTS } from '../../src/api/timeouts';
import { settingsFor } from '../../src/engine/settings-for';
import { MOCK_BASE, NOW, setUpMockPlatform } from './mock-platform-harness';

const platform = setUpMockPlatform({ slowDetailsMs: 300 });
const loginAs = (email: string) => platform.client.call('login', { login: email, password: 'Password1' });

describe('mock platform: content and account endpoints', () => {
  it('serves exactly settingsFor(market) per group, the market chosen by header or session', async () => {
    expect(await platform.client.call('settings', { group: 'fe' })).toEqual({ ok: true, data: settingsFor('HUN').fe });
    expect(await platform.clientFor('SWE').call('settings', { group: 'be' })).toEqual({ ok: true, data: settingsFor('SWE').be });
    platform.db.state.market = 'GBR';
    expect(await platform.client.call('settings', { group: 'fe' })).toEqual({ ok: true, data: settingsFor('GBR').fe });
    const bad = await platform.client.call('settings', { group: 'xx' as 'fe' });
    expect(bad.ok || bad.error.errorCode).toBe(102);
  });

  it('serves languages, translations, pages, time, campaigns and country', async () => {
    expect(await platform.client.call('languages')).toMatchObject({ ok: true, data: [{ code: 'en' }, { code: 'hu' }, { code: 'sv' }] });
    expect(await platform.client.call('translations', { lang: 'hu' })).toEqual({ ok: true, data: {} });
    const unknown = await platform.client.call('translations', { lang: 'xx' });
    expect(unknown.ok || [unknown.error.errorCode, unknown.error.status]).toEqual([101, 404]);
    const pages = await platform.client.call('pages');
    expect(pages.ok && pages.data.map((page) => page.key)).toContain('terms-conditions');
    expect(await platform.client.call('serverTime')).toEqual({ ok: true, data: { now: NOW.toISOString() } });
    const campaigns = await platform.client.call('campaigns');
    expect(campaigns.ok && campaigns.data.length).toBeGreaterThan(0);
    expect(await platform.clientFor('SWE').call('campaigns')).toEqual({ ok: true, data: [] });
    expect(await platform.client.call('countryDetect')).toEqual({ ok: true, data: { country: 'HUN' } });
    platform.db.state.geoCountry = 'USA';
    expect(await platform.client.call('countryDetect')).toEqual({ ok: true, data: { country: 'USA' } });
  });

  it('needs a session for account calls (115)', async () => {
    const details = await platform.client.call('accountDetails');
    expect(details.ok || [details.error.errorCode, details.error.status]).toEqual([115, 401]);
    const wallet = await platform.client.call('wallet');
    expect(wallet.ok || wallet.error.errorCode).toBe(115);
  });

  it('answers account details and the wallet with decimal-string amounts', async () => {
    await loginAs('player@example.com');
    expect(await platform.client.call('accountDetails')).toMatchObject({ ok: true, data: { email: 'player@example.com', fullName: 'Anna Kovács' } });
    expect(await platform.client.call('wallet')).toMatchObject({
      ok: true,
      data: { currency: 'HUF', cash: '125000.00', promo: '5000.50', balance: '130000.50', freeSpins: 20 },
    });
  });

  it('answers slowdetails@example.com past the balance popover limit but within the details limit', async () => {
    await loginAs('slowdetails@example.com');
    const popover = await platform.client.call('accountDetails', undefined, { timeoutMs: TIMEOUTS.balancePopover });
    expect(popover.ok || popover.error.kind).toBe('timeout');
    expect((await platform.client.call('accountDetails')).ok).toBe(true);
  });

  it('changes the language of the logged-in player', async () => {
    await loginAs('player@example.com');
    expect(await platform.client.call('changeLanguage', { language: 'sv' })).toEqual({ ok: true, data: {} });
    expect(platform.db.findPlayerByEmail('player@example.com')?.language).toBe('sv');
    const bad = await platform.client.call('changeLanguage', { language: 'xx' });
    expect(bad.ok || bad.error.errorCode).toBe(196);
  });

  it('answers unknown /api paths with 101', async () => {
    const response = await fetch(`${MOCK_BASE}/player/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errorCode: 101 });
  });
});
