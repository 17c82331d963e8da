import type { ResumeSubmitResult } from '../../../api/endpoints/resume';
import type { MarketId } from '../../../engine/market';
import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { randomToken } from '../../db/random-token';
import { platformFailure, type PlatformFailure } from '../platform-failure';
import { depositMethodsFor } from './deposit-method-catalogue';
import { resumeOutcomeOf } from './resume-session';

const AMOUNT = /^(0|[1-9][0-9]{0,8})(\.[0-9]{1,2})?$/;
/** spec 2 §9: the pay-and-play method needs the country */
const PAY_AND_PLAY = 440001;
/** the countries pay-and-play serves (its provider's banks) */
const PAY_AND_PLAY_COUNTRIES = new Set(['SWE', 'FIN', 'EST']);

/**
 * The platform side of the resume submit (spec 2 §3, §7): a deposit method of the player's market,
 * the country for 440001, a decimal amount. It opens a resume session whose login status changes
 * over time (resume-session.ts) and answers with the provider's page; an ok session mints a
 * single-use login code for loginByToken.
 */
export function submitResume(
  db: MockDb,
  player: MockPlayer,
  market: MarketId,
  body: Record<string, unknown>,
  context: { providerOrigin: string; siteOrigin: string },
): { data: ResumeSubmitResult } | { failure: PlatformFailure } {
  const method = depositMethodsFor(market, player.currency).find((candidate) => candidate.method === body.method);
  if (!method) return { failure: platformFailure(196, { fields: [{ field: 'method', code: 'oneOf' }] }) };
  if (method.method === PAY_AND_PLAY && (typeof body.country !== 'string' || !PAY_AND_PLAY_COUNTRIES.has(body.country))) {
    return { failure: platformFailure(196, { fields: [{ field: 'country', code: 'oneOf' }] }) };
  }
  const amount = typeof body.amount === 'string' && AMOUNT.test(body.amount) ? body.amount : undefined;
  if (amount === undefined) return { failure: platformFailure(196, { fields: [{ field: 'amount', code: 'number' }] }) };
  const finalStatus = resumeOutcomeOf(amount);
  const token = randomToken('resume', 8);
  const reference = randomToken('res', 8);
  let loginCode: string | null = null;
  if (finalStatus === 'ok') {
    loginCode = randomToken('login', 12);
    db.state.loginTokens[loginCode] = { token: loginCode, email: player.email, singleUse: true };
  }
  db.state.resumes ??= {};
  db.state.resumes[token] = { token, reference, playerId: player.id, method: method.method, amount, finalStatus, pendingPolls: 2, statusCalls: 0, loginCode };
  const currency = player.currency;
  const query = `reference=${encodeURIComponent(reference)}&amount=${encodeURIComponent(amount.includes('.') ? amount : `${amount}.00`)}&currency=${currency}&returnOrigin=${encodeURIComponent(context.siteOrigin)}`;
  return {
    data: {
      type: 'form',
      url: `${context.providerOrigin}/payment.html?${query}&mode=frame`,
      method: 'POST',
      params: [{ name: 'reference', value: reference }],
      token,
      methodId: method.method,
      reference,
      providerReference: `prov-${reference}`,
      providerId: method.providerId,
    },
  };
}
