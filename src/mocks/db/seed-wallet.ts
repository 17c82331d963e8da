import type { MockWallet } from './mock-types';

/** Typical balances per currency, so amounts look plausible in each market. */
const CASH_BY_CURRENCY: Readonly<Record<string, string>> = {
  HUF: '125000.00',
  EUR: '1234.50',
  SEK: '5000.00',
  GBP: '250.00',
  RON: '800.00',
  USD: '1000.00',
};

export function seedWallet(currency: string, overrides: Partial<MockWallet> = {}): MockWallet {
  return {
    currency,
    cash: CASH_BY_CURRENCY[currency] ?? '100.00',
    cashReserve: '0.00',
    promo: '0.00',
    bettingBonus: '0.00',
    liveCasinoBonus: '0.00',
    cashBack: '0.00',
    freeSpins: 0,
    freeMoney: '0.00',
    savingCash: '0.00',
    bonusDeduction: '0.00',
    currentTurnover: '0.00',
    totalTurnover: '0.00',
    statusPoints: 0,
    ...overrides,
  };
}

/** A freshly registered player's empty wallet. */
export function emptyWallet(currency: string): MockWallet {
  return seedWallet(currency, { cash: '0.00' });
}
