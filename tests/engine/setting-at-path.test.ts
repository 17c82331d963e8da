import { describe, expect, it } from 'vitest';
import { settingAtPath } from '../../src/engine/setting-at-path';

describe('settingAtPath', () => {
  const settings = { fe: { a: { b: 0 }, list: [1] } };
  it('finds nested values, including falsy ones', () => {
    expect(settingAtPath(settings, 'fe.a.b')).toEqual({ found: true, value: 0 });
  });
  it('does not find missing paths or walk into arrays or inherited keys', () => {
    expect(settingAtPath(settings, 'fe.a.c')).toEqual({ found: false });
    expect(settingAtPath(settings, 'fe.list.0')).toEqual({ found: false });
    expect(settingAtPath(settings, 'fe.toString')).toEqual({ found: false });
  });
});
