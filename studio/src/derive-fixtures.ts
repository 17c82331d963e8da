import type { CompiledValidateFunction } from '../../src/engine/compiled-validate-function';
import type { FixtureFile } from '../../src/engine/fixtures/fixture-file';
import { isJsonObject } from '../../src/engine/is-json-object';
import type { JsonObject, JsonValue } from '../../src/engine/json-value';
import type { PlatformSettings } from '../../src/engine/platform-settings';
import type { ResolvedVariant } from '../../src/engine/resolved-variant';
import { validateVariant } from '../../src/engine/validate-variant';
import { fixtureFromPreview, STUDIO_FIXTURE_NOW, studioFixtureContext } from './studio-fixtures';

/** Two fixtures derived from a variant's schema, and the fields no valid value was found for. */
export interface DerivedFixtures {
  /** data every check accepts; missing when some field needs an `examples` value */
  valid?: FixtureFile;
  /** the same data without the fields the variant's own layer adds (or empty): what it must refuse */
  invalid: FixtureFile;
  /** required fields no candidate value passed (give them `examples` in the schema) */
  unresolved: string[];
}

const FORMAT_SAMPLES: Readonly<Record<string, string>> = {
  email: 'player@example.com',
  date: '1990-01-15',
  'date-time': '2026-06-15T12:00:00Z',
  iban: 'DE89370400440532013000',
  phone: '+46701234567',
  uri: 'https://example.com/',
};
const DIGITS = '4111111111111111';
/**
 * Well-known test values tried after the schema's own (each is kept only when the variant's
 * validator and rules accept it): a Luhn-valid card number, a card expiry, an IBAN and BIC, a
 * phone number, an e-mail address, a birth date.
 */
const COMMON_SAMPLES: readonly string[] = [DIGITS, '12/30', 'DE89370400440532013000', 'HU42117730161111101800000000', 'DEUTDEFF', 'OTPVHUHB', '+46701234567', 'player@example.com', '1990-01-15'];

/** Values to try for a property, most telling first: the schema's own examples, const, default and enum. */
function candidates(property: JsonObject): JsonValue[] {
  const own: JsonValue[] = [];
  if (Array.isArray(property.examples)) own.push(...property.examples);
  if (property.const !== undefined) own.push(property.const);
  if (property.default !== undefined) own.push(property.default);
  if (Array.isArray(property.enum)) own.push(...property.enum);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const list = property[key];
    if (Array.isArray(list)) for (const option of list) if (isJsonObject(option) && option.const !== undefined) own.push(option.const);
  }
  const type = Array.isArray(property.type) ? property.type[0] : property.type;
  if (type === 'boolean') return [...own, true, false];
  if (type === 'number' || type === 'integer') {
    const minimum = typeof property.minimum === 'number' ? property.minimum : typeof property.exclusiveMinimum === 'number' ? property.exclusiveMinimum + 1 : undefined;
    return [...own, ...(minimum === undefined ? [] : [minimum]), 10, 1, 100];
  }
  if (type !== 'string' && type !== undefined) return own;
  const min = typeof property.minLength === 'number' ? property.minLength : 1;
  const max = typeof property.maxLength === 'number' ? property.maxLength : Math.max(min, 16);
  const length = Math.min(Math.max(min, 8), max);
  const digits = DIGITS.repeat(Math.ceil(length / DIGITS.length)).slice(0, length);
  const format = typeof property.format === 'string' ? FORMAT_SAMPLES[property.format] : undefined;
  return [...own, ...(format === undefined ? [] : [format]), '10.00', '10', digits, 'Ann Smith', `AB${digits.slice(2)}`, ...COMMON_SAMPLES, 'a'.repeat(Math.max(min, 1))];
}

/** Every top-level field's definition: the schema's own properties and those its conditions' branches add. */
function propertiesOf(schema: JsonObject, into: Record<string, JsonObject> = {}): Record<string, JsonObject> {
  if (isJsonObject(schema.properties)) {
    for (const [name, definition] of Object.entries(schema.properties)) {
      // a definition with a type says more than a condition's `{ const: … }`
      if (isJsonObject(definition) && (into[name] === undefined || (into[name].type === undefined && definition.type !== undefined))) into[name] = definition;
    }
  }
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list)) for (const item of list) if (isJsonObject(item)) propertiesOf(item, into);
  }
  for (const key of ['then', 'else'] as const) {
    const branch = schema[key];
    if (isJsonObject(branch)) propertiesOf(branch, into);
  }
  return into;
}

/** The top-level fields a schema or merge patch defines, those in its conditions' branches included. */
export function schemaFields(schema: unknown): string[] {
  return isJsonObject(schema) ? Object.keys(propertiesOf(schema)) : [];
}

/**
 * Fixtures derived from a resolved variant: a valid one (each required field — also one a
 * condition asks for — gets the first candidate value the variant's own validator and rules
 * accept) and an invalid one (the fields the chain's most specific layer adds left out, so the
 * variant's own requirements are what it is refused for). The expected errors are what the
 * variant reports now, as "Save as fixture" records them.
 */
export function deriveFixtures(variant: ResolvedVariant, validate: CompiledValidateFunction, settings: PlatformSettings, ownFields: readonly string[], label: string): DerivedFixtures {
  const context = studioFixtureContext(variant, settings, undefined);
  const issuesOf = (data: Record<string, JsonValue>) => validateVariant(variant, validate, data, context);
  const properties = propertiesOf(variant.schema);
  const data: Record<string, JsonValue> = {};
  const unresolved = new Set<string>();
  // a filled field may make a condition ask for another: a few rounds
  for (let round = 0; round < 5; round += 1) {
    const wanted = [...new Set(issuesOf(data).map((issue) => issue.field.replace(/^\//, '').split('/')[0] ?? ''))].filter((field) => field !== '' && !unresolved.has(field));
    if (wanted.length === 0) break;
    for (const field of wanted) {
      const property = properties[field];
      const options = property === undefined ? [] : candidates(property);
      const accepted = options.find((value) => !issuesOf({ ...data, [field]: value }).some((issue) => issue.field === `/${field}` || issue.field.startsWith(`/${field}/`)));
      if (accepted === undefined) unresolved.add(field);
      else data[field] = accepted;
    }
  }
  const remaining = issuesOf(data);
  const omitted = ownFields.filter((field) => field in data);
  const invalidData: Record<string, JsonValue> = omitted.length > 0 ? Object.fromEntries(Object.entries(data).filter(([field]) => !omitted.includes(field))) : {};
  const invalid = fixtureFromPreview(
    omitted.length > 0 ? `${label}: derived from the schema, without ${omitted.join(', ')} — refused.` : `${label}: derived from the schema, empty — refused.`,
    invalidData,
    issuesOf(invalidData),
    STUDIO_FIXTURE_NOW,
  );
  return {
    ...(remaining.length === 0 ? { valid: fixtureFromPreview(`${label}: derived from the schema, every required field filled — accepted.`, data, [], STUDIO_FIXTURE_NOW) } : {}),
    invalid,
    unresolved: [...unresolved, ...remaining.map((issue) => issue.field.replace(/^\//, ''))].filter((field, index, all) => all.indexOf(field) === index),
  };
}
