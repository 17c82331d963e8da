import { TIMEOUTS } from '../timeouts';
import type { DecimalString, EndpointTable } from './definition';

/** The transaction lists of /my/transactions/{type} (issue 16 §4; the spec names the route and filters, not the columns). */
export const TRANSACTION_TYPES = ['game', 'deposit', 'withdrawal', 'promo', 'free-rounds', 'betting'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_STATUSES = ['pending', 'completed', 'rejected', 'cancelled'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export interface TransactionsQuery {
  type: TransactionType;
  /** absent: every status */
  status?: TransactionStatus;
  /** inclusive calendar dates (YYYY-MM-DD, the player's dates) */
  from?: string;
  to?: string;
  /** 1-based */
  page: number;
}

export interface TransactionEntry {
  reference: string;
  at: string;
  /** signed two-decimal amount in the wallet currency: money in is positive, money out negative */
  amount: DecimalString;
  currency: string;
  status: TransactionStatus;
  /** what it was: the game, the payment method, the campaign */
  description: string;
}

export interface TransactionsPage {
  items: TransactionEntry[];
  page: number;
  pageSize: number;
  total: number;
}

export interface TransactionEndpoints {
  transactions: { payload: TransactionsQuery; data: TransactionsPage };
}

export const TRANSACTION_ENDPOINTS = {
  transactions: { method: 'GET', path: '/player/transactions', timeoutMs: TIMEOUTS.details },
} as const satisfies EndpointTable<TransactionEndpoints>;
