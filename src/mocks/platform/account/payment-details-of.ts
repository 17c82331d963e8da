import type { PaymentDetailsData, StoredPaymentDetailView } from '../../../api/endpoints';
import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { STORED_CARDS } from '../cashier/deposit-method-catalogue';

/**
 * The stored payment details (/my/payment-details, spec 2 §3): a verified player has the cashier's
 * stored cards — one per blocked state — and a bank account; anyone else has none yet. A card
 * blocked by document for which the player uploaded a `paymentDetail` document (its name
 * `paymentDetail-<reference>`, the 259 validation) is waiting for review: `documentUploaded`.
 */
export function paymentDetailsOf(db: MockDb, player: MockPlayer): PaymentDetailsData {
  if (!player.verified) return { details: [] };
  const documented = new Set(db.state.documents.filter((document) => document.playerId === player.id && document.type === 'paymentDetail').map((document) => document.name));
  const cards: StoredPaymentDetailView[] = STORED_CARDS.map((card, index) => ({
    storedDetailReference: card.storedDetailReference,
    method: 'card',
    description: card.description,
    addedAt: `2026-0${index + 1}-15T10:00:00.000Z`,
    blocked: card.blocked,
    ...(card.blocked === 'byDocument' && documented.has(`paymentDetail-${card.storedDetailReference}`) ? { documentUploaded: true } : {}),
  }));
  return {
    details: [...cards, { storedDetailReference: 5, method: 'bankAccount', description: 'HU42 1177 3016 •••• •••• 0000', addedAt: '2026-06-01T09:30:00.000Z', blocked: 'none' }],
  };
}
