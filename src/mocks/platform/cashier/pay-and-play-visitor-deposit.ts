import type { DepositDetails, DepositStatus, DepositSubmitResult } from '../../../api/endpoints/cashier';
import { MARKETS, type MarketId } from '../../../engine/market';
import type { PlatformSettings } from '../../../engine/platform-settings';
import { isPayAndPlayAllowed } from '../../../stores/is-pay-and-play-allowed';
import { addDecimals } from '../../db/add-decimals';
import type { MockDb } from '../../db/create-mock-db';
import { randomToken } from '../../db/random-token';
import { platformFailure, type PlatformFailure } from '../platform-failure';
import { depositMethodsFor } from './deposit-method-catalogue';
import { checkDepositAmount } from './check-deposit-amount';
import { depositOutcomeOf } from './deposit-outcome';
import type { MockDeposit } from './mock-deposit';
import { playerOfBankIdentity } from './pay-and-play-bank-identity';

/** the countries the pay-and-play provider's banks serve (schemas/cashier/methods/pay-and-play/deposit.json) */
const SERVED_COUNTRIES = new Set(['SWE', 'FIN', 'EST', 'NLD']);
const BANKS = new Set(['swedbank', 'seb', 'nordea', 'handelsbanken']);
const CONSENTS = ['privacyPolicyChecked', 'depositAgeAndPolicyChecked'] as const;

type Answer<T> = { data: T } | { failure: PlatformFailure };

/** The visitor's currency: the market's default (fe.defaultCurrency). */
function currencyOf(settings: PlatformSettings): string {
  return typeof settings.fe.defaultCurrency === 'string' ? settings.fe.defaultCurrency : 'EUR';
}

/** spec 2 §1: pay-and-play serves visitors of this market from the detected country (`?geo=`, else the market's). */
function servesVisitors(db: MockDb, market: MarketId, settings: PlatformSettings): boolean {
  const country = db.state.geoCountry ?? MARKETS.find((candidate) => candidate.id === market)?.country ?? null;
  return isPayAndPlayAllowed(settings.fe.payAndPlay, country);
}

function payAndPlayMethods(market: MarketId, settings: PlatformSettings) {
  return depositMethodsFor(market, currencyOf(settings)).filter((method) => method.payAndPlay);
}

/**
 * depositDetails for a visitor (no session) where pay-and-play serves them: the market's
 * pay-and-play method only, no campaigns, no stored details, nothing deposited yet. undefined:
 * pay-and-play does not serve this visitor (the caller answers 115, log in).
 */
export function payAndPlayVisitorDetails(db: MockDb, market: MarketId, settings: PlatformSettings): { data: DepositDetails } | undefined {
  if (!servesVisitors(db, market, settings)) return undefined;
  return {
    data: {
      methods: payAndPlayMethods(market, settings),
      campaigns: [],
      walletCurrency: currencyOf(settings),
      preselectedMethod: null,
      depositedTotalAmount: '0.00',
      totalDeposits: 0,
      numberOfSuccessfulDeposit: 0,
      hasPendingWithdrawal: false,
      pendingWithdrawalCount: 0,
      paymentDetailsVerificationRequired: false,
      providerErrors: [],
      maxAmountValidation: '1000000',
    },
  };
}

/**
 * depositSubmit for a visitor (spec 2 §3, §6): the pay-and-play method, both consents ticked, a
 * served country and a bank, a decimal amount within the method's range (above → 311). The
 * deposit waits for its player until the bank identifies them (depositStatus); the answer is the
 * provider's page in the payment frame. The cents choose the ending (SCENARIOS.md): .01 failed,
 * .02 pending for ever, anything else ok. undefined: pay-and-play does not serve this visitor.
 */
