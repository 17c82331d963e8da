import { describe, expect, it } from 'vitest';
import { RULE_REGISTRY } from '../../../src/engine/rules/rule-registry';

describe('RULE_REGISTRY', () => {
  it('has the contract rules, each with consistent param metadata', () => {
    for (const name of ['sameAs', 'passwordPolicy', 'ageRange', 'phoneLength', 'stateOfCountry', 'nationalIdMatchesBirthDate', 'bonusCodeLength', 'requiredWhenSetting', 'ltPersonalCode']) {
      expect(RULE_REGISTRY[name], name).toBeDefined();
    }
    for (const [name, definition] of Object.entries(RULE_REGISTRY)) {
      expect(typeof definition.run, name).toBe('function');
      for (const param of definition.required) expect([...definition.fieldParams, ...definition.settingParams], name).toContain(param);
    }
  });
});
