import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionEntry,
  type TransactionStatus,
  type TransactionType,
  type TransactionsPage,
} from '../../../api/endpoints';
import type { MockPlayer } from '../../db/mock-types';

const DAY_MS = 24 * 60 * 60 * 1000;
export const TRANSACTIONS_PAGE_SIZE = 10;

/** How many entries each list has, and how they look: QA reaches paging (more than 10) and every status. */
const SHAPES: Readonly<Record<TransactionType, { count: number; descriptions: readonly string[]; sign: 1 | -1; cents: readonly number[] }>> = {
  game: { count: 24, descriptions: ['Book of Ra', 'Starburst', 'Gonzo’s Quest'], sign: -1, cents: [200, 1000, 50] },
  deposit: { count: 14, descriptions: ['Visa •••• 1111', 'Bank transfer', 'Skrill'], sign: 1, cents: [500000, 1000000, 250000] },
  withdrawal: { count: 12, descriptions: ['Bank transfer', 'Visa •••• 1111'], sign: -1, cents: [2000000, 1500050] },
  promo: { count: 5, descriptions: ['Welcome bonus', 'Weekend reload'], sign: 1, cents: [500000, 250050] },
  'free-rounds': { count: 4, descriptions: ['20 free spins on Starburst', '10 free spins on Book of Ra'], sign: 1, cents: [0, 0] },
  betting: { count: 8, descriptions: ['Ferencváros – Újpest: 1', 'Over 2.5 goals'], sign: -1, cents: [100000, 50000] },
};

/** Withdrawals: the three newest are pending (the pending-withdrawals button finds them); others cycle the statuses. */
function statusOf(type: TransactionType, index: number): TransactionStatus {
  if (type === 'withdrawal' && index < 3) return 'pending';
  if (type === 'game' || type === 'free-rounds') return 'completed';
  return index % 5 === 3 ? 'rejected' : index % 7 === 4 ? 'cancelled' : 'completed';
}

function decimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** The player's entries of a type, newest first: one every 2 days back from the platform clock. */
export function allTransactions(player: MockPlayer, type: TransactionType, now: Date): TransactionEntry[] {
  const shape = SHAPES[type];
  const prefix = TRANSACTION_TYPES.indexOf(type) + 1;
  return Array.from({ length: shape.count }, (_unused, index) => ({
    reference: `T${prefix}${player.id.toUpperCase()}${String(index + 1).padStart(4, '0')}`,
    at: new Date(now.getTime() - (index * 2 + 0.25) * DAY_MS).toISOString(),
    amount: decimal(shape.sign * (shape.cents[index % shape.cents.length] ?? 0)),
    currency: player.currency,
    status: statusOf(type, index),
    description: shape.descriptions[index % shape.descriptions.length] ?? '',
  }));
}

function isDate(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/**
 * One page of a list (`GET /api/player/transactions?type&status&from&to&page`): filtered by status and
 * by the calendar dates (UTC), 10 a page. An unknown type or status answers undefined (102 by the handler).
 */
export function transactionsPage(player: MockPlayer, query: URLSearchParams, now: Date): TransactionsPage | undefined {
  const type = query.get('type');
  const status = query.get('status');
  if (!(TRANSACTION_TYPES as readonly string[]).includes(type ?? '')) return undefined;
  if (status !== null && status !== '' && !(TRANSACTION_STATUSES as readonly string[]).includes(status)) return undefined;
  const from = query.get('from');
  const to = query.get('to');
  const items = allTransactions(player, type as TransactionType, now).filter(
    (entry) =>
      (!status || entry.status === status) && (!isDate(from) || entry.at.slice(0, 10) >= from) && (!isDate(to) || entry.at.slice(0, 10) <= to),
  );
  const page = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const start = (page - 1) * TRANSACTIONS_PAGE_SIZE;
  return { items: items.slice(start, start + TRANSACTIONS_PAGE_SIZE), page, pageSize: TRANSACTIONS_PAGE_SIZE, total: items.length };
}
