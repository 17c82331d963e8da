/**
 * The payment-method logos settings may list (`fe.paymentLogos`, enum in
 * schemas/meta/settings.schema.json): each is a same-origin SVG under public/brand/payments/ and
 * its brand name is the image's text alternative (a proper noun, the same in every language).
 */
export const PAYMENT_LOGOS = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  trustly: 'Trustly',
  skrill: 'Skrill',
  paysafecard: 'paysafecard',
  'bank-transfer': 'Bank transfer',
  swish: 'Swish',
  ideal: 'iDEAL',
} as const;

export type PaymentLogoId = keyof typeof PAYMENT_LOGOS;

export interface PaymentLogo {
  id: PaymentLogoId;
  name: string;
  src: string;
}

/** The served list in order; an unknown id (a newer platform) is skipped, never shown broken. */
export function paymentLogos(value: unknown): PaymentLogo[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((id): id is PaymentLogoId => typeof id === 'string' && Object.hasOwn(PAYMENT_LOGOS, id))
    .map((id) => ({ id, name: PAYMENT_LOGOS[id], src: `/brand/payments/${id}.svg` }));
}
