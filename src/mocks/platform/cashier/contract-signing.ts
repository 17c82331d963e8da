import type { ContractState, ContractStatus, DepositMethod } from '../../../api/endpoints/cashier';
import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { platformFailure, type PlatformFailure } from '../platform-failure';

/** The payment card (1140001, spec 2 §9) whose contract a `contract…` player signs before paying with it. */
const CONTRACT_METHOD = 1140001;
/** The back office approves a signed contract this long after the signature (the platform's clock: a fake clock moves it). */
export const CONTRACT_REVIEW_MS = 60_000;

/** Players whose card comes with a contract (SCENARIOS.md): the e-mail starts with `contract`. */
function hasContractTerms(player: MockPlayer): boolean {
  return player.email.startsWith('contract');
}

/**
 * The methods as the platform lists them to this player: for a `contract…` player the payment card
 * carries depositAgreement and depositAgreementRequired (spec 2 §3, §6: the requirement is per method).
 */
export function withContractTerms(methods: DepositMethod[], player: MockPlayer): DepositMethod[] {
  if (!hasContractTerms(player)) return methods;
  return methods.map((method) => (method.method === CONTRACT_METHOD ? { ...method, depositAgreement: true, depositAgreementRequired: true } : method));
}

/**
 * Where the player's contract stands (spec 2 §3 cardStatus): unsigned → unverified (a
 * `contractrejected…` player: rejected); signed → pending, approved CONTRACT_REVIEW_MS later.
 */
export function contractStatusOf(db: MockDb, player: MockPlayer): ContractState {
  const record = db.state.contracts?.[player.id];
  if (!record) return { cardStatus: player.email.startsWith('contractrejected') ? 'rejected' : 'unverified' };
  const reviewed = db.now().getTime() - new Date(record.signedAt).getTime() >= CONTRACT_REVIEW_MS;
  return { cardStatus: record.cardStatus === 'pending' && reviewed ? 'approved' : record.cardStatus };
}

/**
 * signDocuments (spec 2 §7): the signature is recorded and the contract waits for the back
 * office (pending). A contract already signed stays as it is; a rejected one cannot be signed
 * again here (contact support: 196).
 */
export function signDocuments(db: MockDb, player: MockPlayer, body: Record<string, unknown>): { data: ContractState } | { failure: PlatformFailure } {
  if (body.accepted !== true) return { failure: platformFailure(196, { fields: [{ field: 'accepted', code: 'mustAccept' }] }) };
  const current: ContractStatus = contractStatusOf(db, player).cardStatus;
  if (current === 'rejected') return { failure: platformFailure(196, { fields: [{ field: '', code: 'contractRejected' }] }) };
  if (current === 'unverified') db.state.contracts = { ...db.state.contracts, [player.id]: { cardStatus: 'pending', signedAt: db.now().toISOString() } };
  return { data: contractStatusOf(db, player) };
}

/** A deposit with a method whose contract is required but not approved is refused (196 at the method). */
export function contractRefusal(db: MockDb, player: MockPlayer, method: DepositMethod): PlatformFailure | undefined {
  if (!method.depositAgreementRequired || contractStatusOf(db, player).cardStatus === 'approved') return undefined;
  return platformFailure(196, { fields: [{ field: 'method', code: 'contractRequired' }] });
}
