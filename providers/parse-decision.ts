import type { Decision } from './session-store';
import { isPlainObject, unknownKey, type ParseResult } from './parse-result';
import { PERSONAS, SESSION_STATUSES, type DecisionStatus, type Persona } from './session-vocabulary';

const DECISIONS = SESSION_STATUSES.filter((status): status is DecisionStatus => status !== 'pending');

/**
 * Body of `POST /api/sessions/{session}/decision`: `{status, persona}`. An approval must say who
 * was identified, since the platform's answer depends on it; the other outcomes may omit persona.
 */
export function parseDecision(body: unknown): ParseResult<Decision> {
  if (!isPlainObject(body)) return { ok: false, error: 'Body must be a JSON object.' };
  const extra = unknownKey(body, ['status', 'persona']);
  if (extra !== undefined) return { ok: false, error: `Unknown field "${extra}".` };
  const { status, persona = null } = body;
  if (typeof status !== 'string' || !(DECISIONS as readonly string[]).includes(status)) {
    return { ok: false, error: `status must be one of ${DECISIONS.join(', ')}.` };
  }
  if (persona !== null && (typeof persona !== 'string' || !(PERSONAS as readonly string[]).includes(persona))) {
    return { ok: false, error: `persona must be one of ${PERSONAS.join(', ')} or null.` };
  }
  if (status === 'approved' && persona === null) return { ok: false, error: 'An approval needs a persona.' };
  return { ok: true, value: { status: status as DecisionStatus, persona: persona as Persona | null } };
}
