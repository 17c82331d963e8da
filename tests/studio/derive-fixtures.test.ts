import { describe, expect, it } from 'vitest';
import { fixtureContext } from '../../src/engine/fixtures/fixture-context';
import { loadGeneratedVariant } from '../../src/engine/fixtures/load-generated-variant';
import { validateVariant } from '../../src/engine/validate-variant';
import { deriveFixtures } from '../../studio/src/derive-fixtures';
import { runStudioFixture } from '../../studio/src/studio-fixtures';

/** A generated variant with its compiled validator, as the studio's preview has them. */
async function generated(form: string, market: string, method?: string) {
  const loaded = await loadGeneratedVariant('src/generated', form, { market, ...(method === undefined ? {} : { method }) });
  if (!loaded.ok) throw new Error(loaded.problem);
  return { ...loaded, settings: fixtureContext(market, undefined, loaded.variant.schema).settings };
}

describe('fixtures derived from a schema', () => {
  it.each([
    ['cashier-deposit', 'INT', 'e-wallet', ['walletEmail']],
    ['cashier-withdrawal', 'INT', 'bank-transfer', ['iban', 'bic']],
    ['cashier-deposit', 'INT', 'card', ['cardNumber', 'cardHolder', 'expiry', 'cvc']],
  ] as const)('%s × %s × %s: a valid fixture the variant accepts and an invalid one without the method’s fields', async (form, market, method, own) => {
    const { variant, validateFn, settings } = await generated(form, market, method);
    const derived = deriveFixtures(variant, validateFn, settings, own, `${form} × ${market} × ${method}`);
    expect(derived.unresolved).toEqual([]);
    expect(derived.valid?.expect).toEqual({ valid: true });
    expect(validateVariant(variant, validateFn, derived.valid?.data, fixtureContext(market, undefined, variant.schema))).toEqual([]);
    for (const field of own) {
      expect(derived.valid?.data).toHaveProperty(field);
      expect(derived.invalid.data).not.toHaveProperty(field);
      expect(derived.invalid.expect.errors).toContainEqual({ field: `/${field}`, code: 'required' });
    }
    expect(derived.invalid.expect.valid).toBe(false);
    // both pass as the fixture runner runs them
    for (const fixture of [derived.valid, derived.invalid]) expect(runStudioFixture(variant, validateFn, settings, fixture)).toMatchObject({ ok: true });
  });
});
