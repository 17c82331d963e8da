import type { WithdrawalDetails } from '../../../api/endpoints/withdrawal';
import type { MarketId } from '../../../engine/market';
import { compareDecimalStrings } from '../../../engine/runtime-inputs/shape-checks';
import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { seedWallet } from '../../db/seed-wallet';
import { ibanVerificationOf } from './iban-verification';
import { withdrawalMethodsFor } from './withdrawal-method-catalogue';

/** Markets whose operator asks for the password before a withdrawal (the platform's askPassword). */
const ASK_PASSWORD = new Set<MarketId>(['HUN', 'GBR']);

/**
 * What withdrawalDetails answers for the player: the market's payout methods, the wallet's cash,
 * cash reserve, promo balance and turnover still to wager; bonuses are forfeited (the revoke
 * confirmation) when the player has a promo balance. An e-mail starting with `withdrawals` has two
 * pending withdrawals; the IBAN check's status is iban-verification.ts's (`ibanverified…`: 284 is then ignored).
 */
export function withdrawalDetailsOf(db: MockDb, player: MockPlayer, market: MarketId): WithdrawalDetails {
  const wallet = db.state.wallets[player.id] ?? seedWallet(player.currency);
  const pending = player.email.startsWith('withdrawals') ? 2 : 0;
  const left = compareDecimalStrings(wallet.totalTurnover, wallet.currentTurnover) > 0 ? subtract(wallet.totalTurnover, wallet.currentTurnover) : '0.00';
  return {
    methods: withdrawalMethodsFor(market, player.currency),
    walletCurrency: player.currency,
    cashBalance: wallet.cash,
    cashReserve: wallet.cashReserve,
    promoBalance: wallet.promo,
    turnoverLimit: left,
    revokeBonuses: compareDecimalStrings(wallet.promo, '0') > 0,
    askPassword: ASK_PASSWORD.has(market),
    paymentDetailsVerificationRequired: false,
    hasPendingWithdrawal: pending > 0,
    pendingWithdrawalCount: pending,
    ibanVerificationStatus: ibanVerificationOf(db, player).status,
  };
}

/** a − b of two 2-decimal strings (a ≥ b), in integer hundredths */
function subtract(a: string, b: string): string {
  const cents = (value: string) => {
    const [whole = '0', fraction = ''] = value.split('.');
    return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  };
  const difference = cents(a) - cents(b);
  return `${difference / 100n}.${String(difference % 100n).padStart(2, '0')}`;
}
