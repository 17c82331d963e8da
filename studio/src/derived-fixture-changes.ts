import type { FixtureFile } from '../../src/engine/fixtures/fixture-file';
import type { DerivedFixtures } from './derive-fixtures';
import { fixturePath } from './studio-fixtures';

/** The case names of the fixtures derived from a chain's schema (derive-fixtures.ts). */
export const DERIVED_CASES = { valid: 'schema-valid', invalid: 'schema-invalid' } as const;

/** How one derived fixture differs from the file of the same name. */
export interface DerivedFixtureChange {
  path: string;
  /** new: no such file yet; changed: the file holds other data or expectations */
  kind: 'new' | 'changed';
  /** the fixture to write when the person keeps the change */
  fixture: FixtureFile;
  fieldsAdded: string[];
  fieldsRemoved: string[];
  /** fields whose value is another */
  fieldsChanged: string[];
  /** the expectation: valid before → valid now (only when it flipped) */
  validity?: { before: boolean; after: boolean };
  /** expected errors ("/field code") the file lacks / has and the derivation no longer gives */
  errorsAdded: string[];
  errorsRemoved: string[];
}

const errorNames = (fixture: FixtureFile | undefined) => (fixture?.expect.errors ?? []).map((error) => `${error.field} ${error.code}`);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What changed between a fixture file (or none) and the fixture derived now; undefined when nothing did. */
export function derivedFixtureChange(path: string, before: FixtureFile | undefined, after: FixtureFile): DerivedFixtureChange | undefined {
  const oldData = before?.data ?? {};
  const fieldsAdded = Object.keys(after.data).filter((field) => !(field in oldData));
  const fieldsRemoved = Object.keys(oldData).filter((field) => !(field in after.data));
  const fieldsChanged = Object.keys(after.data).filter((field) => field in oldData && !same(oldData[field], after.data[field]));
  const oldErrors = errorNames(before);
  const newErrors = errorNames(after);
  const errorsAdded = newErrors.filter((error) => !oldErrors.includes(error));
  const errorsRemoved = oldErrors.filter((error) => !newErrors.includes(error));
  const flipped = before !== undefined && before.expect.valid !== after.expect.valid;
  const differs = fieldsAdded.length + fieldsRemoved.length + fieldsChanged.length + errorsAdded.length + errorsRemoved.length > 0 || flipped;
  if (before !== undefined && !differs) return undefined;
  return {
    path,
    kind: before === undefined ? 'new' : 'changed',
    fixture: after,
    fieldsAdded,
    fieldsRemoved,
    fieldsChanged,
    ...(flipped ? { validity: { before: before.expect.valid, after: after.expect.valid } } : {}),
    errorsAdded,
    errorsRemoved,
  };
}

/**
 * The derived fixtures of a chain set against the files it has: each one that is new or differs
 * (data fields, expected validity, expected errors). The description is not compared (it names the
 * chain, not the content). With `onlyExisting`, derived fixtures the chain has no file for yet are
 * left out (a chain is offered new ones only right after its content was saved).
 */
export function derivedFixtureChanges(
  derived: DerivedFixtures,
  chain: { form: string; market: string; method?: string },
  files: ReadonlyMap<string, FixtureFile>,
  onlyExisting: boolean,
): DerivedFixtureChange[] {
  const proposals = [
    ...(derived.valid ? [[fixturePath(chain.form, chain.market, chain.method, DERIVED_CASES.valid), derived.valid] as const] : []),
    [fixturePath(chain.form, chain.market, chain.method, DERIVED_CASES.invalid), derived.invalid] as const,
  ];
  return proposals.flatMap(([path, fixture]) => {
    const before = files.get(path);
    if (before === undefined && onlyExisting) return [];
    const change = derivedFixtureChange(path, before, fixture);
    return change ? [change] : [];
  });
}
