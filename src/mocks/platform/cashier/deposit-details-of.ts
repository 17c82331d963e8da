import type { DepositCampaign, DepositDetails, DepositLimits } from '../../../api/endpoints/cashier';
import type { MarketId } from '../../../engine/market';
import { addDecimals } from '../../db/add-decimals';
import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { paymentDetailsOf } from '../account/payment-details-of';
import { withContractTerms } from './contract-signing';
import { depositMethodsFor } from './deposit-method-catalogue';

/** The deposit campaigns the simulated platform offers (titles come translated from a real platform). */
export function depositCampaignsFor(market: MarketId): DepositCampaign[] {
  if (market === 'GBR') return [{ campaignId: 21, title: '50% reload bonus up to 50 GBP', amountType: 'percentage', initialAmount: '50', maxAmountCapEnabled: true, maxDepositAmount: '100', remainingPromoLimit: '50' }];
  return [
    { campaignId: 11, title: '100% welcome bonus', amountType: 'percentage', initialAmount: '100', maxAmountCapEnabled: true, maxDepositAmount: '200', remainingPromoLimit: '150' },
    { campaignId: 12, title: '10 free money', amountType: 'fixed', initialAmount: '10', maxAmountCapEnabled: false, maxDepositAmount: null, remainingPromoLimit: null },
  ];
}

/** Deposits of the player that reached `ok`. */
function successfulDeposits(db: MockDb, player: MockPlayer) {
  return Object.values(db.state.deposits ?? {}).filter((deposit) => deposit.playerId === player.id && deposit.credited);
}

/**
 * What depositDetails answers for the player: the market's methods in the wallet currency, the
 * campaigns, and the first-deposit figures from the deposits made so far; stored details wait for
 * validation while a card blocked by document has no document yet (paymentDetailsOf). An e-mail starting with
 * `withdrawals` has two pending withdrawals, `providererror` a provider error (SCENARIOS.md).
 */
export function depositDetailsOf(db: MockDb, player: MockPlayer, market: MarketId): DepositDetails {
  const deposits = successfulDeposits(db, player);
  const pendingWithdrawals = player.email.startsWith('withdrawals') ? 2 : 0;
  return {
    methods: withContractTerms(depositMethodsFor(market, player.currency), player),
    campaigns: depositCampaignsFor(market),
    walletCurrency: player.currency,
    preselectedMethod: null,
    depositedTotalAmount: addDecimals('0', ...deposits.map((deposit) => deposit.amount)),
    totalDeposits: deposits.length,
    numberOfSuccessfulDeposit: deposits.length,
    hasPendingWithdrawal: pendingWithdrawals > 0,
    pendingWithdrawalCount: pendingWithdrawals,
    paymentDetailsVerificationRequired: paymentDetailsOf(db, player).details.some((detail) => detail.blocked === 'byDocument' && detail.documentUploaded !== true),
    providerErrors: player.email.startsWith('providererror') ? [{ message: 'The name on your bank account does not match your profile.' }] : [],
    maxAmountValidation: '1000000',
  };
}

/** The cumulative limits: the SWE player and `limited@` players have daily/weekly/monthly limits set. */
export function depositLimitsOf(player: MockPlayer, market: MarketId): DepositLimits {
  const limited = market === 'SWE' || player.email.startsWith('limited');
  if (!limited) return { daily: null, weekly: null, monthly: null, maxBalanceAvailable: null };
  return {
    daily: { amount: '2000', availableAmount: '1500' },
    weekly: { amount: '5000', availableAmount: '800' },
    monthly: { amount: '10000', availableAmount: '6000' },
    maxBalanceAvailable: player.email.startsWith('limited') ? '300' : null,
  };
}
