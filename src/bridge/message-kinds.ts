import validators from '../generated/messages/validators';
import type { MessageOfKind } from '../generated/messages/types';
import { FRAGMENT_NONCE, type NonceBinding } from './nonce';

export type { MessageOfKind } from '../generated/messages/types';

/** A message kind: one schema in schemas/messages/<kind>.schema.json, one precompiled validator. */
export type MessageKind = keyof MessageOfKind;

export interface MessageKindPolicy {
  /**
   * How the channel nonce travels, or null: an explicit opt-out for a real third party whose
   * messages we cannot change (the origin, the source window and the schema still apply).
   */
  nonce: NonceBinding | null;
}

/**
 * Every kind the bridge accepts. A nonce is required wherever we control both sides (our provider
 * simulators and the platform's own interface pages); only third-party pages opt out.
 */
export const MESSAGE_KIND_POLICIES: Readonly<Record<MessageKind, MessageKindPolicy>> = {
  identification: { nonce: FRAGMENT_NONCE },
  // the OAuth-style `state` is the nonce a social provider already echoes
  'social-login': { nonce: { in: 'query', param: 'state', field: 'state' } },
  // the payment provider's own frame and the 3-D Secure page (spec 2 §4) cannot echo one
  'payment-result': { nonce: null },
  // the withdrawal's redirect frame (issue 12): the provider's page, like the deposit frame
  'withdrawal-result': { nonce: null },
  'three-ds-result': { nonce: null },
  // iDenfy's verification frame (spec 1 §2) posts {status, manualStatus} and cannot echo one either
  idenfy: { nonce: null },
  // the automatic identity providers' way back (spec 1 §4): the app's own /interfaces/message.html, so it echoes it
  verification: { nonce: FRAGMENT_NONCE },
  // hidden frames on /interfaces/… (spec 2 §7): our pages, so they echo it
  'payment-token': { nonce: FRAGMENT_NONCE },
  encryption: { nonce: FRAGMENT_NONCE },
  fingerprint: { nonce: FRAGMENT_NONCE },
  // the Apple Pay one-click sheet (spec 2 §7 /interfaces/safecharge-applepay.html, method 210055): our interface page, so it echoes it
  'apple-pay': { nonce: FRAGMENT_NONCE },
};

/** The payload as a message of `kind`, or null when the precompiled schema refuses it. */
export function parseMessage<K extends MessageKind>(kind: K, data: unknown): MessageOfKind[K] | null {
  const validate = validators[kind];
  return validate(data) ? (data as MessageOfKind[K]) : null;
}
