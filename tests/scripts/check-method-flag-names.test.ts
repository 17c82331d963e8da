import { describe, expect, it } from 'vitest';
import { checkMethodFlagNames } from '../../scripts/lib/content-check/check-method-flag-names';
import { formatContentError } from '../../scripts/lib/content-check/content-error';

const META = 'schemas/meta/cashier-method-overlay.schema.json';
const meta = (properties: Record<string, unknown>) => ({ definitions: { flags: { properties } } });
const declared = { $comment: 'the rule this flag implements', type: ['boolean', 'null'] };

describe('content check: method flag names', () => {
  it('passes the repository: every flag of the code is declared in the meta-schema and no other (bankDaysPayout included)', () => {
    expect(checkMethodFlagNames()).toEqual([]);
  });

  it('fails a flag declared in content that no code reads, one the code has but content cannot set, and one without its rule', () => {
    const errors = checkMethodFlagNames(meta({ wholeAmount: declared, bankDaysPayout: { type: 'boolean' }, fastPayout: declared }), ['wholeAmount', 'bankDaysPayout', 'bonusNone']).map(formatContentError);
    expect(errors).toEqual([
      `${META}: /definitions/flags/properties/bankDaysPayout: flag "bankDaysPayout" needs a $comment naming the rule it implements`,
      `${META}: /definitions/flags/properties/fastPayout: flag "fastPayout" is not a MethodFlags name of src/engine/method-flags.ts (nothing would read it)`,
      `${META}: /definitions/flags/properties: flag "bonusNone" of src/engine/method-flags.ts is not declared (no method could set it)`,
    ]);
  });
});
