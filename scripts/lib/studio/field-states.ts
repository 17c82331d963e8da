import { isJsonObject } from '../../../src/engine/is-json-object';
import type { JsonObject, JsonValue } from '../../../src/engine/json-value';

export type FieldState = 'required' | 'conditional' | 'optional' | 'hidden';

export interface FieldStateInfo {
  state: FieldState;
  readOnly: boolean;
  /** "country = SWE": the fixed values a condition of this field was decided with */
  decidedBy?: string;
}

const COMBINATORS = ['allOf', 'anyOf', 'oneOf'] as const;

/**
 * Values a market fixes: a `const`, a one-value `enum`, or a read-only field with a default
 * (after settings binding, e.g. the country of a market that serves one country).
 */
export function fixedValues(schema: JsonObject, ui: JsonObject): Map<string, JsonValue> {
  const fixed = new Map<string, JsonValue>();
  const properties = isJsonObject(schema.properties) ? schema.properties : {};
  for (const [name, property] of Object.entries(properties)) {
    if (!isJsonObject(property)) continue;
    const fieldUi = ui[name];
    const readOnly = property.readOnly === true || (isJsonObject(fieldUi) && fieldUi['ui:readonly'] === true);
    if (property.const !== undefined) fixed.set(name, property.const);
    else if (Array.isArray(property.enum) && property.enum.length === 1 && property.enum[0] !== undefined) fixed.set(name, property.enum[0]);
    else if (readOnly && property.default !== undefined && property.default !== null && !isJsonObject(property.default)) fixed.set(name, property.default);
  }
  return fixed;
}

/**
 * An `if` schema evaluated against the fixed values: true or false when every field it reads is
 * fixed and every keyword it uses is understood (required, properties with const / enum),
 * undefined when the player's input decides.
 */
export function evaluateCondition(condition: JsonValue | undefined, fixed: ReadonlyMap<string, JsonValue>): boolean | undefined {
  if (!isJsonObject(condition)) return undefined;
  let unknown = false;
  for (const key of Object.keys(condition)) if (!['required', 'properties', '$comment'].includes(key)) unknown = true;
  if (Array.isArray(condition.required)) {
    for (const name of condition.required) if (typeof name !== 'string' || !fixed.has(name)) unknown = true;
  }
  if (isJsonObject(condition.properties)) {
    for (const [name, sub] of Object.entries(condition.properties)) {
      if (!fixed.has(name) || !isJsonObject(sub)) {
        unknown = true;
        continue;
      }
      const value = fixed.get(name);
      for (const key of Object.keys(sub)) if (!['const', 'enum', '$comment'].includes(key)) unknown = true;
      if (sub.const !== undefined && JSON.stringify(sub.const) !== JSON.stringify(value)) return false;
      if (Array.isArray(sub.enum) && !sub.enum.some((option) => JSON.stringify(option) === JSON.stringify(value))) return false;
    }
  }
  return unknown ? undefined : true;
}

function requiredOf(node: JsonValue | undefined): string[] {
  return isJsonObject(node) && Array.isArray(node.required) ? node.required.filter((name): name is string => typeof name === 'string') : [];
}

function propertiesOf(node: JsonValue | undefined): string[] {
  return isJsonObject(node) && isJsonObject(node.properties) ? Object.keys(node.properties) : [];
}

/**
 * Every field's state in a resolved (settings-bound) variant: required, optional, conditional
 * (an `if` the player's input decides), hidden (not in the schema, only in branches that do not
 * apply, or `ui:widget: hidden`), and read-only. Conditions on values the market fixes (a
 * read-only country with its default) are decided here, not shown as "conditional".
 */
export function fieldStates(schema: JsonObject, ui: JsonObject): Map<string, FieldStateInfo> {
  const fixed = fixedValues(schema, ui);
  const shown = new Set(propertiesOf(schema));
  const required = new Set(requiredOf(schema));
  const conditional = new Set<string>();
  const inDeadBranch = new Set<string>();
  const decidedBy = new Map<string, string>();
  const describe = (condition: JsonValue | undefined): string =>
    isJsonObject(condition) && isJsonObject(condition.properties)
      ? Object.keys(condition.properties)
          .map((name) => `${name} = ${JSON.stringify(fixed.get(name))}`)
          .join(', ')
      : '';
  // the root's own if / then / else is one more condition, like an allOf entry
  const rootCondition: JsonValue[] = schema.if === undefined ? [] : [{ if: schema.if, ...(schema.then === undefined ? {} : { then: schema.then }), ...(schema.else === undefined ? {} : { else: schema.else }) }];
  for (const key of COMBINATORS) {
    const list = [...(Array.isArray(schema[key]) ? schema[key] : []), ...(key === 'allOf' ? rootCondition : [])];
    for (const entry of list) {
      if (!isJsonObject(entry)) continue;
      const verdict = key === 'allOf' ? evaluateCondition(entry.if, fixed) : undefined;
      const branches: Array<[JsonValue | undefined, boolean | undefined]> = [
        [entry.then, verdict],
        [entry.else, verdict === undefined ? undefined : !verdict],
      ];
      // allOf without if: its own required / properties always apply
      if (entry.if === undefined && key === 'allOf') branches.push([entry, true]);
      for (const [branch, applies] of branches) {
        for (const name of propertiesOf(branch)) {
          if (applies === false) inDeadBranch.add(name);
          else shown.add(name);
          if (applies !== undefined && entry.if !== undefined) decidedBy.set(name, describe(entry.if));
        }
        for (const name of requiredOf(branch)) {
          if (applies === true) required.add(name);
          else if (applies === undefined) conditional.add(name);
          if (applies !== undefined && entry.if !== undefined) decidedBy.set(name, describe(entry.if));
        }
      }
    }
  }
  const states = new Map<string, FieldStateInfo>();
  for (const name of new Set([...shown, ...inDeadBranch])) {
    const fieldUi = ui[name];
    const property = isJsonObject(schema.properties) ? schema.properties[name] : undefined;
    const readOnly = (isJsonObject(fieldUi) && fieldUi['ui:readonly'] === true) || (isJsonObject(property) && property.readOnly === true);
    const hiddenWidget = isJsonObject(fieldUi) && fieldUi['ui:widget'] === 'hidden';
    const state: FieldState = !shown.has(name) || hiddenWidget ? 'hidden' : required.has(name) ? 'required' : conditional.has(name) ? 'conditional' : 'optional';
    const decided = decidedBy.get(name);
    states.set(name, { state, readOnly, ...(decided ? { decidedBy: decided } : {}) });
  }
  return states;
}
