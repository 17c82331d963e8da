/**
 * npm test's fuzz stage: `npx tsx scripts/fuzz-validators.ts [--runs N] [--seed S]`
 *
 * Every generated validator module (src/generated/validators/*.js, reached through
 * src/generated/variant-index.json like the fixtures and loadVariant) × N fast-check inputs
 * (default 10,000), through `validateVariant` with the form's real rules and a rule context of a
 * market that uses it: long strings up to 100,000 characters, unicode and lone surrogates,
 * prototype keys, deep nesting, wrong types, null/undefined at the top, and objects whose
 * properties are the schema's own field names with long, boundary-length and unicode values.
 *
 * Fails when any input throws, or when a validator's worst case exceeds 10 ms. The worst case is
 * measured, not guessed from one timing: the slowest inputs of the run are run again, each a few
 * times, an input's cost is its fastest re-run (a garbage collection or the other core's work
 * is not the validator's), and the figure is the slowest input's cost.
 * Prints one report line, e.g. `fuzz: 26 validators × 10,000 inputs, slowest re-run 0.8 ms (login.…)`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import type { CompiledValidateFunction } from '../src/engine/compiled-validate-function';
import { fixtureContext } from '../src/engine/fixtures/fixture-context';
import { loadGeneratedVariant } from '../src/engine/fixtures/load-generated-variant';
import { isJsonObject } from '../src/engine/is-json-object';
import type { JsonValue } from '../src/engine/json-value';
import type { MarketId } from '../src/engine/market';
import type { ResolvedVariant } from '../src/engine/resolved-variant';
import type { RuleContext } from '../src/engine/rules/rule';
import type { RuleDefinition } from '../src/engine/rules/rule-definition';
import { validateVariant } from '../src/engine/validate-variant';
import type { VariantIndex } from '../src/engine/variant-index';

export const FUZZ_RUNS = 10_000;
export const FUZZ_LIMIT_MS = 10;
const MAX_STRING = 100_000;
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__'];
const CHUNKS = ['a', 'A', '0', '9', '.', '@', ' ', '-', '+', '_', "'", 'a@', 'a.', '1.', 'a@b.', '\u0000', '\t', 'ä', 'é', 'e\u0301', 'Ő', '中', '😀', '\ud800', '<script>', '%'];
const BATCH = 250;

/** One generated validator with what it runs with. */
export interface FuzzTarget {
  /** the validator module's stem, e.g. login.e31ba1a0608f */
  name: string;
  variant: ResolvedVariant;
  validateFn: CompiledValidateFunction;
  ctx: RuleContext;
  registry?: Readonly<Record<string, RuleDefinition>>;
}

export interface FuzzFailure {
  input: string;
  error: string;
}

export interface FuzzResult {
  name: string;
  inputs: number;
  throws: FuzzFailure[];
  /** the worst case: the slowest of the re-run slowest inputs (each its fastest of a few re-runs) */
  worstMs: number;
  worstInput: string;
}

export interface FuzzOptions {
  runs?: number;
  seed?: number;
  /** how many of the slowest inputs are run again */
  rerunSlowest?: number;
  /** how often each of them is run again */
  repeats?: number;
}

/** A short, printable description of an input (long strings summarised). */
export function describeInput(value: unknown): string {
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item === undefined) return '<undefined>';
    if (typeof item === 'string' && item.length > 40) return `${item.slice(0, 20)}…<${item.length} chars>`;
    return item;
  });
  const shown = text ?? String(value);
  return shown.length > 300 ? `${shown.slice(0, 300)}…` : shown;
}

/** Every property name and every numeric maxLength anywhere in the schema. */
function schemaShape(schema: JsonValue): { fields: string[]; limits: number[] } {
  const fields = new Set<string>();
  const limits = new Set<number>();
  const visit = (node: JsonValue): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isJsonObject(node)) return;
    if (isJsonObject(node.properties)) Object.keys(node.properties).forEach((name) => fields.add(name));
    if (Array.isArray(node.required)) node.required.forEach((name) => typeof name === 'string' && fields.add(name));
    if (typeof node.maxLength === 'number') limits.add(node.maxLength);
    for (const [key, child] of Object.entries(node)) if (!key.startsWith('x-') && key !== 'enum' && key !== 'const') visit(child);
  };
  visit(schema);
  return { fields: [...fields].sort(), limits: [...limits].sort((a, b) => a - b) };
}

/** An object with own properties (also `__proto__`, as JSON.parse makes them), never a changed prototype. */
function objectOf(entries: ReadonlyArray<readonly [string, unknown]>): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

