import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldValidatorSchemas } from '../../../scripts/lib/field-validator-schemas';
import type { ValidatorFunctions } from '../../../src/engine/compiled-validate-function';
import { fixtureContext } from '../../../src/engine/fixtures/fixture-context';
import { loadGeneratedVariant } from '../../../src/engine/fixtures/load-generated-variant';
import { isJsonObject } from '../../../src/engine/is-json-object';
import type { JsonObject } from '../../../src/engine/json-value';
import type { MarketId } from '../../../src/engine/market';
import type { ResolvedVariant } from '../../../src/engine/resolved-variant';
import type { RuleContext } from '../../../src/engine/rules/rule';
import { validateVariant } from '../../../src/engine/validate-variant';
import type { ValidationIssue } from '../../../src/engine/validation-issue';
import type { VariantIndex } from '../../../src/engine/variant-index';
import { fieldValidation, withFieldVerdict } from '../../../src/renderer/validation/field-validation';
import { fieldValidatorKey } from '../../../src/renderer/validation/field-validator-key';
import { compileValidateFns } from '../helpers/compile-validate-fns';
import { testRuleContext } from '../helpers/render-schema-form';

const GENERATED = join(process.cwd(), 'src', 'generated');

interface GeneratedForm {
  name: string;
  variant: ResolvedVariant;
  fns: ValidatorFunctions;
  ctx: RuleContext;
}

/** Every generated validator module with its variant and a rule context of a market that uses it. */
async function generatedForms(): Promise<GeneratedForm[]> {
  const index = JSON.parse(readFileSync(join(GENERATED, 'variant-index.json'), 'utf8')) as VariantIndex;
  const forms: GeneratedForm[] = [];
  const seen = new Set<string>();
  for (const [formId, form] of Object.entries(index.forms)) {
    for (const [key, entry] of Object.entries(form.chains)) {
      if (seen.has(entry.validator)) continue;
      seen.add(entry.validator);
      const [market, method] = key.split('/') as [MarketId, string | undefined];
      const loaded = await loadGeneratedVariant(GENERATED, formId, { market, ...(method === undefined ? {} : { method }) });
      if (!loaded.ok) throw new Error(loaded.problem);
      const module = (await import(pathToFileURL(join(GENERATED, 'validators', `${entry.validator}.js`)).href)) as { default: ValidatorFunctions };
      forms.push({ name: entry.validator, variant: loaded.variant, fns: module.default, ctx: fixtureContext(market, undefined, loaded.variant.schema) });
    }
  }
  return forms;
}

/** Every property name the schema declares, conditional branches included. */
function allFields(schema: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((item) => allFields(item, names));
  if (!isJsonObject(schema)) return names;
  for (const [key, child] of Object.entries(schema)) {
    if (key.startsWith('x-') || key === 'enum' || key === 'const' || key === 'default') continue;
    if (key === 'properties' && isJsonObject(child)) Object.keys(child).forEach((name) => names.add(name));
    allFields(child, names);
  }
  return names;
}

/** Values that pass and fail the usual keywords, and that make cross-field rules agree and disagree. */
const VALUES: readonly unknown[] = ['', 'a', 'Abc', 'Abcdef1!', 'a@b.cc', 'x@y.zz', 'ROU', 'HUN', 'USA', '1234', '0123', '1990-01-01', '+36301234567', 'é'.repeat(30), 0, -1, 5, 100.5, true, false, null];

function dataArbitrary(fields: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(Object.fromEntries(fields.map((name) => [name, fc.constantFrom(...VALUES)])), { requiredKeys: [] });
}

const byFieldAndCode = (a: ValidationIssue, b: ValidationIssue) => `${a.field} ${a.code}`.localeCompare(`${b.field} ${b.code}`);
const topOf = (pointer: string) => (pointer.split('/')[1] ?? '').replaceAll('~1', '/').replaceAll('~0', '~');

