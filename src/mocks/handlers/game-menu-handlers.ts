import { delay, type HttpHandler } from 'msw';
import type { GameMenu } from '../../api/endpoints';
import { platformFailure } from '../platform/platform-failure';
import { endpointHandler } from './endpoint-handler';
import { respond } from './respond';

/** Header a vitest request sends to pick the game menu scenario (`slow`, `fail`). */
export const GAME_MENU_HEADER = 'x-mock-game-menu';
/** How long `?gameMenu=slow` holds the answer: long enough to see the preloading curtain. */
export const SLOW_GAME_MENU_MS = 2000;

/** The casino and live game groups of spec 1 §2 "Side menu" (CMS titles, not UI text). */
export const GAME_MENU: GameMenu = {
  casino: [
    { key: 'home', title: 'Home' },
    { key: 'most-popular', title: 'Most Popular' },
    { key: 'slots', title: 'Slots' },
    { key: 'jackpot-games', title: 'Jackpot games' },
    { key: 'table-games', title: 'Table games' },
    { key: 'test', title: 'Test' },
  ],
  live: [
    { key: 'live-blackjack', title: 'Live Blackjack' },
    { key: 'poker', title: 'Poker' },
    { key: 'roulette', title: 'Roulette' },
    { key: 'baccarat', title: 'Baccarat' },
    { key: 'all', title: 'All' },
  ],
};

/**
 * The scenario: the header (vitest), else `?gameMenu=` of the page that runs the mock (the
 * browser worker's handlers run in the page, as `?market=` does).
 */
function scenario(request: Request): string {
  const header = request.headers.get(GAME_MENU_HEADER);
  if (header) return header;
  const search = (globalThis as { location?: { search?: string } }).location?.search ?? '';
  return new URLSearchParams(search).get('gameMenu') ?? '';
}

/** GET /api/games/menu: the game groups; `slow` answers after 2 s, `fail` with 100. */
export function gameMenuHandlers(): HttpHandler[] {
  return [
    endpointHandler('gameMenu', async ({ request }) => {
      const mode = scenario(request);
      if (mode === 'slow') await delay(SLOW_GAME_MENU_MS);
      if (mode === 'fail') return respond({ failure: platformFailure(100) });
      return respond({ data: GAME_MENU });
    }),
  ];
}
