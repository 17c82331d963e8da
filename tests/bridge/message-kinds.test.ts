import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGE_KIND_POLICIES, parseMessage, type MessageKind } from '../../src/bridge/message-kinds';
import { MESSAGE_KINDS } from '../../src/generated/messages/types';
import { NONCE } from './bridge-harness';
import { SAMPLES } from './message-samples';

const schemaKinds = readdirSync(new URL('../../schemas/messages/', import.meta.url))
  .filter((name) => name.endsWith('.schema.json'))
  .map((name) => name.replace(/\.schema\.json$/, ''))
  .sort();

describe('message kinds', () => {
  it('are exactly the schemas of schemas/messages, each with a nonce policy and test samples', () => {
    expect([...MESSAGE_KINDS]).toEqual(schemaKinds);
    expect(Object.keys(MESSAGE_KIND_POLICIES).sort()).toEqual(schemaKinds);
    expect(Object.keys(SAMPLES).sort()).toEqual(schemaKinds);
  });

  it('require the nonce in their schema exactly when the kind binds one', async () => {
    for (const kind of schemaKinds as MessageKind[]) {
      const schema = (await import(`../../schemas/messages/${kind}.schema.json`)) as { required: string[] };
      const binding = MESSAGE_KIND_POLICIES[kind].nonce;
      if (binding) expect(schema.required, kind).toContain(binding.field);
    }
  });
});

describe('parseMessage (precompiled validators)', () => {
  it.each(schemaKinds as MessageKind[])('%s: accepts its sample and refuses its malformed and unknown-type payloads', (kind) => {
    expect(parseMessage(kind, SAMPLES[kind].valid(NONCE))).toEqual(SAMPLES[kind].valid(NONCE));
    expect(parseMessage(kind, SAMPLES[kind].malformed(NONCE))).toBeNull();
    expect(parseMessage(kind, SAMPLES[kind].unknownType(NONCE))).toBeNull();
    for (const junk of [null, undefined, 'done', 42, [SAMPLES[kind].valid(NONCE)]]) expect(parseMessage(kind, junk)).toBeNull();
  });

  it.each(['done', 'rejected', 'cancelled'])('identification: reads value %s', (value) => {
    expect(parseMessage('identification', { type: 'identification', value, nonce: NONCE })).not.toBeNull();
  });

  it.each([
    ['a cancel without a token', { value: 'cancelled', token: undefined }, true],
    ['an empty token', { token: '' }, false],
    ['a token of 200 characters', { token: 'x'.repeat(200) }, true],
    ['a token over 200 characters', { token: 'x'.repeat(201) }, false],
    ['a state that is not a bridge nonce', { state: 'n1' }, false],
  ])('social-login: %s', (_label, change, accepted) => {
    const message = JSON.parse(JSON.stringify({ ...SAMPLES['social-login'].valid(NONCE), ...change })) as unknown;
    expect(parseMessage('social-login', message) !== null).toBe(accepted);
  });

  it('three-ds-result: takes an error message and a null error; refuses an over-long one', () => {
    expect(parseMessage('three-ds-result', { payment_status: 'declined', error: 'Card declined' })).not.toBeNull();
    expect(parseMessage('three-ds-result', { payment_status: 'declined', error: 'x'.repeat(501) })).toBeNull();
  });

  it('payment-token: takes errorCreatePaymentToken without fields; refuses too many fields', () => {
    expect(parseMessage('payment-token', { type: 'errorCreatePaymentToken', error: 'gateway', nonce: NONCE })).not.toBeNull();
    const fields = Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`f${index}`, 'v']));
    expect(parseMessage('payment-token', { type: 'createPaymentToken', fields, nonce: NONCE })).toBeNull();
  });
});
