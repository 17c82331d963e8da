import type { DepositSubmitResult } from '../../../api/endpoints/cashier';
import type { MarketId } from '../../../engine/market';
import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { randomToken } from '../../db/random-token';
import { platformFailure, type PlatformFailure } from '../platform-failure';
import { hasAffordabilityDetails } from './affordability-details';
import { checkDepositAmount } from './check-deposit-amount';
import { contractRefusal, withContractTerms } from './contract-signing';
import { depositMethodsFor } from './deposit-method-catalogue';
import { depositOutcomeOf, type DepositOutcome } from './deposit-outcome';
import { offlineFinishParams } from './offline-finish-params';
import { hasPreDepositSession, PRE_DEPOSIT_SESSION } from './pre-deposit-info';

/** How long a slow deposit answer takes (QA: cents .08): time to reload the page while the submit is under way. */
export const SLOW_ANSWER_MS = 3000;

/** spec 2 §4 token flow: these methods take a processor token (providers/assets/token-page.js), never card data. */
const TOKEN_METHODS = new Set([400001, 400003, 900006, 1010001]);
const PAYMENT_TOKEN = /^tok_[0-9a-f]{24}$/;
/** spec 2 §7, §9 oneClick: Apple Pay (210055) takes the wallet's token from its sheet (providers/assets/apple-pay-page.js), never card data. */
const APPLE_PAY_METHOD = 210055;
const APPLE_PAY_TOKEN = /^ap_[0-9a-f]{24}$/;
/** spec 2 §8: the player-affordability form is asked for. */
const AFFORDABILITY_CODE = 253;
/** spec 2 §9: the method whose provider form is submitted inside the payment frame. */
const FORM_IN_FRAME_METHOD = 100027;

/**
 * The platform side of depositSubmit: the method must be offered, the currency supported, the
 * amount a decimal within the method's range (above it → 311); the outcome follows the amount's
 * cents (deposit-outcome.ts). The same Idempotency-Key finds the deposit it already created, so a
 * retry after a lost answer creates nothing new.
 */
