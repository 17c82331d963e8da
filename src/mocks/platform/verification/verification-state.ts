import type { ContactChannel } from '../../../api/endpoints';

/** One code message of a channel: valid until `expiresAt`; superseded by a later message. */
export interface ContactCodeRecord {
  code: string;
  sentAt: string;
  expiresAt: string;
  verified: boolean;
}

/** A player's channel: the code messages sent (newest last) and the wrong entries left. */
export interface ContactChannelRecord {
  transactions: ContactCodeRecord[];
  remainingAttempts: number;
}

/** What the simulated platform remembers of verification (per tab, with the rest of the database). */
export interface VerificationMockState {
  /** by player id, then channel */
  contacts: Record<string, Partial<Record<ContactChannel, ContactChannelRecord>>>;
  /** identity verifications answered, by player id or registration token (QA reads them back) */
  identityVerifications: { method: string; subject: string; at: string }[];
  /** accepted AML questionnaires (the answers as sent) */
  amlQuestionnaires?: { playerId: string; at: string; answers: Record<string, unknown> }[];
}

export function emptyVerificationState(): VerificationMockState {
  return { contacts: {}, identityVerifications: [] };
}
