import { describe, expect, it } from 'vitest';
import { equal } from '../../src/engine/ajv-runtime/equal';
import { ucs2length } from '../../src/engine/ajv-runtime/ucs2length';
import { fieldPointer } from '../../src/engine/field-pointer';
import { isJsonObject } from '../../src/engine/is-json-object';
import { isSettingPlaceholder } from '../../src/engine/is-setting-placeholder';
import { jsonEqual } from '../../src/engine/json-equal';
import { pointerGet } from '../../src/engine/pointer-get';

describe('small engine helpers', () => {
  it('fieldPointer escapes ~ and /', () => {
    expect(fieldPointer('email')).toBe('/email');
    expect(fieldPointer('a/b~c')).toBe('/a~1b~0c');
  });
  it('pointerGet reads objects and arrays and unescapes', () => {
    const doc = { a: [{ 'b/c': 1 }], 'x~y': 2 };
    expect(pointerGet(doc, '/a/0/b~1c')).toBe(1);
    expect(pointerGet(doc, '/x~0y')).toBe(2);
    expect(pointerGet(doc, '')).toBe(doc);
    expect(pointerGet(doc, '/a/5/z')).toBeUndefined();
  });
  it('jsonEqual ignores key order but not values', () => {
    expect(jsonEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(equal({ a: null }, { a: null })).toBe(true);
  });
  it('ucs2length counts code points like ajv', () => {
    expect(ucs2length('abc')).toBe(3);
    expect(ucs2length('a😀')).toBe(2);
  });
  it('isJsonObject and isSettingPlaceholder', () => {
    expect(isJsonObject([])).toBe(false);
    expect(isJsonObject(null)).toBe(false);
    expect(isSettingPlaceholder({ $setting: 'fe.a' })).toBe(true);
    expect(isSettingPlaceholder({ $setting: 'fe.a', pick: 'keys' })).toBe(true);
    expect(isSettingPlaceholder({ $setting: 'fe.a', pick: 'values' })).toBe(false);
    expect(isSettingPlaceholder({ $setting: 1 })).toBe(false);
  });
});
