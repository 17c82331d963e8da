import { describe, expect, it } from 'vitest';
import { requiredWhenSetting } from '../../../src/engine/rules/required-when-setting';
import { testContext } from './test-context';

const params = { field: 'nationalIdNumber', when: 'country', in: 'fe.registration.mandatoryNationalIdNumberFor' };

describe('requiredWhenSetting', () => {
  it('requires the field when the country is in the settings list', () => {
    expect(requiredWhenSetting({ country: 'ROU' }, params, testContext())).toEqual([{ field: '/nationalIdNumber', code: 'required' }]);
    expect(requiredWhenSetting({ country: 'ROU', nationalIdNumber: ' ' }, params, testContext())).toHaveLength(1);
    expect(requiredWhenSetting({ country: 'ROU', nationalIdNumber: '1900101420017' }, params, testContext())).toEqual([]);
  });
  it('does not require it elsewhere and follows the setting', () => {
    expect(requiredWhenSetting({ country: 'HUN' }, params, testContext())).toEqual([]);
    const swe = testContext({ fe: { registration: { mandatoryNationalIdNumberFor: ['SWE'] } } });
    expect(requiredWhenSetting({ country: 'SWE' }, params, swe)).toHaveLength(1);
  });
  it('throws on an unknown setting path', () => {
    expect(() => requiredWhenSetting({}, { ...params, in: 'fe.nope' }, testContext())).toThrow('Unknown setting "fe.nope"');
  });
});
