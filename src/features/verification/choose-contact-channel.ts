import type { ContactChannel, ContactChannelStatus, ContactVerificationStatus } from '../../api/endpoints';

const OTHER: Readonly<Record<ContactChannel, ContactChannel>> = { phoneNumber: 'email', email: 'phoneNumber' };

/**
 * The channel the verification shows (spec 1 §4): the chosen type if pending, else the other if
 * pending, else e-mail if needed, else phone.
 */
export function chooseContactChannel(status: ContactVerificationStatus, chosen: ContactChannel | null): ContactChannel {
  if (chosen !== null && status[chosen].ask) return chosen;
  const other = chosen !== null ? OTHER[chosen] : 'email';
  if (status[other].ask) return other;
  if (status.phoneNumber.ask) return 'phoneNumber';
  if (status.email.needed) return 'email';
  return 'phoneNumber';
}

/** The channels waiting for verification now (the selector shows when both are). */
export function pendingContactChannels(status: ContactVerificationStatus | null): ContactChannel[] {
  if (status === null) return [];
  return (['email', 'phoneNumber'] as const).filter((channel) => status[channel].ask);
}

/** A code message exists that is neither expired nor verified: the code input and re-send are shown. */
export function hasActiveCode(channel: ContactChannelStatus): boolean {
  return channel.lastTransaction !== null && !channel.lastTransaction.expired && !channel.lastTransaction.verified;
}

export function isContactChannel(value: unknown): value is ContactChannel {
  return value === 'phoneNumber' || value === 'email';
}
