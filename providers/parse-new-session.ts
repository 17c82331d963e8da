import type { NewSession } from './session-store';
import { isPlainObject, unknownKey, type ParseResult } from './parse-result';
import { DETAIL_FIELDS, isProviderMethod, METHOD_KIND, PURPOSES, SESSION_KINDS, type SessionDetails } from './session-vocabulary';

const FIELDS = ['method', 'kind', 'purpose', ...DETAIL_FIELDS];
/** long enough for any personal code, phone number or BIC; short enough to keep pages tidy */
const MAX_DETAIL_LENGTH = 64;

/** Body of `POST /api/sessions`: `{method, kind, purpose, personalCode?, phoneNumber?, bic?}`. */
export function parseNewSession(body: unknown): ParseResult<NewSession> {
  if (!isPlainObject(body)) return { ok: false, error: 'Body must be a JSON object.' };
  const extra = unknownKey(body, FIELDS);
  if (extra !== undefined) return { ok: false, error: `Unknown field "${extra}".` };
  const { method, kind, purpose } = body;
  if (!isProviderMethod(method)) return { ok: false, error: `method must be one of ${Object.keys(METHOD_KIND).join(', ')}.` };
  if (typeof kind !== 'string' || !(SESSION_KINDS as readonly string[]).includes(kind)) {
    return { ok: false, error: `kind must be one of ${SESSION_KINDS.join(', ')}.` };
  }
  // the app opens each method one way only; a mismatch is a bug in the caller worth surfacing
  if (METHOD_KIND[method] !== kind) return { ok: false, error: `method ${method} is of kind ${METHOD_KIND[method]}, not ${kind}.` };
  if (typeof purpose !== 'string' || !(PURPOSES as readonly string[]).includes(purpose)) {
    return { ok: false, error: `purpose must be one of ${PURPOSES.join(', ')}.` };
  }
  const details: SessionDetails = {};
  for (const field of DETAIL_FIELDS) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || value.length > MAX_DETAIL_LENGTH) {
      return { ok: false, error: `${field} must be a string of at most ${MAX_DETAIL_LENGTH} characters.` };
    }
    details[field] = value;
  }
  return { ok: true, value: { method, kind: METHOD_KIND[method], purpose: purpose as NewSession['purpose'], details } };
}
