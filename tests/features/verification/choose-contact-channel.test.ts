import { describe, expect, it } from 'vitest';
import type { ContactChannelStatus, ContactVerificationStatus } from '../../../src/api/endpoints';
import { chooseContactChannel, hasActiveCode, pendingContactChannels } from '../../../src/features/verification/choose-contact-channel';

const channel = (over: Partial<ContactChannelStatus> = {}): ContactChannelStatus => ({
  ask: false,
  needed: false,
  remainingAttempts: 3,
  lastTransaction: null,
  sentNumber: 0,
  value: '',
  ...over,
});
const status = (phone: Partial<ContactChannelStatus>, email: Partial<ContactChannelStatus>): ContactVerificationStatus => ({ phoneNumber: channel(phone), email: channel(email) });
const pending = { ask: true, needed: true };

describe('phone and e-mail verification: which channel (spec 1 §4)', () => {
  it('the chosen type if pending', () => {
    expect(chooseContactChannel(status(pending, pending), 'phoneNumber')).toBe('phoneNumber');
    expect(chooseContactChannel(status(pending, pending), 'email')).toBe('email');
  });
  it('else the other if pending', () => {
    expect(chooseContactChannel(status({}, pending), 'phoneNumber')).toBe('email');
    expect(chooseContactChannel(status(pending, {}), 'email')).toBe('phoneNumber');
  });
  it('else e-mail if needed, else phone', () => {
    expect(chooseContactChannel(status({ needed: true }, { needed: true }), null)).toBe('email');
    expect(chooseContactChannel(status({ needed: true }, {}), 'email')).toBe('phoneNumber');
    expect(chooseContactChannel(status({}, {}), null)).toBe('phoneNumber');
  });
  it('offers the selector only when both are pending', () => {
    expect(pendingContactChannels(status(pending, pending))).toEqual(['email', 'phoneNumber']);
    expect(pendingContactChannels(status(pending, {}))).toEqual(['phoneNumber']);
    expect(pendingContactChannels(null)).toEqual([]);
  });
  it('"re-send code" once a non-expired unverified message exists', () => {
    expect(hasActiveCode(channel())).toBe(false);
    expect(hasActiveCode(channel({ lastTransaction: { expired: false, verified: false } }))).toBe(true);
    expect(hasActiveCode(channel({ lastTransaction: { expired: true, verified: false } }))).toBe(false);
    expect(hasActiveCode(channel({ lastTransaction: { expired: false, verified: true } }))).toBe(false);
  });
});