// Schema-independent parts, built once: fast-check builds some lookup tables per arbitrary instance.
const CHUNK = fc.constantFrom(...CHUNKS);
const repeated = (length: number, piece: string) => (length <= 0 ? '' : piece.repeat(Math.ceil(length / piece.length)).slice(0, length));
const LONG_STRING = fc
  .tuple(CHUNK, fc.oneof(fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 1_000, max: MAX_STRING }), fc.constant(MAX_STRING)), fc.string({ maxLength: 3, unit: 'grapheme' }))
  .map(([piece, length, end]) => repeated(length, piece) + end);
const SHORT_STRING = fc.oneof(
  fc.string({ maxLength: 12, unit: 'binary' }),
  fc.string({ maxLength: 20, unit: 'grapheme' }),
  fc.string({ maxLength: 20 }),
  fc.constantFrom('', ' ', 'a@b.co', 'anna.smith@example.com', '2000-01-01', '1900-13-45', 'HUN', 'XKX', '+36201234567', '1234', '0', '-1', 'NaN', 'true', 'null', ...PROTOTYPE_KEYS),
);
const SCALAR = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.constantFrom(0, -0, Number.MAX_SAFE_INTEGER, 1e308, 0.1));
const OTHER_KEY = fc.oneof({ arbitrary: fc.constantFrom(...PROTOTYPE_KEYS), weight: 2 }, { arbitrary: fc.string({ maxLength: 12 }), weight: 1 });

/** The input generator for one schema. */
export function fuzzInput(schema: JsonValue): fc.Arbitrary<unknown> {
  const { fields, limits } = schemaShape(schema);
  const longString = LONG_STRING;
  // a value at, just under and just over each maxLength of the schema, ending in a character that breaks most patterns
  const boundaryString =
    limits.length === 0
      ? longString
      : fc.tuple(fc.constantFrom(...limits), fc.integer({ min: -2, max: 1 }), CHUNK, fc.constantFrom('!', ' ', '@', '.', '😀', ''))
          .map(([limit, delta, piece, end]) => repeated(limit + delta - end.length, piece) + end);
  const shortString = SHORT_STRING;
  const scalar = SCALAR;
  const key = fc.oneof({ arbitrary: fc.constantFrom(...(fields.length > 0 ? fields : ['x'])), weight: 2 }, { arbitrary: OTHER_KEY, weight: 1 });
  const deep = fc
    .tuple(fc.integer({ min: 10, max: 1_000 }), fc.boolean(), key, fc.oneof(shortString, scalar))
    .map(([depth, asArray, name, leaf]) => {
      let value: unknown = leaf;
      for (let level = 0; level < depth; level += 1) value = asArray ? [value] : objectOf([[name, value]]);
      return value;
    });
  const anything = fc.anything({ maxDepth: 2, maxKeys: 4, key, withNullPrototype: true, withObjectString: true, withSparseArray: true });
  // what a field gets in "every field" objects: the cheap kinds, so an object of thirty fields is quick to make
  const plainValue: fc.Arbitrary<unknown> = fc.oneof(
    { arbitrary: fc.constantFrom('', 'a', 'a@b.co', '2000-01-01', 'HUN', true, 0, null), weight: 4 },
    { arbitrary: longString, weight: 2 },
    { arbitrary: boundaryString, weight: 3 },
    { arbitrary: scalar, weight: 1 },
  );
  const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
    { arbitrary: shortString, weight: 5 },
    { arbitrary: longString, weight: 2 },
    { arbitrary: boundaryString, weight: 3 },
    { arbitrary: scalar, weight: 2 },
    { arbitrary: fc.array(fc.oneof(shortString, scalar), { maxLength: 5 }), weight: 1 },
    { arbitrary: anything, weight: 1 },
    { arbitrary: deep, weight: 1 },
  );
  const someFields = fc.array(fc.tuple(key, fieldValue), { maxLength: Math.min(fields.length, 8) + 2 }).map(objectOf);
  const everyField = fc.tuple(...fields.map(() => plainValue), fc.constantFrom(...(fields.length > 0 ? fields : ['x'])), fieldValue)
    .map((values) => objectOf([...fields.map((name, index) => [name, values[index]] as const), [values[fields.length] as string, values[fields.length + 1]]]));
  const wrongTop = fc.oneof(scalar, shortString, longString, fc.array(fieldValue, { maxLength: 5 }), fc.constantFrom([], '', 0));
  return fc.oneof(
    { arbitrary: someFields, weight: 8 },
    { arbitrary: everyField, weight: 4 },
    { arbitrary: fc.constantFrom(null, undefined), weight: 1 },
    { arbitrary: wrongTop, weight: 2 },
    { arbitrary: anything, weight: 1 },
    { arbitrary: deep, weight: 1 },
  );
}

