import { describe, expect, it } from 'vitest';
import { documentDate } from '../../../src/engine/rules/document-date';
import type { RuleContext } from '../../../src/engine/rules/rule';

const ctx = { now: new Date('2026-06-15T10:00:00Z') } as RuleContext;
const codes = (kind: string, value: string) => documentDate({ d: value }, { field: 'd', kind }, ctx).map((issue) => issue.code);

describe('documentDate (spec 1 §5 document dates)', () => {
  it('expiry: today and later pass, the past fails, at most 50 years ahead', () => {
    expect(codes('expiry', '2026-06-15')).toEqual([]);
    expect(codes('expiry', '2026-06-14')).toEqual(['dateInFuture']);
    expect(codes('expiry', '2076-06-15')).toEqual([]);
    expect(codes('expiry', '2076-06-16')).toEqual(['expiryTooFar']);
  });
  it('issue: not in the future', () => {
    expect(codes('issue', '2026-06-15')).toEqual([]);
    expect(codes('issue', '2026-06-16')).toEqual(['dateNotInFuture']);
  });
  it('PEP end date: strictly in the future', () => {
    expect(codes('futureEnd', '2026-06-15')).toEqual(['dateInFuture']);
    expect(codes('futureEnd', '2026-06-16')).toEqual([]);
  });
  it('leaves empty and malformed values to required and format; an unknown kind is a content defect', () => {
    expect(codes('expiry', '')).toEqual([]);
    expect(codes('expiry', '15.06.2026')).toEqual([]);
    expect(() => codes('someday', '2026-06-15')).toThrow(/unknown kind/);
  });
});
