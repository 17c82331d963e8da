import { describe, expect, it } from 'vitest';
import { mergeOverlay } from '../../src/engine/merge-overlay';

describe('mergeOverlay', () => {
  const base = { schema: { $id: 'f', properties: { a: { type: 'string' } } }, ui: { a: { 'ui:widget': 'text' } } };
  it('returns copies of the base without an overlay', () => {
    const merged = mergeOverlay(base, undefined);
    expect(merged).toEqual(base);
    expect(merged.schema).not.toBe(base.schema);
  });
  it('merges schema and ui patches independently', () => {
    const merged = mergeOverlay(base, { $comment: 'x', ui: { a: { 'ui:readonly': true } } });
    expect(merged.schema).toEqual(base.schema);
    expect(merged.ui).toEqual({ a: { 'ui:widget': 'text', 'ui:readonly': true } });
  });
});
