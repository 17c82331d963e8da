import { http, type HttpHandler } from 'msw';
import { API_PATTERN } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { respond } from './respond';

/**
 * Mock-only readback for tests and QA (never on a real platform): the visitors' pay-and-play
 * deposits (`GET /api/__mock/pay-and-play`) with their bank account, status and the player the
 * bank identified, and the consents each login by a deposit's login code carried.
 */
export function payAndPlayHandlers({ db }: HandlerContext): HttpHandler[] {
  return [
    http.get(`${API_PATTERN}/__mock/pay-and-play`, () => {
      const deposits = Object.values(db.state.deposits ?? {}).flatMap((deposit) => {
        if (!deposit.payAndPlay) return [];
        const player = db.state.players.find((candidate) => candidate.id === deposit.playerId);
        const { loginCode: _code, ...bankAccount } = deposit.payAndPlay;
        return [{ reference: deposit.reference, amount: deposit.amount, currency: deposit.currency, credited: deposit.credited, ...bankAccount, player: player?.email ?? null }];
      });
      const logins = db.state.players.flatMap((player) => (player.payAndPlayConsents ?? []).map((consents) => ({ player: player.email, ...consents })));
      return respond({ data: { deposits, logins } });
    }),
  ];
}