describe('per-field validation on blur (issue 18)', () => {
  it('gives every generated form, for every field it can validate alone, exactly the issues a whole-form validation gives those fields', { timeout: 120_000 }, async () => {
    const forms = await generatedForms();
    expect(forms.length).toBeGreaterThan(20);
    let checkedFields = 0;
    for (const form of forms) {
      const rootId = form.variant.schema.$id as string;
      const whole = form.fns[rootId];
      if (!whole) throw new Error(`${form.name}: no whole-form validator`);
      const validateField = fieldValidation(form.variant, form.fns);
      const fields = [...allFields(form.variant.schema)];
      fc.assert(
        fc.property(dataArbitrary(fields), fc.constantFrom(...fields), (data, field) => {
          const verdict = validateField(field, data, form.ctx);
          if (!verdict) return;
          checkedFields += 1;
          const expected = validateVariant(form.variant, whole, data, form.ctx).filter((issue) => verdict.fields.has(topOf(issue.field)));
          expect([...verdict.issues].sort(byFieldAndCode), `${form.name}, leaving ${field}, data ${JSON.stringify(data)}`).toEqual(expected.sort(byFieldAndCode));
        }),
        { numRuns: 60, seed: 18 },
      );
    }
    expect(checkedFields).toBeGreaterThan(500);
  });

  it('validates registration fields alone, those a condition shapes with the condition evaluated, and the whole form for those a condition reads', { timeout: 60_000 }, async () => {
    const forms = await generatedForms();
    const registration = forms.find((form) => form.variant.formId === 'registration' && form.variant.market === 'INT') ?? forms.find((form) => form.variant.formId === 'registration');
    if (!registration) throw new Error('no generated registration');
    const validateField = fieldValidation(registration.variant, registration.fns);
    // the password's rule and the confirmation's rule that reads it: both fields, one verdict
    const password = validateField('password', { password: 'Abcdef1!', confirmPassword: 'other' }, registration.ctx);
    expect(password && [...password.fields].sort()).toEqual(['confirmPassword', 'password']);
    expect(password?.issues).toEqual([{ field: '/confirmPassword', code: 'mustMatch' }]);
    // the zip code's pattern depends on the country (allOf / if): its own validator evaluates the condition on the data
    expect(registration.fns[fieldValidatorKey('registration', 'zipCode')]).toBeDefined();
    expect(validateField('zipCode', { zipCode: '0123', country: 'HUN' }, registration.ctx)?.issues).toEqual([{ field: '/zipCode', code: 'hungaryZipCode' }]);
    expect(validateField('zipCode', { zipCode: '0123', country: 'DEU' }, registration.ctx)?.issues).toEqual([]);
    // the national id is required only for some countries, and the promo code exists only for campaign 0
    expect(validateField('nationalIdNumber', { country: 'ROU' }, registration.ctx)?.issues).toEqual([{ field: '/nationalIdNumber', code: 'required' }]);
    expect(validateField('nationalIdNumber', { country: 'DEU' }, registration.ctx)?.issues).toEqual([]);
    expect(validateField('promoCode', { campaignId: 0, promoCode: 'x'.repeat(33) }, registration.ctx)?.issues.map((issue) => issue.code)).toContain('bonusCode');
    // the country is read by the conditions: leaving it can change other fields' verdicts, the whole form decides
    expect(registration.fns[fieldValidatorKey('registration', 'country')]).toBeUndefined();
    expect(validateField('country', { country: 'HUN' }, registration.ctx)).toBeUndefined();
  });

  it('falls back to the whole form for a rule that reports at fields it does not name as `field`', () => {
    const schema: JsonObject = {
      $id: 'limits-like',
      type: 'object',
      properties: { daily: { type: 'number' }, weekly: { type: 'number' } },
      'x-inputs': ['limitEditor'],
      'x-rules': { amounts: { rule: 'limitAmounts', params: {} } },
    };
    const variant: ResolvedVariant = { formId: 'limits-like', market: 'INT', schema, ui: {}, settingPaths: [] };
    expect(fieldValidation(variant, compileValidateFns(schema))('daily', { daily: 1 }, testRuleContext())).toBeUndefined();
  });

  it('replaces only the verdict fields’ issues in the last local issues', () => {
    const local: ValidationIssue[] = [
      { field: '/a', code: 'required' },
      { field: '/b~1c/d', code: 'pattern' },
      { field: '', code: 'type' },
      { field: '/e', code: 'format' },
    ];
    const next = withFieldVerdict(local, { fields: new Set(['a', 'b/c']), issues: [{ field: '/a', code: 'maxLength' }] });
    expect(next).toEqual([{ field: '', code: 'type' }, { field: '/e', code: 'format' }, { field: '/a', code: 'maxLength' }]);
    // nothing to replace and nothing new: the same list (no new validation state)
    expect(withFieldVerdict(local, { fields: new Set(['z']), issues: [] })).toBe(local);
  });
});

