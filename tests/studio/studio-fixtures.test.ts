import { describe, expect, it } from 'vitest';
import type { CompiledValidateFunction } from '../../src/engine/compiled-validate-function';
import type { PlatformSettings } from '../../src/engine/platform-settings';
import type { ResolvedVariant } from '../../src/engine/resolved-variant';
import { filledFixture, fixtureChain, fixtureFromPreview, fixturePath, runStudioFixture, studioFixtureContext } from '../../studio/src/studio-fixtures';

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

  it('fills a fixture with what a player typed: its own fields in place, new ones added, renderer defaults left out, expecting what the data gives now', () => {
    const fixture = { $comment: 'kept', description: 'A full registration.', data: { email: 'a@b.nl', country: 'NLD' }, context: { now: '2026-06-15' }, expect: { valid: false, errors: [{ field: '/nationalIdNumber', code: 'required' }] } };
    const schema = { type: 'object', properties: { email: { type: 'string' }, country: { type: 'string' }, nationalIdNumber: { type: 'string' }, receiveEmail: { type: 'boolean', default: false }, currency: { type: 'string', default: 'EUR' } } };
    // on screen: what the fixture held, the typed national id, and the defaults the renderer filled in (one changed by the player)
    const onScreen = { country: 'NLD', email: 'a@b.nl', receiveEmail: false, currency: 'SEK', nationalIdNumber: '123456782', emptied: undefined };
    const filled = filledFixture(fixture, onScreen, [], schema);
    expect(filled).toEqual({ ...fixture, data: { email: 'a@b.nl', country: 'NLD', currency: 'SEK', nationalIdNumber: '123456782' }, expect: { valid: true } });
    expect(Object.keys(filled.data)).toEqual(['email', 'country', 'currency', 'nationalIdNumber']);
    // still short of something: it expects what the data gives
    expect(filledFixture(fixture, { email: 'a@b.nl' }, [{ field: '/country', code: 'required' }], schema)).toMatchObject({ data: { email: 'a@b.nl' }, expect: { valid: false, errors: [{ field: '/country', code: 'required' }] } });
  });

  it('reads the chain of a fixture from its path', () => {
    expect(fixtureChain('tests/fixtures/registration/NLD/valid-full.json')).toEqual({ form: 'registration', market: 'NLD' });
    expect(fixtureChain('tests/fixtures/cashier-deposit/GBR/card/valid.json')).toEqual({ form: 'cashier-deposit', market: 'GBR', method: 'card' });
    expect(fixtureChain('schemas/forms/registration/schema.json')).toBeUndefined();
    expect(fixtureChain('tests/fixtures/registration/x.json')).toBeUndefined();
  });
});
