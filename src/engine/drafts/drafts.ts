import { isIdempotencyKey } from '../idempotency-key';
import { isForbiddenKey, isPlainRecord, nonSensitiveData } from './non-sensitive-data';

/**
 * Drafts of multi-step journeys (DESIGN §2.13, §5 Reliability): the step and the non-sensitive
 * fields survive a reload, versioned by the variant's content hash; a stale, foreign or corrupt
 * draft loads as null and is removed, so the journey restarts cleanly. Pure: the storage is
 * passed in (the app passes window.sessionStorage; tests a Map).
 */

/** Every draft key starts with this; `src/stores/player-storage.ts` allow-lists it and clears it at logout. */
export const DRAFT_KEY_PREFIX = 'site:draft:';

/** A journey id names one draft slot: "registration", "deposit", "sof-validation"… */
const JOURNEY_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
/** drafts are small: a bigger stored value is not ours */
const MAX_DRAFT_CHARS = 100_000;
const MAX_STEP_DEPTH = 8;

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** An XState state value: "details", or { identify: "step2" } for nested states. */
export type DraftStep = string | { [state: string]: DraftStep };

export interface Draft {
  /** the variant's content hash (the generated variant's `contentHash`) */
  version: string;
  /** the flow id */
  flow: string;
  /** the state value the journey was in */
  step: DraftStep;
  /** the form data without sensitive or undeclared fields */
  data: Record<string, unknown>;
  /** the attempt's idempotency key, so a reload retries the same attempt instead of a new one */
  attempt?: string;
}

/** Which draft a journey reads and writes: its slot, its flow, its form's version and schema. */
export interface DraftTarget {
  journey: string;
  flow: string;
  version: string;
  /** the form's (resolved) JSON schema: decides which fields are kept */
  schema: unknown;
}

export interface DraftContent {
  step: DraftStep;
  data: Record<string, unknown>;
  attempt?: string;
}

export function draftStorageKey(journey: string): string {
  if (!JOURNEY_PATTERN.test(journey)) throw new TypeError(`Not a journey id: "${journey}" (lowercase letters, digits, dashes)`);
  return `${DRAFT_KEY_PREFIX}${journey}`;
}

/**
 * Writes the journey's draft: sensitive and undeclared fields are never written. Returns false
 * (never throws) when the storage refuses (quota, private mode) or the content is not a draft
 * (a step that is no state value, an attempt that is no idempotency key).
 */
export function saveDraft(storage: DraftStorage, target: DraftTarget, content: DraftContent): boolean {
  const key = draftStorageKey(target.journey);
  if (!isStep(content.step, 0) || (content.attempt !== undefined && !isIdempotencyKey(content.attempt))) return false;
  const draft: Draft = {
    version: target.version,
    flow: target.flow,
    step: content.step,
    data: nonSensitiveData(isPlainRecord(content.data) ? content.data : {}, target.schema),
    ...(content.attempt === undefined ? {} : { attempt: content.attempt }),
  };
  try {
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/**
 * The journey's draft when it is one of this flow and this version; anything else (another
 * version or flow, bad JSON, a wrong shape, prototype keys, a sensitive or undeclared field that
 * should never have been written) is removed and reads as null. Never throws.
 */
export function loadDraft(storage: DraftStorage, target: DraftTarget): Draft | null {
  const key = draftStorageKey(target.journey);
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  const draft = parseDraft(raw, target);
  if (draft === null) removeQuietly(storage, key);
  return draft;
}

export function clearDraft(storage: DraftStorage, journey: string): void {
  removeQuietly(storage, draftStorageKey(journey));
}

function parseDraft(raw: string, target: DraftTarget): Draft | null {
  if (typeof raw !== 'string' || raw.length > MAX_DRAFT_CHARS) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isPlainRecord(parsed) || hasForbiddenKey(parsed, 0)) return null;
  const { version, flow, step, data, attempt, ...rest } = parsed;
  if (Object.keys(rest).length > 0) return null;
  if (version !== target.version || flow !== target.flow) return null;
  if (!isStep(step, 0) || !isPlainRecord(data)) return null;
  if (attempt !== undefined && !isIdempotencyKey(attempt)) return null;
  const kept = nonSensitiveData(data, target.schema);
  // a draft this code wrote holds exactly its kept fields; more means it is not ours
  if (JSON.stringify(kept) !== JSON.stringify(data)) return null;
  return { version, flow, step, data: kept, ...(attempt === undefined ? {} : { attempt }) };
}

function isStep(value: unknown, depth: number): value is DraftStep {
  if (typeof value === 'string') return value !== '' && value.length <= 200;
  if (depth >= MAX_STEP_DEPTH || !isPlainRecord(value)) return false;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([state, child]) => !isForbiddenKey(state) && state !== '' && isStep(child, depth + 1));
}

function hasForbiddenKey(value: unknown, depth: number): boolean {
  if (depth > 64) return true;
  if (Array.isArray(value)) return value.some((item) => hasForbiddenKey(item, depth + 1));
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, child]) => isForbiddenKey(key) || hasForbiddenKey(child, depth + 1));
}

function removeQuietly(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // a storage that cannot even remove has nothing we could restore either
  }
}