export function submitDeposit(
  db: MockDb,
  player: MockPlayer,
  market: MarketId,
  body: Record<string, unknown>,
  context: { idempotencyKey: string; providerOrigin: string; siteOrigin: string; threeDsOrigin: string },
): { data: DepositSubmitResult; loseAnswer: boolean; delayMs?: number } | { failure: PlatformFailure } {
  const method = withContractTerms(depositMethodsFor(market, player.currency), player).find((candidate) => candidate.method === body.method);
  if (!method) return { failure: platformFailure(196, { fields: [{ field: 'method', code: 'oneOf' }] }) };
  const unsigned = contractRefusal(db, player, method);
  if (unsigned) return { failure: unsigned };
  if (TOKEN_METHODS.has(method.method) && (typeof body.paymentToken !== 'string' || !PAYMENT_TOKEN.test(body.paymentToken))) {
    return { failure: platformFailure(196, { fields: [{ field: 'paymentToken', code: 'required' }] }) };
  }
  if (method.method === APPLE_PAY_METHOD && (typeof body.applePayToken !== 'string' || !APPLE_PAY_TOKEN.test(body.applePayToken))) {
    return { failure: platformFailure(196, { fields: [{ field: 'applePayToken', code: 'required' }] }) };
  }
  // spec 2 §4: a method with preDepositRequired takes the session getPreDepositInfo opened (echoed by the token frame)
  if (method.preDepositRequired && !hasPreDepositSession(db, player, method.method, body)) {
    return { failure: platformFailure(196, { fields: [{ field: PRE_DEPOSIT_SESSION, code: 'required' }] }) };
  }
  // spec 2 §4 encrypted fields: a field the platform marks with an encryptionType arrives only encrypted (enc:<type>:…)
  const unencrypted = method.fields.filter((field) => typeof field.encryptionType === 'string' && !(typeof body[field.field] === 'string' && (body[field.field] as string).startsWith(`enc:${field.encryptionType}:`)));
  if (unencrypted.length > 0) return { failure: platformFailure(196, { fields: unencrypted.map((field) => ({ field: field.field, code: 'encrypted' })) }) };
  const checked = checkDepositAmount(method, body);
  if ('failure' in checked) return checked;
  const { amount, currency } = checked;
  // the method's document limit is used up: the platform takes no deposit with it (spec 2 §5)
  if (method.limitReached) return { failure: platformFailure(232) };
  // spec 2 §9: a method paid away from the site (10000, 10003, 950001, 910003): a plain amount finishes with its instructions and stays pending
  const offline = offlineFinishParams(method.method, '', body, db.now()) !== undefined;
  const plain = depositOutcomeOf(amount);
  const asked: DepositOutcome = offline && plain.kind === 'waiting' && plain.finalStatus === 'ok' ? { kind: 'finish' } : plain;
  // 253 asks for the player-affordability details only until they are on record (then the deposit goes through)
  const outcome: DepositOutcome = asked.kind === 'error' && asked.code === AFFORDABILITY_CODE && hasAffordabilityDetails(db, player) ? { kind: 'waiting', finalStatus: 'ok' } : asked;
  if (outcome.kind === 'error') {
    return { failure: platformFailure(outcome.code, outcome.details, outcome.subCode === undefined ? {} : { errorSubCode: outcome.subCode }) };
  }
  db.state.deposits ??= {};
  const existing = Object.values(db.state.deposits).find((deposit) => deposit.idempotencyKey === context.idempotencyKey);
  const deposit = existing ?? {
    reference: randomToken('dep', 8),
    playerId: player.id,
    idempotencyKey: context.idempotencyKey,
    method: method.method,
    amount,
    currency,
    campaignId: typeof body.campaignId === 'number' ? body.campaignId : -1,
    finalStatus: outcome.kind === 'waiting' ? outcome.finalStatus : outcome.kind === 'fingerprint' || offline ? 'pending' : 'ok',
    ...(outcome.kind === 'fingerprint' ? { awaitsFingerprint: true } : {}),
    limitRequire: outcome.kind === 'waiting' && outcome.limitRequire === true,
    ...(outcome.kind === 'waiting' && outcome.settlesAfterSeconds !== undefined ? { settlesAt: new Date(db.now().getTime() + outcome.settlesAfterSeconds * 1000).toISOString() } : {}),
    statusCalls: 0,
    credited: false,
    createdAt: db.now().toISOString(),
  };
  db.state.deposits[deposit.reference] = deposit;
  const base = { reference: deposit.reference, methodId: method.method };
  const provider = `${context.providerOrigin}/payment.html`;
  const query = `reference=${encodeURIComponent(deposit.reference)}&amount=${encodeURIComponent(amount)}&currency=${currency}&returnOrigin=${encodeURIComponent(context.siteOrigin)}`;
  switch (outcome.kind) {
    case 'finish': {
      const params = offlineFinishParams(method.method, deposit.reference, { ...body, amount }, db.now());
      if (params) return { data: { ...base, type: 'finish', params }, loseAnswer: false };
      return {
        data: { ...base, type: 'finish', params: [{ name: 'reference', value: deposit.reference }, { name: 'iban', value: 'HU42 1177 3016 1111 1018 0000 0000' }, { name: 'chargeId', value: 'ch_1' }, { name: 'expiresAt', value: new Date(db.now().getTime() + 15 * 60_000).toISOString() }] },
        loseAnswer: false,
      };
    }
    case 'redirect':
      // the e-wallet's provider (100027) expects its form posted into a frame on the casino's page: it answers as a frame
      return {
        data: { ...base, type: 'form', url: `${provider}?${query}&mode=${method.method === FORM_IN_FRAME_METHOD ? 'frame' : 'redirect'}`, method: 'POST', params: [{ name: 'reference', value: deposit.reference }, { name: 'amount', value: amount }] },
        loseAnswer: false,
      };
    case 'frame':
      // `path`: the route the provider names for after its frame (only methods with routePushAfterFrame follow it)
      // cents .13: a frame on a page that is no provider's (the app says "Frame is not supported" and frames nothing)
      if (outcome.offOrigin) return { data: { ...base, type: 'frame', url: `https://payments.example.invalid/frame?${query}` }, loseAnswer: false };
      return { data: { ...base, type: 'frame', url: `${provider}?${query}&mode=frame`, providerReference: `prov-${deposit.reference}`, path: '/my/transactions/deposit' }, loseAnswer: false };
    case 'fingerprint':
      return {
        data: {
          ...base,
          type: 'waiting',
          providerReference: `prov-${deposit.reference}`,
          useFingerPrint: true,
          fingerPrintUrl: `${context.providerOrigin}/interfaces/fingerprint.html?reference=${encodeURIComponent(deposit.reference)}&returnOrigin=${encodeURIComponent(context.siteOrigin)}${outcome.wrongNonce ? '&answer=wrong-nonce' : ''}`,
        },
        loseAnswer: false,
      };
    case 'threeDSecure':
      // the card holder's bank asks for a 3-D Secure check: its page is on the bank's origin, not the payment provider's
      return {
        data: { ...base, type: 'threeDSecure', url: `${context.threeDsOrigin}/three-d-secure.html?${query}`, providerReference: `prov-${deposit.reference}` },
        loseAnswer: false,
      };
    case 'lostAnswer':
      return { data: { ...base, type: 'waiting' }, loseAnswer: existing === undefined };
    case 'slowAnswer':
      return { data: { ...base, type: 'waiting' }, loseAnswer: false, delayMs: SLOW_ANSWER_MS };
    default:
      return { data: { ...base, type: 'waiting' }, loseAnswer: false };
  }
}
