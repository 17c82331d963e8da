import type { MessageKind } from '../../src/bridge/message-kinds';

export interface KindSamples {
  /** a message the kind accepts, echoing `nonce` where the kind has one */
  valid: (nonce: string) => Record<string, unknown>;
  /** the right envelope, a payload the schema refuses */
  malformed: (nonce: string) => Record<string, unknown>;
  /** the right envelope, another (unknown) message type */
  unknownType: (nonce: string) => Record<string, unknown>;
  /** whether a field the schema does not know is refused (true for every page we control) */
  refusesExtraFields: boolean;
}

/** One valid message per kind and its forgeries' payloads; shapes from spec 1 §4 and spec 2 §4. */
export const SAMPLES: Readonly<Record<MessageKind, KindSamples>> = {
  identification: {
    valid: (nonce) => ({ type: 'identification', value: 'done', method: 'idin', session: 's1', nonce }),
    malformed: (nonce) => ({ type: 'identification', value: 'approved', nonce }),
    unknownType: (nonce) => ({ type: 'social-login', value: 'done', nonce }),
    refusesExtraFields: true,
  },
  'social-login': {
    valid: (nonce) => ({ type: 'social-login', provider: 'google', value: 'done', token: 'social-1', state: nonce }),
    malformed: (nonce) => ({ type: 'social-login', provider: 'google', value: 'done', state: nonce }),
    unknownType: (nonce) => ({ type: 'identification', provider: 'google', value: 'done', token: 'social-1', state: nonce }),
    refusesExtraFields: true,
  },
  'payment-result': {
    valid: () => ({ type: 'deposit', value: 'confirm' }),
    malformed: () => ({ type: 'deposit', value: 42 }),
    unknownType: () => ({ type: 'withdrawal', value: 'confirm' }),
    refusesExtraFields: false,
  },
  // the withdrawal's redirect frame (issue 12): the provider's page, no nonce
  'withdrawal-result': {
    valid: () => ({ type: 'withdrawal', value: 'confirm' }),
    malformed: () => ({ type: 'withdrawal', value: 42 }),
    unknownType: () => ({ type: 'deposit', value: 'confirm' }),
    refusesExtraFields: false,
  },
  // iDenfy's verification frame (spec 1 §2, §4 "Identity frame"): a third party, no nonce
  idenfy: {
    valid: () => ({ status: 'approved', manualStatus: 'waiting' }),
    malformed: () => ({ status: 'approved', manualStatus: ['waiting'] }),
    unknownType: () => ({ type: 'deposit', value: 'approved' }),
    refusesExtraFields: false,
  },
  // the automatic providers' return page /interfaces/message.html (spec 1 §4): ours, so it echoes the nonce
  verification: {
    valid: (nonce) => ({ type: 'verification', value: 'done', nonce }),
    malformed: (nonce) => ({ type: 'verification', value: 'approved', nonce }),
    unknownType: (nonce) => ({ type: 'identification', value: 'done', nonce }),
    refusesExtraFields: true,
  },
  'three-ds-result': {
    valid: () => ({ payment_status: 'paid', error: null, reference: 'ref-1' }),
    malformed: () => ({ payment_status: '<img src=x>', error: null }),
    unknownType: () => ({ type: 'deposit', value: 'paid' }),
    refusesExtraFields: false,
  },
  'payment-token': {
    valid: (nonce) => ({ type: 'createPaymentToken', fields: { token: 'tok-1', expiry: '12/30' }, nonce }),
    malformed: (nonce) => ({ type: 'createPaymentToken', nonce }),
    unknownType: (nonce) => ({ type: 'createPaymentTokenLater', fields: { token: 'tok-1' }, nonce }),
    refusesExtraFields: true,
  },
  encryption: {
    valid: (nonce) => ({ type: 'encrypted', fields: { cardNumber: 'enc:AAAA' }, nonce }),
    malformed: (nonce) => ({ type: 'encrypted', fields: { cardNumber: 4111 }, nonce }),
    unknownType: (nonce) => ({ type: 'decrypted', fields: { cardNumber: '4111111111111111' }, nonce }),
    refusesExtraFields: true,
  },
  fingerprint: {
    valid: (nonce) => ({ type: 'fingerprint', value: 'done', nonce }),
    malformed: (nonce) => ({ type: 'fingerprint', value: ['done'], nonce }),
    unknownType: (nonce) => ({ type: 'fingerprints', value: 'done', nonce }),
    refusesExtraFields: true,
  },
  // the Apple Pay one-click sheet (spec 2 §7, §9 210055): an authorization carries the wallet's token, a cancel none
  'apple-pay': {
    valid: (nonce) => ({ type: 'applePay', value: 'authorized', token: 'ap_0123456789abcdef01234567', nonce }),
    malformed: (nonce) => ({ type: 'applePay', value: 'authorized', nonce }),
    unknownType: (nonce) => ({ type: 'googlePay', value: 'authorized', token: 'ap_0123456789abcdef01234567', nonce }),
    refusesExtraFields: true,
  },
};
