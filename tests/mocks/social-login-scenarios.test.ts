import { describe, expect, it } from 'vitest';
import { setUpMockPlatform } from './mock-platform-harness';
import { setUpProviderServer } from './provider-harness';

const provider = setUpProviderServer();
const platform = setUpMockPlatform({}, { providerOrigin: () => provider.url });

async function socialLogin(tokenProvider: string, t: string, market = 'HUN'): Promise<unknown> {
  const result = await platform.clientFor(market).call('loginByToken', { t, tokenProvider });
  return result.ok ? result.data.player.email : result.error.errorCode;
}

describe('mock platform: social login (loginByToken with tokenProvider)', () => {
  it.each([
    ['google', 'HUN', 'player@example.com'],
    ['facebook', 'EST', 'player.est@example.com'],
    ['apple', 'SWE', 'swede@example.com'],
    ['google', 'GBR', 'player.gbr@example.com'],
  ] as const)('%s, registered person, %s tab: logs in %s', async (name, market, email) => {
    const session = await provider.startSocialSession(name);
    await provider.decide(session, 'approved', 'registered');
    expect(await socialLogin(name, session, market)).toBe(email);
    expect(platform.db.currentPlayer()?.email).toBe(email);
  });

  it('no account at the platform (persona new): 110, so the app offers sign-up', async () => {
    const session = await provider.startSocialSession('google');
    await provider.decide(session, 'approved', 'new');
    expect(await socialLogin('google', session)).toBe(110);
  });

  it('answers 286 for a cancelled or undecided session, another provider\'s session and an unknown token', async () => {
    const cancelled = await provider.startSocialSession('facebook');
    await provider.decide(cancelled, 'cancelled');
    expect(await socialLogin('facebook', cancelled)).toBe(286);
    const pending = await provider.startSocialSession('apple');
    expect(await socialLogin('apple', pending)).toBe(286);
    const google = await provider.startSocialSession('google');
    await provider.decide(google, 'approved', 'registered');
    expect(await socialLogin('facebook', google)).toBe(286);
    expect(await socialLogin('google', 'no-such-session')).toBe(286);
    expect(platform.db.currentPlayer()).toBeUndefined();
  });
});
