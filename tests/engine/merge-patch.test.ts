import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isJsonObject } from '../../src/engine/is-json-object';
import type { JsonValue } from '../../src/engine/json-value';
import { mergePatch } from '../../src/engine/merge-patch';

const json = fc.jsonValue() as fc.Arbitrary<JsonValue>;
const nullFree: fc.Arbitrary<JsonValue> = fc.letrec<{ value: JsonValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.boolean(),
    fc.integer(),
    fc.string(),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 4 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('mergePatch (RFC 7396)', () => {
  it('passes the RFC 7396 appendix A examples', () => {
    const cases: Array<[JsonValue, JsonValue, JsonValue]> = [
      [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
      [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
      [{ a: 'b' }, { a: null }, {}],
      [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
      [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
      [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
      [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
      [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
      [['a', 'b'], ['c', 'd'], ['c', 'd']],
      [{ a: 'b' }, ['c'], ['c']],
      [{ a: 'foo' }, null, null],
      [{ a: 'foo' }, 'bar', 'bar'],
      [{ e: null }, { a: 1 }, { e: null, a: 1 }],
      [[1, 2], { a: 'b', c: null }, { a: 'b' }],
      [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
    ];
    for (const [target, patch, result] of cases) expect(mergePatch(target, patch)).toEqual(result);
  });

  it('an empty object patch is the identity on objects', () => {
    fc.assert(fc.property(fc.dictionary(fc.string(), json), (target) => {
      expect(mergePatch(target, {})).toEqual(target);
    }));
  });

  it('a non-object patch replaces the target', () => {
    fc.assert(fc.property(json, fc.oneof(fc.integer(), fc.string(), fc.array(json, { maxLength: 3 })), (target, patch) => {
      expect(mergePatch(target, patch)).toEqual(patch);
    }));
  });

  it('null deletes the key and the rest of the target stays', () => {
    fc.assert(fc.property(fc.dictionary(fc.string({ minLength: 1 }), json), fc.string({ minLength: 1 }), (target, key) => {
      const result = mergePatch(target, { [key]: null });
      expect(isJsonObject(result) && Object.hasOwn(result, key)).toBe(false);
      const { [key]: _dropped, ...rest } = target;
      expect(result).toEqual(rest);
    }));
  });

  it('applying the same patch twice gives the same result (idempotent)', () => {
    fc.assert(fc.property(json, json, (target, patch) => {
      const once = mergePatch(target, patch);
      expect(mergePatch(once, patch)).toEqual(once);
    }));
  });

  it('a null-free patch makes every patched key equal to its patch value when both are non-objects', () => {
    fc.assert(fc.property(fc.dictionary(fc.string(), json), fc.dictionary(fc.string(), nullFree), (target, patch) => {
      const result = mergePatch(target, patch) as Record<string, JsonValue>;
      for (const [key, value] of Object.entries(patch)) {
        if (!isJsonObject(value)) expect(result[key]).toEqual(value);
      }
    }));
  });

  it('does not modify its arguments and shares no objects with them', () => {
    fc.assert(fc.property(json, json, (target, patch) => {
      const before = [structuredClone(target), structuredClone(patch)];
      const result = mergePatch(target, patch);
      expect([target, patch]).toEqual(before);
      if (isJsonObject(result) && isJsonObject(target)) expect(result).not.toBe(target);
    }));
  });

  it('keeps the target key order and appends new keys', () => {
    expect(Object.keys(mergePatch({ a: 1, b: 2, c: 3 }, { d: 4, b: 5 }) as object)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('mergePatch and hostile keys', () => {
  it('keeps a "__proto__" key of a patch as data', () => {
    const patch = JSON.parse('{"__proto__": {"polluted": true}}') as JsonValue;
    const merged = mergePatch({ a: 1 }, patch) as Record<string, unknown>;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.keys(merged)).toEqual(['a', '__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
