import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/create-api-client';
import { GAME_MENU, GAME_MENU_HEADER } from '../../../src/mocks/handlers/game-menu-handlers';
import { PROTECTION_HEADER } from '../../../src/mocks/handlers/protection-handlers';
import { MOCK_BASE, setUpMockPlatform } from '../../mocks/mock-platform-harness';

const platform = setUpMockPlatform();
const clientWith = (header: string, value: string) =>
  createApiClient({
    baseUrl: MOCK_BASE,
    fetch: (input, init) => globalThis.fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), [header]: value } }),
  });

describe('mock platform: startup endpoints', () => {
  it('serves the casino and live game groups of the side menu', async () => {
    const menu = await platform.client.call('gameMenu');
    expect(menu).toEqual({ ok: true, data: GAME_MENU });
    expect(GAME_MENU.casino.map((group) => group.title)).toEqual(['Home', 'Most Popular', 'Slots', 'Jackpot games', 'Table games', 'Test']);
    expect(GAME_MENU.live.map((group) => group.title)).toEqual(['Live Blackjack', 'Poker', 'Roulette', 'Baccarat', 'All']);
  });

  it('fails the game menu on request', async () => {
    const menu = await clientWith(GAME_MENU_HEADER, 'fail').call('gameMenu');
    expect(menu.ok || menu.error.errorCode).toBe(100);
  });

  it('answers the protection check, enabled only by the QA input', async () => {
    expect(await platform.client.call('protection')).toEqual({ ok: true, data: { enabled: false } });
    expect(await clientWith(PROTECTION_HEADER, 'on').call('protection')).toEqual({ ok: true, data: { enabled: true } });
  });
});
