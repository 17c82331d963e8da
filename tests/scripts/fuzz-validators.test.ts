import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { compileValidatorModule } from '../../scripts/lib/compile-validator-module';
import type { FuzzTarget } from '../../scripts/fuzz-validators';
import { FUZZ_LIMIT_MS, fuzzValidator, fuzzVerdict } from '../../scripts/fuzz-validators';
import type { ValidatorFunctions } from '../../src/engine/compiled-validate-function';
import { fixtureContext } from '../../src/engine/fixtures/fixture-context';
import type { JsonObject } from '../../src/engine/json-value';
import type { RuleDefinition } from '../../src/engine/rules/rule-definition';

const dir = mkdtempSync(join(tmpdir(), 'fuzz-validators-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A schema compiled exactly as npm run gen compiles the forms (guarded patterns included), then imported. */
async function compiledTarget(name: string, pattern: string, registry?: Readonly<Record<string, RuleDefinition>>): Promise<FuzzTarget> {
  const schema: JsonObject = {
    $id: name,
    type: 'object',
    required: ['code'],
    properties: { code: { type: 'string', maxLength: 24, pattern }, other: { type: 'string', maxLength: 100 } },
    additionalProperties: false,
    ...(registry ? { 'x-rules': { planted: { rule: 'planted', params: {} } } } : {}),
  };
  const file = join(dir, `${name}.js`);
  writeFileSync(file, compileValidatorModule(schema, file));
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: ValidatorFunctions };
  const validateFn = module.default[name];
  if (!validateFn) throw new Error(`${file} exports no validator "${name}"`);
  return {
    name,
    variant: { formId: name, market: 'INT', schema, ui: {}, settingPaths: [] },
    validateFn,
    ctx: fixtureContext('INT', undefined, schema),
    ...(registry ? { registry } : {}),
  };
}

describe('fuzz stage (scripts/fuzz-validators.ts)', () => {
  it('fails on a planted exponential pattern that fits within its maxLength: (a+)+$', async () => {
    const target = await compiledTarget('planted', '^(a+)+$');
    const result = fuzzValidator(target, { runs: 2_000, seed: 1 });
    const { problems, report } = fuzzVerdict([result]);
    expect(result.throws).toEqual([]);
    expect(result.worstMs).toBeGreaterThan(FUZZ_LIMIT_MS);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^planted: worst case \d+\.\d ms > 10 ms on \{.*"code":"a+.*\}/);
    expect(report).toMatch(/^fuzz: 1 validators × 2,000 inputs, slowest re-run \d+\.\d ms \(planted\)$/);
  }, 120_000);

  it('passes the same form with a linear pattern, over-long values included', async () => {
    const target = await compiledTarget('linear', '^a+$');
    const result = fuzzValidator(target, { runs: 2_000, seed: 1 });
    expect(fuzzVerdict([result]).problems).toEqual([]);
    expect(result.worstMs).toBeLessThan(FUZZ_LIMIT_MS);
  }, 60_000);

  it('fails naming the input when validation throws (a rule that trusts its data)', async () => {
    const planted: RuleDefinition = {
      run: (data) => (String((data.other as string).length) === '' ? [] : []),
      required: [],
      fieldParams: [],
      settingParams: [],
    };
    const target = await compiledTarget('trusting', '^a+$', { planted });
    const result = fuzzValidator(target, { runs: 300, seed: 1 });
    expect(result.throws.length).toBeGreaterThan(0);
    expect(fuzzVerdict([result]).problems[0]).toMatch(/^trusting: throws TypeError: .* on /);
  }, 60_000);
});
