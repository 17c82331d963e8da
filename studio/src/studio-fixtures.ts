import type { CompiledValidateFunction } from '../../src/engine/compiled-validate-function';
import { compareIssues, type IssueKey } from '../../src/engine/fixtures/compare-issues';
import type { FixtureFile } from '../../src/engine/fixtures/fixture-file';
import { declaredInputs } from '../../src/engine/runtime-inputs/check-runtime-inputs';
import { RUNTIME_INPUT_REGISTRY } from '../../src/engine/runtime-inputs/runtime-input-registry';
import type { JsonValue } from '../../src/engine/json-value';
import { mergePatch } from '../../src/engine/merge-patch';
import type { PlatformSettings } from '../../src/engine/platform-settings';
import type { ResolvedVariant } from '../../src/engine/resolved-variant';
import type { RuleContext } from '../../src/engine/rules/rule';
import { validateVariant } from '../../src/engine/validate-variant';
import type { ValidationIssue } from '../../src/engine/validation-issue';

/** The fixture runner's fixed "today" (src/engine/fixtures/fixture-context.ts). */
export const STUDIO_FIXTURE_NOW = '2026-06-15';

/**
 * A fixture's rule context as the fixture runner builds it (fixtureContext), over the settings the
 * studio resolved from the working tree instead of the generated ones: settingsPatch merged,
 * `now`, the declared runtime inputs (a missing one is the registry's empty value).
 */
export function studioFixtureContext(variant: ResolvedVariant, settings: PlatformSettings, context: FixtureFile['context']): RuleContext {
  const patch = context?.settingsPatch;
  const merged = patch ? (mergePatch(settings as unknown as JsonValue, patch as JsonValue) as unknown as PlatformSettings) : settings;
  return {
    settings: merged,
    market: variant.market,
    now: new Date(context?.now ?? STUDIO_FIXTURE_NOW),
    inputs: {
      ...Object.fromEntries(declaredInputs(variant.schema).map((name) => [name, RUNTIME_INPUT_REGISTRY[name].empty])),
      ...context?.inputs,
    },
  };
}

export interface StudioFixtureResult {
  ok: boolean;
  missing: IssueKey[];
  unexpected: IssueKey[];
  problem?: string;
}

function isFixture(value: unknown): value is FixtureFile {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as Partial<FixtureFile>;
  return typeof candidate.data === 'object' && candidate.data !== null && typeof candidate.expect === 'object' && candidate.expect !== null;
}

/** One fixture through the variant's validator and rules with validateVariant, compared as the runner does. */
export function runStudioFixture(variant: ResolvedVariant, validate: CompiledValidateFunction, settings: PlatformSettings, fixture: unknown): StudioFixtureResult {
  if (!isFixture(fixture)) return { ok: false, missing: [], unexpected: [], problem: 'not a fixture (data and expect are required)' };
  try {
    const actual = validateVariant(variant, validate, fixture.data, studioFixtureContext(variant, settings, fixture.context));
    const { missing, unexpected } = compareIssues(fixture.expect.errors ?? [], actual);
    return { ok: missing.length === 0 && unexpected.length === 0 && fixture.expect.valid === (actual.length === 0), missing, unexpected };
  } catch (error) {
    return { ok: false, missing: [], unexpected: [], problem: (error as Error).message };
  }
}

/** The fixture with its expectation rewritten to these issues (field + code, each once): valid when there are none. */
export function withExpectation(fixture: FixtureFile, issues: readonly IssueKey[]): FixtureFile {
  const errors = [...new Map(issues.map((issue) => [`${issue.field}\u0000${issue.code}`, { field: issue.field, code: issue.code }])).values()];
  return { ...fixture, expect: errors.length === 0 ? { valid: true } : { valid: false, errors } };
}

/** A fixture file's text as the studio writes it (two-space JSON, a final newline). */
export const fixtureText = (fixture: FixtureFile): string => `${JSON.stringify(fixture, null, 2)}\n`;

/** A fixture file for what the preview holds: the data, the rule context's day, and the issues it has now. */
export function fixtureFromPreview(description: string, data: Record<string, unknown>, issues: readonly ValidationIssue[], now: string): FixtureFile {
  return withExpectation({ description, data, context: { now }, expect: { valid: true } }, issues);
}

/** `tests/fixtures/<form>/<market>[/<method>]/<case>.json`; the case name in kebab-case. */
export function fixturePath(form: string, market: string, method: string | undefined, caseName: string): string {
  const slug = caseName
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return ['tests/fixtures', form, market, ...(method === undefined ? [] : [method]), `${slug || 'case'}.json`].join('/');
}

/**
 * The fixture with the data a person filled in in the preview, expecting what that data gives now
 * (valid when nothing is reported): its own fields keep their place with the values on screen,
 * fields the person added are appended, and a field the form only holds because of its schema
 * `default` (the renderer fills those in) is not added — the file says what a player typed.
 */
export function filledFixture(fixture: FixtureFile, data: Readonly<Record<string, unknown>>, issues: readonly IssueKey[], schema: ResolvedVariant['schema']): FixtureFile {
  const properties = (schema.properties ?? {}) as Record<string, { default?: unknown } | boolean>;
  const isDefault = (field: string, value: unknown) => {
    const property = properties[field];
    return typeof property === 'object' && 'default' in property && JSON.stringify(property.default) === JSON.stringify(value);
  };
  const filled: Record<string, unknown> = {};
  for (const field of Object.keys(fixture.data)) if (data[field] !== undefined) filled[field] = data[field];
  for (const [field, value] of Object.entries(data)) {
    if (field in fixture.data || value === undefined || isDefault(field, value)) continue;
    filled[field] = value;
  }
  return withExpectation({ ...fixture, data: filled }, issues);
}

/** The chain a fixture file belongs to, from its path (`tests/fixtures/<form>/<market>[/<method>]/<case>.json`). */
export function fixtureChain(path: string): { form: string; market: string; method?: string } | undefined {
  const parts = path.split('/');
  if (parts[0] !== 'tests' || parts[1] !== 'fixtures' || (parts.length !== 5 && parts.length !== 6)) return undefined;
  const [form, market, method] = parts.slice(2, -1);
  if (form === undefined || market === undefined) return undefined;
  return { form, market, ...(method === undefined ? {} : { method }) };
}
