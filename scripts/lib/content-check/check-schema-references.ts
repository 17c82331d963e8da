import { isJsonObject } from '../../../src/engine/is-json-object';
import type { JsonObject } from '../../../src/engine/json-value';
import { settingAtPath } from '../../../src/engine/setting-at-path';
import type { PlatformSettings } from '../../../src/engine/platform-settings';
import type { CheckContext } from './check-context';
import type { MetaProblem } from './meta-validators';
import { pointerJoin } from './pointer-join';
import { walkSchema } from '../walk-schema';
import { showValue } from './show-value';

/** Formats, i18n keys (title/description) and x-rules (names, params) a form schema refers to. */
export function checkSchemaReferences(
  ctx: CheckContext,
  schema: JsonObject,
  fields: ReadonlySet<string>,
  settings: PlatformSettings | undefined,
): MetaProblem[] {
  const problems: MetaProblem[] = [];
  walkSchema(schema, (node, pointer) => {
    if (typeof node.format === 'string' && !ctx.formats.has(node.format)) {
      problems.push({ pointer: `${pointer}/format`, message: `unknown format "${node.format}"` });
    }
    // a code without a text would reach the player as a generic "Invalid data."
    if (isJsonObject(node['x-errorCode'])) {
      for (const [keyword, code] of Object.entries(node['x-errorCode'])) {
        if (typeof code === 'string' && !ctx.hasI18nKey(`validation:${code}`)) {
          problems.push({ pointer: pointerJoin(`${pointer}/x-errorCode`, keyword), message: `no text "validation:${code}" for error code "${code}"` });
        }
      }
    }
    for (const key of ['title', 'description'] as const) {
      const text = node[key];
      if (typeof text === 'string' && !ctx.hasI18nKey(text)) problems.push({ pointer: `${pointer}/${key}`, message: `unknown i18n key "${text}"` });
    }
  });
  const rules = isJsonObject(schema['x-rules']) ? Object.entries(schema['x-rules']) : [];
  rules.forEach(([name, entry]) => {
    const at = pointerJoin('/x-rules', name);
    if (!isJsonObject(entry) || typeof entry.rule !== 'string') return;
    const definition = ctx.rules[entry.rule];
    if (!definition) {
      problems.push({ pointer: `${at}/rule`, message: `unknown rule "${entry.rule}"` });
      return;
    }
    const params = isJsonObject(entry.params) ? entry.params : {};
    for (const name of definition.required) {
      if (params[name] === undefined) problems.push({ pointer: at, message: `rule "${entry.rule}" needs param "${name}"` });
    }
    for (const name of definition.fieldParams) {
      const value = params[name];
      if (value !== undefined && (typeof value !== 'string' || !fields.has(value))) {
        problems.push({ pointer: pointerJoin(`${at}/params`, name), message: `rule "${entry.rule}": unknown field "${showValue(value)}"` });
      }
    }
    for (const name of definition.settingParams) {
      const value = params[name];
      if (value !== undefined && settings && (typeof value !== 'string' || !settingAtPath(settings, value).found)) {
        problems.push({ pointer: pointerJoin(`${at}/params`, name), message: `unknown setting "${showValue(value)}"` });
      }
    }
  });
  return problems;
}
