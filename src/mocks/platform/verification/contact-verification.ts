import type { ContactChannel, ContactChannelStatus, ContactVerificationStatus } from '../../../api/endpoints';
import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { platformFailure, type PlatformFailure } from '../platform-failure';
import { emptyVerificationState, type ContactChannelRecord, type ContactCodeRecord } from './verification-state';

/** How long a code message stays valid (SCENARIOS.md "Phone and e-mail verification"). */
export const CONTACT_CODE_VALIDITY_MS = 5 * 60_000;
/** Wrong code entries a channel allows before the player has to contact support. */
export const CONTACT_CODE_ATTEMPTS = 3;
/** Code messages a channel may send (198 after that). */
export const CONTACT_CODE_MESSAGES = 4;

export const CONTACT_CHANNELS: readonly ContactChannel[] = ['phoneNumber', 'email'];

export function isContactChannel(value: unknown): value is ContactChannel {
  return value === 'phoneNumber' || value === 'email';
}

type Answer = { data: ContactChannelStatus } | { failure: PlatformFailure };

function isVerified(player: MockPlayer, channel: ContactChannel): boolean {
  return channel === 'email' ? player.emailVerified : player.phoneVerified;
}

function recordOf(db: MockDb, player: MockPlayer, channel: ContactChannel): ContactChannelRecord {
  const state = (db.state.verification ??= emptyVerificationState());
  const contacts = (state.contacts[player.id] ??= {});
  return (contacts[channel] ??= { transactions: [], remainingAttempts: CONTACT_CODE_ATTEMPTS });
}

function isExpired(db: MockDb, transaction: ContactCodeRecord): boolean {
  return db.now().getTime() > Date.parse(transaction.expiresAt);
}

/** One channel as the platform answers it (spec 1 §3). */
export function channelStatus(db: MockDb, player: MockPlayer, channel: ContactChannel): ContactChannelStatus {
  const record = recordOf(db, player, channel);
  const last = record.transactions.at(-1);
  const needed = !isVerified(player, channel);
  return {
    ask: needed,
    needed,
    remainingAttempts: record.remainingAttempts,
    lastTransaction: last ? { expired: isExpired(db, last), verified: last.verified } : null,
    sentNumber: record.transactions.length,
    value: channel === 'email' ? player.email : player.phoneNumber,
  };
}

export function contactStatus(db: MockDb, player: MockPlayer): ContactVerificationStatus {
  return { phoneNumber: channelStatus(db, player, 'phoneNumber'), email: channelStatus(db, player, 'email') };
}

/**
 * A six-digit code; a real platform texts or e-mails it, QA reads it with GET /api/__mock/last-verification-code.
 * Never one of the channel's earlier codes, so an earlier message's code is always 209 (used up), never the current one.
 */
function newCode(earlier: readonly string[]): string {
  for (;;) {
    const value = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
    const code = String(100_000 + (value % 900_000));
    if (!earlier.includes(code)) return code;
  }
}

/** Sends a code message: 193 verified already, 198 the message limit, else a new transaction (earlier codes are used up). */
export function sendContactCode(db: MockDb, player: MockPlayer, channel: ContactChannel): Answer {
  if (isVerified(player, channel)) return { failure: platformFailure(193) };
  const record = recordOf(db, player, channel);
  if (record.remainingAttempts <= 0) return { failure: platformFailure(310) };
  if (record.transactions.length >= CONTACT_CODE_MESSAGES) return { failure: platformFailure(198) };
  const now = db.now();
  record.transactions.push({
    code: newCode(record.transactions.map((transaction) => transaction.code)),
    sentAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + CONTACT_CODE_VALIDITY_MS).toISOString(),
    verified: false,
  });
  return { data: channelStatus(db, player, channel) };
}

/**
 * Checks a code: 193 verified already, 209 the code of an earlier message (used up by the
 * re-send), 194 the current code after its validity, 195 a wrong code (one attempt less; with
 * none left the channel needs support: 310).
 */
export function verifyContactCode(db: MockDb, player: MockPlayer, channel: ContactChannel, code: unknown): Answer {
  if (isVerified(player, channel)) return { failure: platformFailure(193) };
  const record = recordOf(db, player, channel);
  if (record.remainingAttempts <= 0) return { failure: platformFailure(310) };
  const current = record.transactions.at(-1);
  if (typeof code !== 'string' || code === '' || !current) return { failure: platformFailure(195, { remainingAttempts: record.remainingAttempts }) };
  if (code !== current.code && record.transactions.slice(0, -1).some((earlier) => earlier.code === code)) return { failure: platformFailure(209) };
  if (code === current.code && isExpired(db, current)) return { failure: platformFailure(194) };
  if (code !== current.code) {
    record.remainingAttempts -= 1;
    return { failure: platformFailure(195, { remainingAttempts: record.remainingAttempts }) };
  }
  current.verified = true;
  if (channel === 'email') player.emailVerified = true;
  else player.phoneVerified = true;
  return { data: channelStatus(db, player, channel) };
}

/** Changes a channel's value (already validated by the channel's form): 105 an e-mail another player has; the channel starts over unverified. */
export function updateContact(db: MockDb, player: MockPlayer, channel: ContactChannel, value: string): Answer {
  if (channel === 'email') {
    const other = db.findPlayerByEmail(value);
    if (other && other.id !== player.id) return { failure: platformFailure(105) };
    player.email = value;
    player.emailVerified = false;
  } else {
    player.phoneNumber = value;
    player.phoneVerified = false;
  }
  const record = recordOf(db, player, channel);
  record.transactions = [];
  record.remainingAttempts = CONTACT_CODE_ATTEMPTS;
  return { data: channelStatus(db, player, channel) };
}

/** The code of the channel's last message, for QA and e2e (what the SMS or e-mail would say). */
export function lastContactCode(db: MockDb, player: MockPlayer, channel: ContactChannel): string | undefined {
  return recordOf(db, player, channel).transactions.at(-1)?.code;
}
