import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileValidatorModule, patternLimits } from '../../scripts/lib/compile-validator-module';
import { EMAIL_PATTERN } from '../../src/engine/formats/email';
import { fixtureContext } from '../../src/engine/fixtures/fixture-context';
import { loadGeneratedVariant } from '../../src/engine/fixtures/load-generated-variant';
import { validateVariant } from '../../src/engine/validate-variant';

const OUT = `${process.cwd()}/src/generated/validators/x.js`;

describe('compileValidatorModule: patterns are guarded by length', () => {
  it('compiles every pattern to guardedRegExp with the largest maxLength written beside it', () => {
    const code = compileValidatorModule(
      {
        $id: 'f',
        type: 'object',
        properties: { a: { type: 'string', maxLength: 10, pattern: '^a+$' }, b: { type: 'string', maxLength: 30, pattern: '^a+$' }, c: { type: 'string', maxLength: 5, pattern: '^c$' } },
      },
      OUT,
    );
    expect(code).toContain('import { guardedRegExp as __ajv_guardedRegExp } from "../../engine/ajv-runtime/guarded-reg-exp";');
    expect(code).toContain('__ajv_guardedRegExp("^a+$", "u", 30)');
    expect(code).toContain('__ajv_guardedRegExp("^c$", "u", 5)');
    expect(code).not.toMatch(/new RegExp/);
  });

  it('refuses a pattern without a maxLength beside it and patternProperties', () => {
    expect(() => patternLimits({ properties: { a: { allOf: [{ pattern: '^a$' }] } } })).toThrow('/properties/a/allOf/0/pattern: "pattern" needs a numeric "maxLength" beside it');
    expect(() => patternLimits({ properties: { a: { type: 'object', patternProperties: { '^x': {} } } } })).toThrow('/properties/a/patternProperties: not supported');
    // "pattern" as an error-code key or as data is no keyword
    expect([...patternLimits({ properties: { a: { 'x-errorCode': { pattern: 'hungaryZipCode' }, default: { pattern: 'x' } } } })]).toEqual([]);
  });
});

describe('login and forgot-password e-mail pattern (issue 9 §1)', () => {
  it('is the e-mail format expression, in both forms', () => {
    for (const form of ['login', 'forgot-password']) {
      const schema = JSON.parse(readFileSync(`schemas/forms/${form}/schema.json`, 'utf8')) as { properties: Record<string, { pattern?: string }> };
      expect(Object.values(schema.properties).find((field) => field.pattern)?.pattern).toBe(EMAIL_PATTERN.source);
    }
  });

  it('validates a 100,000-character value at once with the generated login validator: too long, nothing else', async () => {
    const loaded = await loadGeneratedVariant('src/generated', 'login', { market: 'INT' });
    if (!loaded.ok) throw new Error(loaded.problem);
    for (const login of [`a@${'.'.repeat(99_997)}@`, `${'a'.repeat(50_000)}@${'b.'.repeat(24_999)}!`, 'a'.repeat(100_000)]) {
      const start = performance.now();
      const issues = validateVariant(loaded.variant, loaded.validateFn, { login, password: 'x' }, fixtureContext('INT', undefined, loaded.variant.schema));
      expect(performance.now() - start).toBeLessThan(100);
      expect(issues).toEqual([{ field: '/login', code: 'maxLength', params: { limit: 254 } }]);
    }
  });
});
