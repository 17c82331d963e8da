import { describe, expect, it } from 'vitest';
import { parseDecision } from '../../providers/parse-decision';

describe('parseDecision', () => {
  it('accepts an approval with a persona and other outcomes with or without one', () => {
    expect(parseDecision({ status: 'approved', persona: 'registeredAutoLogin' })).toEqual({ ok: true, value: { status: 'approved', persona: 'registeredAutoLogin' } });
    expect(parseDecision({ status: 'expired' })).toEqual({ ok: true, value: { status: 'expired', persona: null } });
    expect(parseDecision({ status: 'rejected', persona: 'new' })).toEqual({ ok: true, value: { status: 'rejected', persona: 'new' } });
  });

  it.each([
    ['a body that is not an object', 'approved', 'JSON object'],
    ['pending as a decision', { status: 'pending', persona: null }, 'status must be one of'],
    ['an unknown status', { status: 'done', persona: 'new' }, 'status must be one of'],
    ['an unknown persona', { status: 'approved', persona: 'vip' }, 'persona must be one of'],
    ['an approval without persona', { status: 'approved', persona: null }, 'needs a persona'],
    ['an unknown field', { status: 'rejected', reason: 'x' }, 'Unknown field "reason"'],
  ])('refuses %s', (_case, body, message) => {
    const result = parseDecision(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });
});
