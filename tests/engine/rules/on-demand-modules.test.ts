import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import variantIndex from '../../../src/generated/variant-index.json';
import type { SharedVariant, VariantIndex } from '../../../src/engine/variant-index';
import { testContext } from './test-context';

const index = variantIndex as VariantIndex;
const HUN_LANDLINE = { phoneNumber: '+3612345678' };
const PHONE_LENGTH = { 'x-rules': { phoneLength: { rule: 'phoneLength', params: { field: 'phoneNumber' } } } };

// every test imports the modules afresh: the on-demand modules start unloaded (the suite's setup loads them all)
beforeEach(() => {
  vi.resetModules();
});

const fresh = async () => ({
  ...(await import('../../../src/engine/rules/load-on-demand-modules')),
  ...(await import('../../../src/engine/run-rules')),
  ...(await import('../../../src/engine/rules/rule-registry')),
  ...(await import('../../../src/engine/rules/on-demand-module-not-loaded-error')),
  ...(await import('../../../src/generated/content-index')),
  ...(await import('../../../src/engine/validate-variant')),
});

// cold imports of the generated content index after resetModules take seconds on a loaded machine
describe('on-demand modules (libphonenumber-js only with phone forms)', { timeout: 30_000 }, () => {
  it('a phone rule run before its module loaded throws; once loaded it gives its verdict', async () => {
    const { runRules, loadOnDemandModules, OnDemandModuleNotLoadedError } = await fresh();
    expect(() => runRules(PHONE_LENGTH, HUN_LANDLINE, testContext())).toThrow(OnDemandModuleNotLoadedError);
    expect(() => runRules(PHONE_LENGTH, HUN_LANDLINE, testContext())).toThrow('Rule "phoneLength" lives in the on-demand module "phone"');
    await loadOnDemandModules(['phone']);
    expect(runRules(PHONE_LENGTH, HUN_LANDLINE, testContext())).toEqual([{ field: '/phoneNumber', code: 'phoneLength', params: { min: 9, max: 12 } }]);
    expect(runRules(PHONE_LENGTH, { phoneNumber: '+36301234567' }, testContext())).toEqual([]);
  });

  it('every rule of the registry naming a module runs from it, and the module has no rule the registry lacks', async () => {
    const { RULE_REGISTRY } = await fresh();
    const { PHONE_RULES } = await import('../../../src/engine/rules/phone-rules');
    const onDemand = Object.entries(RULE_REGISTRY).filter(([, definition]) => definition.module === 'phone').map(([name]) => name);
    expect(onDemand.sort()).toEqual(Object.keys(PHONE_RULES).sort());
    for (const name of onDemand) expect(() => RULE_REGISTRY[name]?.run({}, { field: 'x', phone: 'y', typeField: 't' }, testContext()), name).toThrow(`Rule "${name}"`);
  });

  it("loadVariant of a form with a phone field loads the module before it hands the form out; login's needs none", async () => {
    const { loadVariant, validateVariant, findCompiledVariant } = await fresh();
    expect(findCompiledVariant('login', { market: 'HUN' }).entry.modules).toBeUndefined();
    expect(findCompiledVariant('registration', { market: 'HUN' }).entry.modules).toEqual(['phone']);
    const { variant, validateFns } = await loadVariant('registration', { market: 'HUN' });
    const rootId = variant.schema.$id;
    const validateFn = typeof rootId === 'string' ? validateFns[rootId] : undefined;
    if (!validateFn) throw new Error('no registration validator');
    const issues = validateVariant(variant, validateFn, HUN_LANDLINE, { ...testContext(), inputs: { campaigns: [] } });
    expect(issues).toContainEqual({ field: '/phoneNumber', code: 'phoneLength', params: { min: 9, max: 12 } });
  });

  it('a part is loaded once per page, a failed load is tried again, an unknown module is refused', async () => {
    const { registerOnDemandPart, loadOnDemandModules } = await fresh();
    let calls = 0;
    const flaky = () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve());
    registerOnDemandPart('phone', flaky);
    await expect(loadOnDemandModules(['phone'])).rejects.toThrow('offline');
    await loadOnDemandModules(['phone']);
    await loadOnDemandModules(['phone']);
    expect(calls).toBe(2);
    await expect(loadOnDemandModules(['fax'])).rejects.toThrow('Unknown on-demand module "fax"');
  });

  it('variant-index.json lists, per chain, exactly the modules its variant needs (gen is current)', async () => {
    const { onDemandModulesOf } = await import('../../../src/engine/rules/on-demand-modules-of');
    let phoneChains = 0;
    for (const [formId, form] of Object.entries(index.forms)) {
      for (const [key, entry] of Object.entries(form.chains)) {
        const shared = JSON.parse(readFileSync(`src/generated/variants/${entry.variant}.json`, 'utf8')) as SharedVariant;
        const needed = onDemandModulesOf(shared);
        expect(entry.modules ?? [], `${formId} ${key}`).toEqual(needed);
        if (needed.includes('phone')) phoneChains += 1;
      }
    }
    expect(phoneChains).toBeGreaterThan(0);
  });

  it('finds a module through a rule of x-rules or a ui:widget at any depth', async () => {
    const { onDemandModulesOf } = await import('../../../src/engine/rules/on-demand-modules-of');
    expect(onDemandModulesOf({ schema: PHONE_LENGTH, ui: {} })).toEqual(['phone']);
    expect(onDemandModulesOf({ schema: {}, ui: { contact: { items: { mobile: { 'ui:widget': 'phone' } } } } })).toEqual(['phone']);
    expect(onDemandModulesOf({ schema: { 'x-rules': { same: { rule: 'sameAs', params: { field: 'a', other: 'b' } } } }, ui: { a: { 'ui:widget': 'email' } } })).toEqual([]);
  });
});
