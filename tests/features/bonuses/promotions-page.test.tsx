import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Promotion, PromotionsData } from '../../../src/api/endpoints';
import { renderApp } from '../../app/render-app';
import { DETAILS, PLAYER, ok } from '../../stores/fake-api';

function promotion(campaignId: number, title: string, extra: Partial<Promotion> = {}): Promotion {
  return {
    campaignId,
    title,
    bannerUri: null,
    optIn: false,
    optedIn: false,
    currency: 'EUR',
    amountTypes: { cash: 'fixed' },
    cashAmount: '10.00',
    maxAmountCapEnabled: false,
    maxDepositAmount: null,
    minDepositAmount: null,
    maxCashLimit: null,
    awardedCashAmount: null,
    maxPromoLimit: null,
    awardedPromoAmount: null,
    turnoverFactor: null,
    includeDepositAmountToTurnover: false,
    includeBettingBonusToTurnover: false,
    maxWinnings: null,
    endsAt: null,
    ...extra,
  };
}

const LIST: PromotionsData = {
  promotions: [promotion(7, 'Welcome cash'), promotion(8, 'Weekend club', { optIn: true })],
  coolOff: null,
};

const player = {
  session: () => ok({ loggedIn: true, player: PLAYER }),
  accountDetails: () => ok({ ...DETAILS, country: 'HUN' }),
  promotions: () => ok(LIST),
  optInPromotion: (payload: unknown) =>
    ok({ ...LIST, promotions: LIST.promotions.map((item) => (item.campaignId === (payload as { campaignId: number }).campaignId ? { ...item, optedIn: true } : item)) }),
};

const deposit = (title: string) => screen.getByRole('link', { name: `Deposit: ${title}` });

describe('promotions page: the card’s Deposit (issue 16 §4, spec 3 §2)', { timeout: 20_000 }, () => {
  it('leads to the deposit with the campaign named, and is the main action of a campaign without opt-in', async () => {
    renderApp('/my/campaigns/promotions', { api: player });
    await screen.findByRole('heading', { name: 'Welcome cash' }, { timeout: 10_000 });
    expect(deposit('Welcome cash').getAttribute('href')).toBe('/payment/deposit?campaignId=7');
    expect(deposit('Welcome cash').className).toContain('button--primary');
    expect(deposit('Weekend club').getAttribute('href')).toBe('/payment/deposit?campaignId=8');
  });

  it('is secondary to Opt in until the player has opted in, then the main action', async () => {
    const { callsOf } = renderApp('/my/campaigns/promotions', { api: player });
    const optIn = await screen.findByRole('button', { name: 'Opt in: Weekend club' }, { timeout: 10_000 });
    expect(optIn.className).toContain('button--primary');
    expect(deposit('Weekend club').className).toContain('button--secondary');
    await userEvent.setup().click(optIn);
    await waitFor(() => expect(deposit('Weekend club').className).toContain('button--primary'));
    expect(screen.queryByRole('button', { name: 'Opt in: Weekend club' })).toBeNull();
    expect(callsOf('optInPromotion')).toHaveLength(1);
  });

  it('keeps the language prefix', async () => {
    renderApp('/hu/promotions', { api: { promotions: () => ok(LIST) } });
    await screen.findByRole('heading', { name: 'Welcome cash' }, { timeout: 10_000 });
    expect(screen.getAllByRole('link', { name: /^Befizetés: / })[0]?.getAttribute('href')).toBe('/hu/payment/deposit?campaignId=7');
  });

  it('is not offered under Swedish rules (schemas/content/country-hidden-paths.json), without loading the list', async () => {
    const { callsOf } = renderApp('/promotions', {
      api: {
        promotions: () => ok(LIST),
        settings: (payload) => ok((payload as { group: string }).group === 'fe' ? { allowedCountries: [], passwordLimits: { min: 6 }, market: 'SWE' } : {}),
      },
    });
    expect(await screen.findByText('Promotions are not offered under the rules that apply to your account.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(callsOf('promotions')).toHaveLength(0);
  });
});