export function submitPayAndPlayVisitorDeposit(
  db: MockDb,
  market: MarketId,
  settings: PlatformSettings,
  body: Record<string, unknown>,
  context: { idempotencyKey: string; providerOrigin: string; siteOrigin: string },
): Answer<DepositSubmitResult> | undefined {
  if (!servesVisitors(db, market, settings)) return undefined;
  const method = payAndPlayMethods(market, settings).find((candidate) => candidate.method === body.method);
  if (!method) return { failure: platformFailure(196, { fields: [{ field: 'method', code: 'oneOf' }] }) };
  const unticked = CONSENTS.filter((consent) => body[consent] !== true);
  if (unticked.length > 0) return { failure: platformFailure(196, { fields: unticked.map((field) => ({ field, code: 'mustAccept' })) }) };
  const country = typeof body.country === 'string' && SERVED_COUNTRIES.has(body.country) ? body.country : undefined;
  const bank = typeof body.bank === 'string' && BANKS.has(body.bank) ? body.bank : undefined;
  if (!country || !bank) return { failure: platformFailure(196, { fields: [...(country ? [] : [{ field: 'country', code: 'oneOf' }]), ...(bank ? [] : [{ field: 'bank', code: 'oneOf' }])] }) };
  const checked = checkDepositAmount(method, body);
  if ('failure' in checked) return checked;
  const { amount, currency } = checked;
  const outcome = depositOutcomeOf(amount);
  db.state.deposits ??= {};
  const existing = Object.values(db.state.deposits).find((deposit) => deposit.idempotencyKey === context.idempotencyKey);
  const deposit: MockDeposit = existing ?? {
    reference: randomToken('dep', 8),
    playerId: '',
    idempotencyKey: context.idempotencyKey,
    method: method.method,
    amount,
    currency,
    campaignId: -1,
    finalStatus: outcome.kind === 'waiting' && outcome.finalStatus !== 'ok' ? outcome.finalStatus : 'ok',
    limitRequire: false,
    statusCalls: 0,
    credited: false,
    createdAt: db.now().toISOString(),
    payAndPlay: { country, bank, privacyPolicyChecked: true, depositAgeAndPolicyChecked: true },
  };
  db.state.deposits[deposit.reference] = deposit;
  const query = `reference=${encodeURIComponent(deposit.reference)}&amount=${encodeURIComponent(amount)}&currency=${currency}&returnOrigin=${encodeURIComponent(context.siteOrigin)}`;
  return {
    data: { type: 'frame', reference: deposit.reference, methodId: method.method, url: `${context.providerOrigin}/payment.html?${query}&mode=frame`, providerReference: `prov-${deposit.reference}` },
  };
}

/**
 * depositStatus of a visitor's pay-and-play deposit (by reference, no session): pending on the
 * first call, then its ending. At ok the bank identity finds or registers the player
 * (playerOfBankIdentity), their wallet is credited once, and a single-use login code is minted:
 * the answer carries it until it is used (loginByToken with the consents). undefined: no such
 * visitor deposit (the caller answers 115).
 */
export function payAndPlayVisitorStatus(db: MockDb, reference: string): { data: DepositStatus } | undefined {
  const deposit = db.state.deposits?.[reference];
  if (!deposit?.payAndPlay) return undefined;
  deposit.statusCalls += 1;
  const status = deposit.statusCalls === 1 ? 'pending' : deposit.finalStatus;
  if (status === 'ok' && !deposit.credited) {
    const player = playerOfBankIdentity(db, deposit.payAndPlay, deposit.currency);
    deposit.playerId = player.id;
    const wallet = db.walletOf(player);
    wallet.cash = addDecimals(wallet.cash, deposit.amount);
    deposit.credited = true;
    const loginCode = randomToken('login', 12);
    db.state.loginTokens[loginCode] = { token: loginCode, email: player.email, singleUse: true, payAndPlayDeposit: deposit.reference };
    deposit.payAndPlay.loginCode = loginCode;
  }
  const code = deposit.payAndPlay.loginCode;
  const unused = code !== undefined && db.state.loginTokens[code] !== undefined;
  return { data: { status, reference, amount: deposit.amount, currency: deposit.currency, ...(status === 'ok' && unused ? { loginCode: code } : {}) } };
}
