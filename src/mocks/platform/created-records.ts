import type { CreatedRecordKind, EndpointName } from '../../api/endpoints';
import type { MockDb } from '../db/create-mock-db';
import type { IdempotentAnswer } from '../db/mock-types';

/** One thing a creating call created, as tests and QA see it (`GET /api/__mock/records?kind=`). */
export interface CreatedRecord {
  kind: CreatedRecordKind;
  endpoint: EndpointName;
  idempotencyKey: string;
  at: string;
}

/**
 * Every record a creating call made, oldest first (optionally of one kind). A key's first
 * successful answer is one record; its replays add none.
 */
export function createdRecords(db: MockDb, kind?: CreatedRecordKind): CreatedRecord[] {
  return Object.values(db.state.idempotentAnswers)
    .filter((answer) => kind === undefined || answer.kind === kind)
    .sort((a, b) => a.seq - b.seq)
    .map(({ kind: recordKind, endpoint, key, at }) => ({ kind: recordKind, endpoint, idempotencyKey: key, at }));
}

/** Records per kind, e.g. `{ registration: 1, upload: 2 }`. */
export function createdRecordCounts(db: MockDb): Partial<Record<CreatedRecordKind, number>> {
  const counts: Partial<Record<CreatedRecordKind, number>> = {};
  for (const answer of Object.values(db.state.idempotentAnswers)) counts[answer.kind] = (counts[answer.kind] ?? 0) + 1;
  return counts;
}

export function idempotentAnswerKey(endpoint: EndpointName, key: string): string {
  return `${endpoint} ${key}`;
}

export type { IdempotentAnswer };
