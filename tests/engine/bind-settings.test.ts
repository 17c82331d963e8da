import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bindSettings } from '../../src/engine/bind-settings';
import type { JsonValue } from '../../src/engine/json-value';

const settings = {
  fe: {
    passwordLimits: { min: 6, max: 64 },
    countryStates: { CAN: ['AB'], USA: ['AL'] },
    genderOptions: ['male', 'female'],
    nothing: null,
  },
};

describe('bindSettings', () => {
  it('replaces placeholders anywhere by the setting value', () => {
    const json: JsonValue = {
      minLength: { $setting: 'fe.passwordLimits.min' },
      items: [{ enum: { $setting: 'fe.genderOptions' } }],
      nested: { value: { $setting: 'fe.nothing' } },
    };
    expect(bindSettings(json, settings)).toEqual({ minLength: 6, items: [{ enum: ['male', 'female'] }], nested: { value: null } });
  });

  it('picks object keys with pick: "keys"', () => {
    expect(bindSettings({ enum: { $setting: 'fe.countryStates', pick: 'keys' } }, settings)).toEqual({ enum: ['CAN', 'USA'] });
  });

  it('throws naming an unknown path', () => {
    expect(() => bindSettings({ a: { $setting: 'fe.passwordLimits.minimum' } }, settings)).toThrow('Unknown setting "fe.passwordLimits.minimum"');
  });

  it('refuses to pick keys of a non-object', () => {
    expect(() => bindSettings({ $setting: 'fe.genderOptions', pick: 'keys' }, settings)).toThrow(/not an object/);
  });

  it('reports each bound path with its raw value', () => {
    const bound: Array<[string, unknown]> = [];
    bindSettings([{ $setting: 'fe.countryStates', pick: 'keys' }, { $setting: 'fe.passwordLimits.max' }], settings, (path, value) =>
      bound.push([path, value]),
    );
    expect(bound).toEqual([
      ['fe.countryStates', settings.fe.countryStates],
      ['fe.passwordLimits.max', 64],
    ]);
  });

  it('leaves an object with other keys beside $setting alone', () => {
    expect(bindSettings({ $setting: 'fe.passwordLimits.min', extra: 1 }, settings)).toEqual({ $setting: 'fe.passwordLimits.min', extra: 1 });
  });

  it('is the identity on documents without placeholders', () => {
    const noPlaceholder = (fc.jsonValue() as fc.Arbitrary<JsonValue>).filter((value) => !JSON.stringify(value).includes('$setting'));
    fc.assert(fc.property(noPlaceholder, (json) => {
      expect(bindSettings(json, settings)).toEqual(json);
    }));
  });

  it('binds a placeholder placed anywhere to the same value', () => {
    fc.assert(fc.property(fc.array(fc.string({ minLength: 1, maxLength: 5 }), { maxLength: 4 }), (keys) => {
      const wrap = (value: JsonValue): JsonValue => keys.reduceRight<JsonValue>((inner, key) => ({ [key]: inner }), value);
      expect(bindSettings(wrap({ $setting: 'fe.passwordLimits' }), settings)).toEqual(wrap({ min: 6, max: 64 }));
    }));
  });

  it('does not share objects with the settings', () => {
    const bound = bindSettings({ $setting: 'fe.genderOptions' }, settings) as string[];
    bound.push('other');
    expect(settings.fe.genderOptions).toEqual(['male', 'female']);
  });
});

describe('bindSettings with an empty list setting', () => {
  it('turns an enum bound to [] into "matches nothing" (draft-07 forbids enum: [])', async () => {
    const { bindSettings: bind } = await import('../../src/engine/bind-settings');
    const schema = { if: { properties: { country: { enum: { $setting: 'fe.list' } } } } };
    expect(bind(schema, { fe: { list: [] } })).toEqual({ if: { properties: { country: { not: {} } } } });
    expect(bind(schema, { fe: { list: ['ROU'] } })).toEqual({ if: { properties: { country: { enum: ['ROU'] } } } });
  });
});

describe('bindSettings and hostile keys', () => {
  it('keeps a "__proto__" key as data instead of setting the prototype', () => {
    const json = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as JsonValue;
    const bound = bindSettings(json, {}) as Record<string, unknown>;
    expect(Object.getPrototypeOf(bound)).toBe(Object.prototype);
    expect(Object.keys(bound)).toEqual(['__proto__', 'a']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
