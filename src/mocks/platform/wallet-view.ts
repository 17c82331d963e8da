import type { Wallet } from '../../api/endpoints';
import { addDecimals } from '../db/add-decimals';
import type { MockWallet } from '../db/mock-types';

/** The wallet answer; balance is cash plus promo money, summed exactly. */
export function walletView(wallet: MockWallet): Wallet {
  return {
    currency: wallet.currency,
    cash: wallet.cash,
    cashReserve: wallet.cashReserve,
    promo: wallet.promo,
    balance: addDecimals(wallet.cash, wallet.promo),
    bettingBonus: wallet.bettingBonus,
    liveCasinoBonus: { playableBonus: wallet.liveCasinoBonus },
    cashBack: wallet.cashBack,
    freeSpins: wallet.freeSpins,
    freeMoney: wallet.freeMoney,
    savingCash: wallet.savingCash,
    bonusDeduction: wallet.bonusDeduction,
    currentTurnover: wallet.currentTurnover,
    totalTurnover: wallet.totalTurnover,
    statusPoints: wallet.statusPoints,
  };
}
