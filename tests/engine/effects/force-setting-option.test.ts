import { describe, expect, it } from 'vitest';
import { forceSettingOption } from '../../../src/engine/effects/force-setting-option';
import { testContext } from '../rules/test-context';

const params = { field: 'gender', setting: 'fe.genderOptions' };

describe('forceSettingOption', () => {
  it('forces an unknown value to the first configured option', () => {
    expect(forceSettingOption({ gender: 'other' }, params, testContext())).toEqual({ gender: 'male' });
  });
  it('keeps a configured value and an absent one', () => {
    const data = { gender: 'female' };
    expect(forceSettingOption(data, params, testContext())).toBe(data);
    const empty = {};
    expect(forceSettingOption(empty, params, testContext())).toBe(empty);
  });
});
