import { SOURCE_OF_FUNDS_TYPES, type SourceOfFundsData, type SourceOfFundsDeclaration, type SourceOfFundsStatus, type SourceOfFundsType } from '../../../api/endpoints';
import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { platformFailure, type PlatformFailure } from '../platform-failure';
import { documentsStateOf, type MockSofState } from './documents-mock-state';

/** Monthly ranges the simulation offers in range mode ("start:end"; an open end is "more than start"). */
export const SOF_AMOUNT_RANGES = [':1000', '1000:5000', '5000:20000', '20000:'] as const;

function stateOf(db: MockDb, player: MockPlayer): MockSofState {
  const players = documentsStateOf(db).sourceOfFunds;
  let state = players[player.id];
  if (!state) {
    state = { statuses: Object.fromEntries(SOURCE_OF_FUNDS_TYPES.map((type) => [type, null])) as Record<SourceOfFundsType, SourceOfFundsStatus> };
    players[player.id] = state;
  }
  return state;
}

/** QA inputs of the page that asks (SCENARIOS.md "Documents"): sofMode=range, sofAmount=required, sofRejected=…, sofApproved=…, sofFile=optional. */
export interface SofQuery {
  mode: 'plain' | 'range';
  amountRequired: boolean;
  fileRequired: boolean;
  rejected: readonly string[];
  approved: readonly string[];
}

export function sofQueryOf(referrer: string): SofQuery {
  const query = referrer.startsWith('http') ? new URL(referrer).searchParams : new URLSearchParams();
  const list = (name: string) => (query.get(name) ?? '').split(',').map((item) => item.trim()).filter((item) => item !== '');
  return {
    mode: query.get('sofMode') === 'range' ? 'range' : 'plain',
    amountRequired: query.get('sofAmount') === 'required',
    fileRequired: query.get('sofFile') !== 'optional',
    rejected: list('sofRejected'),
    approved: list('sofApproved'),
  };
}

/**
 * The player's source-of-funds details in the simulation: every type starts without a status; the
 * page's QA inputs mark types rejected or approved (once, when the tab first asks), a declaration
 * or an upload of a type marks it uploaded.
 */
export function sourceOfFundsOf(db: MockDb, player: MockPlayer, query: SofQuery): SourceOfFundsData {
  const state = stateOf(db, player);
  for (const type of SOURCE_OF_FUNDS_TYPES) {
    if (state.statuses[type] === null && query.rejected.includes(type)) state.statuses[type] = 'rejected';
    if (state.statuses[type] === null && query.approved.includes(type)) state.statuses[type] = 'approved';
    const uploaded = db.state.documents.some((document) => document.playerId === player.id && document.type === type);
    if (uploaded && state.statuses[type] !== 'approved') state.statuses[type] = 'uploaded';
  }
  return {
    sofDetails: Object.fromEntries(SOURCE_OF_FUNDS_TYPES.map((type) => [type, { status: state.statuses[type] }])) as SourceOfFundsData['sofDetails'],
    amountRequired: query.amountRequired,
    fileRequired: query.fileRequired,
    amountVersion: query.mode,
    amountRanges: [...SOF_AMOUNT_RANGES],
    currency: player.currency,
  };
}

function isSofType(value: unknown): value is SourceOfFundsType {
  return typeof value === 'string' && (SOURCE_OF_FUNDS_TYPES as readonly string[]).includes(value);
}

/** A declaration: the type must be one still open, the amount a whole number ≥ 1, each range one of the offered. */
export function declareSourceOfFunds(
  db: MockDb,
  player: MockPlayer,
  body: unknown,
  query: SofQuery,
): { data: SourceOfFundsData } | { failure: PlatformFailure } {
  const declaration = (typeof body === 'object' && body !== null ? body : {}) as SourceOfFundsDeclaration;
  const state = stateOf(db, player);
  const open = (type: SourceOfFundsType) => state.statuses[type] !== 'approved' && state.statuses[type] !== 'uploaded';
  const fields: Array<{ field: string; code: string }> = [];
  const chosen: SourceOfFundsType[] = [];
  if (Array.isArray(declaration.selectedTypes)) {
    if (declaration.selectedTypes.length === 0) fields.push({ field: 'selectedTypes', code: 'selectionRequired' });
    for (const item of declaration.selectedTypes) {
      if (!isSofType(item.type) || !open(item.type)) fields.push({ field: 'selectedTypes', code: 'oneOf' });
      else if (!(SOF_AMOUNT_RANGES as readonly string[]).includes(item.range)) fields.push({ field: `${item.type}Range`, code: 'oneOf' });
      else chosen.push(item.type);
    }
  } else {
    if (!isSofType(declaration.type) || !open(declaration.type)) fields.push({ field: 'sourceType', code: isSofType(declaration.type) ? 'oneOf' : 'required' });
    else chosen.push(declaration.type);
    const amount = declaration.amount;
    if (query.amountRequired && (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1)) fields.push({ field: 'amount', code: amount === undefined ? 'required' : 'minimum' });
  }
  if (fields.length > 0) return { failure: platformFailure(196, { fields }) };
  // without a required file the declaration itself is what the reviewers check
  if (!query.fileRequired) for (const type of chosen) state.statuses[type] = 'uploaded';
  return { data: sourceOfFundsOf(db, player, query) };
}