describe('fieldValidatorSchemas (npm run gen)', () => {
  it('gives each field no condition reads its own schema, keyed beside the form, required as in the form', () => {
    const schemas = fieldValidatorSchemas({
      $id: 'f',
      type: 'object',
      required: ['a', 'c'],
      properties: { a: { type: 'string', maxLength: 3 }, b: { type: 'number' }, c: { type: 'string', maxLength: 3 }, d: { type: 'string', maxLength: 3 } },
      allOf: [{ if: { properties: { b: { const: 1 } }, required: ['b'] }, then: { required: ['c'] } }],
      dependencies: { d: ['a'] },
      'x-errorCode': { required: 'mandatory' },
    });
    // b and c: the condition; d and a: the dependency
    expect(schemas).toEqual([]);
    const flat = fieldValidatorSchemas({ $id: 'g', type: 'object', required: ['a'], properties: { a: { type: 'string', maxLength: 3 }, 'x/y': { type: 'number' } }, definitions: { n: { type: 'number' } } });
    expect(flat).toEqual([
      { $id: 'g/fields/a', type: 'object', properties: { a: { type: 'string', maxLength: 3 } }, required: ['a'], definitions: { n: { type: 'number' } } },
      { $id: 'g/fields/x%2Fy', type: 'object', properties: { 'x/y': { type: 'number' } }, definitions: { n: { type: 'number' } } },
    ]);
  });

  it('gives a field a condition only shapes the conditions cut down to it, every if whole and every allOf position kept', () => {
    const schemas = fieldValidatorSchemas({
      $id: 'c',
      type: 'object',
      required: ['country', 'zip'],
      properties: { country: { type: 'string' }, zip: { type: 'string', maxLength: 10 }, nick: { type: 'string' } },
      allOf: [
        { $comment: 'state', if: { properties: { country: { const: 'USA' } }, required: ['country'] }, then: { required: ['state'], properties: { state: { type: 'string' } } } },
        { if: { properties: { country: { const: 'HUN' } }, required: ['country'] }, then: { properties: { zip: { pattern: '^[1-9][0-9]{3}$' } } }, else: { 'x-errorCode': { required: 'mandatory' }, required: ['zip'] } },
      ],
    });
    const byId = Object.fromEntries(schemas.map((schema) => [schema.$id, schema]));
    // nick: flat; country: read by the conditions, none
    expect(Object.keys(byId)).toEqual(['c/fields/nick', 'c/fields/zip', 'c/fields/state']);
    const hungary = { properties: { country: { const: 'HUN' } }, required: ['country'] };
    expect(byId['c/fields/zip']).toEqual({
      $id: 'c/fields/zip',
      type: 'object',
      properties: { zip: { type: 'string', maxLength: 10 } },
      required: ['zip'],
      allOf: [{}, { if: hungary, then: { properties: { zip: { pattern: '^[1-9][0-9]{3}$' } } }, else: { 'x-errorCode': { required: 'mandatory' }, required: ['zip'] } }],
    });
    expect(byId['c/fields/state']).toEqual({
      $id: 'c/fields/state',
      type: 'object',
      allOf: [{ if: { properties: { country: { const: 'USA' } }, required: ['country'] }, then: { required: ['state'], properties: { state: { type: 'string' } } } }, {}],
    });
    // a branch keyword whose verdict could depend on more than the condition: none for that field
    const counted = fieldValidatorSchemas({ $id: 'd', type: 'object', properties: { a: { type: 'string' } }, allOf: [{ if: { required: ['a'] }, then: { properties: { b: { type: 'string' } }, minProperties: 2 } }] });
    expect(counted.map((schema) => schema.$id)).toEqual([]);
  });

  it('gives none for a root keyword it does not know, or a form without $id', () => {
    expect(fieldValidatorSchemas({ $id: 'h', type: 'object', properties: { a: { type: 'string' } }, minProperties: 1 })).toEqual([]);
    expect(fieldValidatorSchemas({ type: 'object', properties: { a: { type: 'string' } } })).toEqual([]);
    expect(fieldValidatorSchemas({ $id: 'i', type: 'object', additionalProperties: false, properties: { a: { type: 'string' } } })).toHaveLength(1);
  });
});
