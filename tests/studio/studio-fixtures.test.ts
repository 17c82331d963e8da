import { describe, expect, it } from 'vitest';
import type { CompiledValidateFunction } from '../../src/engine/compiled-validate-function';
import type { PlatformSettings } from '../../src/engine/platform-settings';
import type { ResolvedVariant } from '../../src/engine/resolved-variant';
import { fixtureFromPreview, fixturePath, runStudioFixture, studioFixtureContext } from '../../studio/src/studio-fixtures';

const VARIANT: ResolvedVariant = {
  formId: 'demo',
  market: 'NLD',
  schema: { $id: 'demo', type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 20 } } },
  ui: {},
  settingPaths: [],
};
const SETTINGS = { be: {}, fe: { market: 'NLD' } } as unknown as PlatformSettings;

/** A stand-in for a compiled validator of VARIANT: `name` is required. */
const validate: CompiledValidateFunction = Object.assign(
  (data: unknown) => {
    const ok = typeof (data as { name?: unknown }).name === 'string';
    validate.errors = ok ? null : [{ instancePath: '', schemaPath: '#/required', keyword: 'required', params: { missingProperty: 'name' } }];
    return ok;
  },
  { errors: null },
);

describe('studio fixtures', () => {
  it('builds the rule context as the fixture runner does (day, settings patch)', () => {
    const ctx = studioFixtureContext(VARIANT, SETTINGS, { now: '2026-01-02', settingsPatch: { fe: { extra: 1 } } });
    expect(ctx.now.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect((ctx.settings.fe as unknown as Record<string, unknown>).extra).toBe(1);
    expect(ctx.market).toBe('NLD');
  });

  it('passes a fixture whose errors match and fails one that expects something else', () => {
    const missing = { description: 'x', data: {}, expect: { valid: false, errors: [{ field: '/name', code: 'required' }] } };
    expect(runStudioFixture(VARIANT, validate, SETTINGS, missing)).toEqual({ ok: true, missing: [], unexpected: [] });
    const wrong = { description: 'x', data: {}, expect: { valid: true } };
    expect(runStudioFixture(VARIANT, validate, SETTINGS, wrong)).toMatchObject({ ok: false, unexpected: [{ field: '/name', code: 'required' }] });
    expect(runStudioFixture(VARIANT, validate, SETTINGS, { nope: true })).toMatchObject({ ok: false, problem: expect.stringMatching(/not a fixture/) });
  });

  it('writes the preview as a fixture with its current errors, once each', () => {
    const issues = [
      { field: '/name', code: 'required' },
      { field: '/name', code: 'required' },
    ];
    expect(fixtureFromPreview('empty', { a: 1 }, issues, '2026-06-15')).toEqual({
      description: 'empty',
      data: { a: 1 },
      context: { now: '2026-06-15' },
      expect: { valid: false, errors: [{ field: '/name', code: 'required' }] },
    });
    expect(fixtureFromPreview('ok', {}, [], '2026-06-15').expect).toEqual({ valid: true });
  });

  it('names the fixture file after the case in kebab-case', () => {
    expect(fixturePath('registration', 'NLD', undefined, 'National id missing!')).toBe('tests/fixtures/registration/NLD/national-id-missing.json');
    expect(fixturePath('cashier-deposit', 'GBR', 'card', '  ')).toBe('tests/fixtures/cashier-deposit/GBR/card/case.json');
  });
});
