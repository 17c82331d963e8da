import { TIMEOUTS } from '../timeouts';
import type { DecimalString, EndpointTable } from './definition';

/** The wallet (spec 2, spec 3 §4); deposits and withdrawals join here (`creates: 'deposit' | 'withdrawal'`). */
export interface Wallet {
  currency: string;
  cash: DecimalString;
  cashReserve: DecimalString;
  promo: DecimalString;
  balance: DecimalString;
  bettingBonus: DecimalString;
  liveCasinoBonus: { playableBonus: DecimalString };
  cashBack: DecimalString;
  freeSpins: number;
  freeMoney: DecimalString;
  savingCash: DecimalString;
  bonusDeduction: DecimalString;
  currentTurnover: DecimalString;
  totalTurnover: DecimalString;
  statusPoints: number;
}

export interface WalletEndpoints {
  wallet: { payload: undefined; data: Wallet };
}

export const WALLET_ENDPOINTS = {
  wallet: { method: 'GET', path: '/player/wallet', timeoutMs: TIMEOUTS.details },
} as const satisfies EndpointTable<WalletEndpoints>;
