import { describe, expect, it } from 'vitest';
import { EFFECT_REGISTRY } from '../../../src/engine/effects/effect-registry';

describe('EFFECT_REGISTRY', () => {
  it('lists runnable effects whose required params are described', () => {
    expect(Object.keys(EFFECT_REGISTRY)).toEqual(['fillFromRomanianNationalId', 'clearValueOutsideSettingList', 'forceSettingOption', 'lettersAndDigitsOnly', 'fullConsent']);
    for (const [name, definition] of Object.entries(EFFECT_REGISTRY)) {
      expect(typeof definition.run, name).toBe('function');
      for (const param of definition.required) expect([...definition.fieldParams, ...definition.settingParams], name).toContain(param);
    }
  });
});
