import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { IbanVerification, IbanVerificationStatus } from '../../../api/endpoints/withdrawal';
import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { platformFailure, type PlatformFailure } from '../platform-failure';

/** The document type the IBAN check's document step uploads: a bank statement naming the holder and the IBAN. */
export const IBAN_DOCUMENT_TYPE = 'bankStatement';
/** spec 2 §3 IBAN form: the abbreviated name as a bank writes it (our limit; the spec shows none). */
const ABBREVIATED_NAME_MAX = 64;

/** One player's IBAN check as the simulated back office keeps it. */
export interface MockIbanVerification {
  status: IbanVerificationStatus;
  iban: string;
  abbreviatedName: string;
  /** when the check was asked for: a bank statement uploaded since then is under review */
  requestedAt: string;
}

/** Where a player starts before any check (SCENARIOS.md): by the e-mail's start, else to be verified. */
function seededStatus(player: MockPlayer): IbanVerificationStatus {
  if (player.email.startsWith('ibanverified')) return 'verified';
  if (player.email.startsWith('ibanuploaded')) return 'uploaded';
  if (player.email.startsWith('ibandocument')) return 'needToProvideDocument';
  return 'needToBeVerified';
}

/** The country, check digits and last four characters; the rest as bullets. */
function masked(iban: string): string {
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}

/**
 * Where the player's IBAN check stands (spec 2 §3 ibanVerificationStatus): after a check was
 * asked for, the back office wants a document (needToProvideDocument); once a bank statement
 * has been uploaded since, it is under review (uploaded) — the back office never approves on its
 * own here; a player whose e-mail starts with `ibanverified` is verified.
 */
export function ibanVerificationOf(db: MockDb, player: MockPlayer): IbanVerification {
  const record = db.state.ibanVerifications?.[player.id];
  const status = record?.status ?? seededStatus(player);
  const statementSince = (since: string | undefined) =>
    db.state.documents.some((document) => document.playerId === player.id && document.type === IBAN_DOCUMENT_TYPE && (since === undefined || document.uploadedAt >= since));
  const reviewed = status === 'needToProvideDocument' && statementSince(record?.requestedAt) ? 'uploaded' : status;
  return { status: reviewed, maskedIban: record ? masked(record.iban) : null };
}

/**
 * verifyIban (spec 2 §7: abbreviatedName, ibanNumber): both required (spec 2 §5), the IBAN valid by
 * structure and checksum; a verified IBAN stays verified. The check is recorded and the back office
 * asks for a bank statement (needToProvideDocument).
 */
export function verifyIban(db: MockDb, player: MockPlayer, body: Record<string, unknown>): { data: IbanVerification } | { failure: PlatformFailure } {
  const name = typeof body.abbreviatedName === 'string' ? body.abbreviatedName.trim() : '';
  const iban = typeof body.ibanNumber === 'string' ? (electronicFormatIBAN(body.ibanNumber) ?? '') : '';
  const fields: { field: string; code: string }[] = [];
  if (name === '') fields.push({ field: 'abbreviatedName', code: 'required' });
  else if (name.length > ABBREVIATED_NAME_MAX) fields.push({ field: 'abbreviatedName', code: 'maxLength' });
  if (iban === '') fields.push({ field: 'ibanNumber', code: 'required' });
  else if (!isValidIBAN(iban)) fields.push({ field: 'ibanNumber', code: 'iban' });
  if (fields.length > 0) return { failure: platformFailure(196, { fields }) };
  const current = ibanVerificationOf(db, player);
  if (current.status === 'verified') return { data: current };
  db.state.ibanVerifications ??= {};
  db.state.ibanVerifications[player.id] = { status: 'needToProvideDocument', iban, abbreviatedName: name, requestedAt: db.now().toISOString() };
  return { data: ibanVerificationOf(db, player) };
}
