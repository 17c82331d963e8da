import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '../../../src/engine/idempotency-key';
import { CAMPAIGN_ERROR_HEADER } from '../../../src/mocks/platform/bonuses/campaign-failure';
import { createApiClient } from '../../../src/api/create-api-client';
import { attempt, MOCK_BASE, setUpMockPlatform } from '../mock-platform-harness';

const platform = setUpMockPlatform();
const codeOf = (result: { ok: boolean; error?: { errorCode: unknown } }) => (result.ok ? 'ok' : result.error?.errorCode);

async function logIn(email: string) {
  expect((await platform.client.call('login', { login: email, password: 'Password1' })).ok).toBe(true);
}

describe('mock platform: promotions and available bonuses (issue 16 §4)', () => {
  it('serves the market’s campaigns to visitors in its currency, with every bonus and amount type; none in Sweden', async () => {
    const hungarian = await platform.client.call('promotions', undefined);
    expect(hungarian.ok && hungarian.data.coolOff).toBeNull();
    const promotions = hungarian.ok ? hungarian.data.promotions : [];
    expect(promotions.map((promotion) => promotion.campaignId)).toEqual([8001, 8002, 8003, 8004, 8005, 8006]);
    expect(new Set(promotions.map((promotion) => promotion.currency))).toEqual(new Set(['HUF']));
    const types = promotions.flatMap((promotion) => Object.entries(promotion.amountTypes).map(([type, amount]) => `${type}:${amount}`));
    expect(new Set(types)).toEqual(new Set(['cash:percentage', 'freeSpin:fixed', 'liveCasinoBonus:fixed', 'cashBack:percentage', 'promo:percentage', 'scash:fixed', 'biaCash:fixed', 'pokerBonus:fixed', 'cash:fixed']));
    // fixed amounts scaled from euros (400 HUF), percentages kept
    expect(promotions[1]?.liveCasinoBonusAmount).toBe('10000.00');
    expect(promotions[0]?.cashAmount).toBe('100');
    expect(promotions.every((promotion) => !promotion.optedIn)).toBe(true);
    const swedish = await platform.clientFor('SWE').call('promotions', undefined);
    expect(swedish.ok && swedish.data.promotions).toEqual([]);
    const british = await platform.clientFor('GBR').call('promotions', undefined);
    expect(british.ok && british.data.promotions[1]?.liveCasinoBonusAmount).toBe('25.00');
  });

  it('opting in needs a session and a key; then 403 on a second attempt, 402 below the tier, 400 without opt-in, 404 unknown', async () => {
    expect(codeOf(await platform.client.call('optInPromotion', { campaignId: 8002 }, attempt()))).toBe(115);
    await logIn('player@example.com');
    const joined = await platform.client.call('optInPromotion', { campaignId: 8002 }, attempt());
    expect(joined.ok && joined.data.promotions.find((promotion) => promotion.campaignId === 8002)?.optedIn).toBe(true);
    expect(codeOf(await platform.client.call('optInPromotion', { campaignId: 8002 }, attempt()))).toBe(403);
    expect(codeOf(await platform.client.call('optInPromotion', { campaignId: 8006 }, attempt()))).toBe(402);
    expect(codeOf(await platform.client.call('optInPromotion', { campaignId: 8001 }, attempt()))).toBe(400);
    expect(codeOf(await platform.client.call('optInPromotion', { campaignId: 1 }, attempt()))).toBe(404);
    const reloaded = await platform.client.call('promotions', undefined);
    expect(reloaded.ok && reloaded.data.promotions.filter((promotion) => promotion.optedIn).map((promotion) => promotion.campaignId)).toEqual([8002]);
  });

  it('the same key replays the first opt-in instead of a 403', async () => {
    await logIn('player@example.com');
    const options = attempt();
    const first = await platform.client.call('optInPromotion', { campaignId: 8003 }, options);
    const again = await platform.client.call('optInPromotion', { campaignId: 8003 }, options);
    expect([codeOf(first), codeOf(again)]).toEqual(['ok', 'ok']);
  });

  it('answers any campaign code 400–405 on request (the QA input)', async () => {
    await logIn('player@example.com');
    for (const code of [400, 401, 402, 403, 404, 405]) {
      const client = createApiClient({
        baseUrl: MOCK_BASE,
        fetch: (input, init) => globalThis.fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), [CAMPAIGN_ERROR_HEADER]: String(code) } }),
      });
      expect(codeOf(await client.call('optInPromotion', { campaignId: 8004 }, { idempotencyKey: newIdempotencyKey() }))).toBe(code);
      expect(codeOf(await client.call('claimBonus', { bonusId: 'a-birthday' }, { idempotencyKey: newIdempotencyKey() }))).toBe(code);
    }
  });

  it('a cool-off makes every campaign and claim unavailable (405) and says until when', async () => {
    await logIn('cooloff@example.com');
    const list = await platform.client.call('promotions', undefined);
    expect(list.ok && list.data.coolOff).toEqual({ until: '2026-01-18T00:00:00.000Z' });
    expect(codeOf(await platform.client.call('optInPromotion', { campaignId: 8002 }, attempt()))).toBe(405);
    const available = await platform.client.call('availableBonuses', undefined);
    expect(available.ok && [available.data.coolOff !== null, available.data.bonuses.map((bonus) => bonus.bonusId)]).toEqual([true, ['a-spins']]);
    expect(codeOf(await platform.client.call('claimBonus', { bonusId: 'a-spins' }, attempt()))).toBe(405);
  });

  it('claiming a promo bonus adds its money and wagering, moves it to the current bonuses and lowers the count', async () => {
    await logIn('player@example.com');
    const available = await platform.client.call('availableBonuses', undefined);
    expect(available.ok && available.data.bonuses.map((bonus) => [bonus.bonusId, bonus.how])).toEqual([
      ['a-birthday', 'claim'],
      ['a-reload', 'deposit'],
    ]);
    expect(codeOf(await platform.client.call('claimBonus', { bonusId: 'a-reload' }, attempt()))).toBe(400);
    const claimed = await platform.client.call('claimBonus', { bonusId: 'a-birthday' }, attempt());
    expect(claimed.ok && claimed.data.bonuses.map((bonus) => bonus.bonusId)).toEqual(['a-reload']);
    expect(claimed.ok && claimed.data.current.at(-1)).toMatchObject({ title: 'Birthday gift', bonusType: 'promo', amount: '2000.00', totalTurnover: '40000.00' });
    const wallet = await platform.client.call('wallet', undefined);
    expect(wallet.ok && [wallet.data.promo, wallet.data.totalTurnover]).toEqual(['7000.50', '80000.00']);
    const details = await platform.client.call('accountDetails', undefined);
    expect(details.ok && details.data.availableBonusCount).toBe(1);
    expect(codeOf(await platform.client.call('claimBonus', { bonusId: 'a-birthday' }, attempt()))).toBe(404);
  });

  it('forfeiting is a creating call: without a key it is refused (196)', async () => {
    await logIn('player@example.com');
    const response = await fetch(`${MOCK_BASE}/player/bonuses/forfeit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ bonusId: 'b-welcome' }) });
    expect(((await response.json()) as { errorCode: number }).errorCode).toBe(196);
    expect(codeOf(await platform.client.call('forfeitBonus', { bonusId: 'b-welcome' }, attempt()))).toBe('ok');
  });
});
