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

/** One iDenfy verification: who started it (a player id, or null for a visitor) and when. */
export interface IdenfySessionRecord {
  token: string;
  playerId: string | null;
  startedAt: string;
  /** the outcome once the platform has read it from the provider (a verification counts once) */
  outcome?: 'approved' | 'failed' | 'cancelled' | 'expired';
  /** an approval is reviewed by hand first: the first status check after it still answers pending */
  reviewed?: boolean;
}

/** One automatic identity verification (spec 1 §4 "Account validation"): the provider session a player started. */
export interface AutomaticSessionRecord {
  session: string;
  provider: string;
  playerId: string;
  startedAt: string;
  /** the provider's decision once the platform has read it (a verification counts once) */
  outcome?: 'approved' | 'rejected';
}

/** What the simulated platform remembers of verification (per tab, with the rest of the database). */
export interface VerificationMockState {
  /** by player id, then channel */
  contacts: Record<string, Partial<Record<ContactChannel, ContactChannelRecord>>>;
  /** identity verifications answered, by player id or registration token (QA reads them back) */
  identityVerifications: { method: string; subject: string; at: string }[];
  /** iDenfy verifications started, by verificationToken (the provider simulator's session id) */
  idenfySessions?: Record<string, IdenfySessionRecord>;
  /** automatic verifications started, oldest first */
  automaticSessions?: AutomaticSessionRecord[];
  /** accepted AML questionnaires (the answers as sent) */
  amlQuestionnaires?: { playerId: string; at: string; answers: Record<string, unknown> }[];
}

export function emptyVerificationState(): VerificationMockState {
  return { contacts: {}, identityVerifications: [] };
}