/** One validator × `runs` inputs: no input may throw; the worst case is re-measured (see the file comment). */
export function fuzzValidator(target: FuzzTarget, options: FuzzOptions = {}): FuzzResult {
  const runs = options.runs ?? FUZZ_RUNS;
  const seed = options.seed ?? 1;
  const rerunSlowest = options.rerunSlowest ?? 20;
  const repeats = options.repeats ?? 5;
  const run = (input: unknown) => validateVariant(target.variant, target.validateFn, input, target.ctx, target.registry);
  const arbitrary = fuzzInput(target.variant.schema);
  const throws: FuzzFailure[] = [];
  let slowest: Array<{ ms: number; input: unknown }> = [];
  for (let done = 0; done < runs; done += BATCH) {
    for (const input of fc.sample(arbitrary, { numRuns: Math.min(BATCH, runs - done), seed: seed + done })) {
      const start = performance.now();
      try {
        run(input);
      } catch (error) {
        if (throws.length < 5) throws.push({ input: describeInput(input), error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
        continue;
      }
      const ms = performance.now() - start;
      if (slowest.length < rerunSlowest || ms > (slowest.at(-1)?.ms ?? 0)) {
        slowest.push({ ms, input });
        slowest.sort((a, b) => b.ms - a.ms);
        slowest = slowest.slice(0, rerunSlowest);
      }
    }
  }
  let worstMs = 0;
  let worstInput = '';
  for (const { input } of slowest) {
    let fastest = Number.POSITIVE_INFINITY;
    for (let repeat = 0; repeat < repeats; repeat += 1) {
      const start = performance.now();
      run(input);
      fastest = Math.min(fastest, performance.now() - start);
    }
    if (fastest > worstMs) {
      worstMs = fastest;
      worstInput = describeInput(input);
    }
  }
  return { name: target.name, inputs: runs, throws, worstMs, worstInput };
}

/** One target per generated validator module, with the first chain (market, method) that uses it. */
export async function generatedTargets(generatedRoot: string): Promise<FuzzTarget[]> {
  const index = JSON.parse(readFileSync(join(generatedRoot, 'variant-index.json'), 'utf8')) as VariantIndex;
  const targets: FuzzTarget[] = [];
  const seen = new Set<string>();
  for (const [formId, form] of Object.entries(index.forms)) {
    for (const [key, entry] of Object.entries(form.chains)) {
      if (seen.has(entry.validator)) continue;
      seen.add(entry.validator);
      const [market, method] = key.split('/') as [MarketId, string | undefined];
      const loaded = await loadGeneratedVariant(generatedRoot, formId, { market, ...(method === undefined ? {} : { method }) });
      if (!loaded.ok) throw new Error(loaded.problem);
      targets.push({ name: entry.validator, variant: loaded.variant, validateFn: loaded.validateFn, ctx: fixtureContext(market, undefined, loaded.variant.schema) });
    }
  }
  return targets.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Problems (throws, over-limit worst cases) and the report line of a whole fuzz run. */
export function fuzzVerdict(results: readonly FuzzResult[], limitMs = FUZZ_LIMIT_MS): { problems: string[]; report: string } {
  const problems: string[] = [];
  for (const result of results) {
    for (const failure of result.throws) problems.push(`${result.name}: throws ${failure.error} on ${failure.input}`);
    if (result.worstMs > limitMs) {
      problems.push(`${result.name}: worst case ${result.worstMs.toFixed(1)} ms > ${limitMs} ms on ${result.worstInput}`);
    }
  }
  const worst = results.reduce<FuzzResult | undefined>((slowest, result) => (!slowest || result.worstMs > slowest.worstMs ? result : slowest), undefined);
  const runs = results[0]?.inputs ?? 0;
  const report = `fuzz: ${results.length} validators × ${runs.toLocaleString('en-US')} inputs, slowest re-run ${(worst?.worstMs ?? 0).toFixed(1)} ms (${worst?.name ?? '-'})`;
  return { problems, report };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string' }, seed: { type: 'string' }, only: { type: 'string' } } });
  const runs = values.runs === undefined ? FUZZ_RUNS : Number(values.runs);
  const seed = values.seed === undefined ? Date.now() % 2_147_483_647 : Number(values.seed);
  const started = performance.now();
  const targets = (await generatedTargets(join(import.meta.dirname, '..', 'src', 'generated'))).filter((target) => target.name.includes(values.only ?? ''));
  const results = targets.map((target) => fuzzValidator(target, { runs, seed }));
  for (const result of results) console.log(`  ${result.name.padEnd(40)} ${result.worstMs.toFixed(2).padStart(7)} ms  ${result.throws.length > 0 ? `${result.throws.length}+ throws` : ''}`);
  const { problems, report } = fuzzVerdict(results);
  console.log(`${report} — seed ${seed} (rerun: npx tsx scripts/fuzz-validators.ts --seed ${seed}), ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (problems.length > 0) {
    console.error(problems.slice(0, 30).join('\n'));
    if (problems.length > 30) console.error(`… and ${problems.length - 30} more`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
