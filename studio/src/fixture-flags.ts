import type { FixtureFile } from '../../src/engine/fixtures/fixture-file';
import type { JsonObject } from '../../src/engine/json-value';
import type { DerivedFixtures } from './derive-fixtures';
import { schemaFields } from './derive-fixtures';
import { DERIVED_CASES } from './derived-fixture-changes';

/** Why a valid fixture can no longer be derived from its chain's form. */
export type FixtureFlagReason =
  /** its data holds fields the variant no longer defines (removed, or moved to another market or method) */
  | { kind: 'fieldsGone'; fields: string[] }
  /** the chain's derived valid fixture: the derivation finds no accepted value for these fields any more */
  | { kind: 'notDerivable'; fields: string[] };

export interface FixtureFlag {
  path: string;
  reason: FixtureFlagReason;
}

function isFixture(value: unknown): value is FixtureFile {
  return value !== null && typeof value === 'object' && 'data' in value && 'expect' in value && typeof (value as FixtureFile).data === 'object' && (value as FixtureFile).data !== null;
}

/**
 * The chain's valid fixtures (`expect.valid`) that can no longer be derived from its variant: one
 * whose data names a field the variant does not define (it exercises nothing any more — with
 * additional properties allowed it still passes, so the run does not say so), and the derived
 * `schema-valid.json` when the derivation no longer finds data the variant accepts. Invalid
 * fixtures are left alone: an unknown field is what some of them are about.
 */
export function fixtureFlags(entries: ReadonlyArray<{ path: string; fixture: unknown }>, schema: JsonObject, derived: DerivedFixtures | undefined): FixtureFlag[] {
  const fields = new Set(schemaFields(schema));
  const flags: FixtureFlag[] = [];
  for (const { path, fixture } of entries) {
    if (!isFixture(fixture) || !fixture.expect.valid) continue;
    const gone = Object.keys(fixture.data).filter((field) => !fields.has(field));
    if (gone.length > 0) flags.push({ path, reason: { kind: 'fieldsGone', fields: gone } });
    else if (path.endsWith(`/${DERIVED_CASES.valid}.json`) && derived !== undefined && derived.valid === undefined) {
      flags.push({ path, reason: { kind: 'notDerivable', fields: derived.unresolved } });
    }
  }
  return flags;
}
