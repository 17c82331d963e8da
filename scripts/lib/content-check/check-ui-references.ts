import { isJsonObject } from '../../../src/engine/is-json-object';
import type { JsonObject } from '../../../src/engine/json-value';
import type { PlatformSettings } from '../../../src/engine/platform-settings';
import { settingAtPath } from '../../../src/engine/setting-at-path';
import type { CheckContext } from './check-context';
import type { MetaProblem } from './meta-validators';
import { pointerJoin } from './pointer-join';
import { walkJson } from './walk-json';
import { showValue } from './show-value';
import { PASSWORD_HINT_NAMES } from '../../../src/renderer/widgets/password-hint-definitions';

const I18N_UI_KEYS = new Set(['ui:help', 'ui:title', 'ui:description', 'ui:placeholder']);

function checkI18nAndWidgets(ctx: CheckContext, ui: JsonObject, problems: MetaProblem[]): void {
  walkJson(ui, (value, pointer) => {
    if (!isJsonObject(value)) return;
    for (const [key, child] of Object.entries(value)) {
      const at = pointerJoin(pointer, key);
      if (key === 'ui:widget' && typeof child === 'string' && !ctx.widgetNames.has(child)) {
        problems.push({ pointer: at, message: `unknown widget "${child}"` });
      }
      if (I18N_UI_KEYS.has(key) && typeof child === 'string' && !ctx.hasI18nKey(child)) {
        problems.push({ pointer: at, message: `unknown i18n key "${child}"` });
      }
      // an unknown hint would take the password widget (and the whole form) down at runtime
      if (key === 'ui:options' && isJsonObject(child) && Array.isArray(child.hints)) {
        child.hints.forEach((hint, index) => {
          if (typeof hint !== 'string' || !(PASSWORD_HINT_NAMES as readonly string[]).includes(hint)) {
            problems.push({ pointer: `${pointerJoin(at, 'hints')}/${index}`, message: `unknown password hint "${showValue(hint)}"` });
          }
        });
      }
    }
  });
  const lists: ReadonlyArray<readonly [string, readonly string[]]> = [
    ['ui:pages', ['title', 'description']],
    ['ui:notices', ['text']],
  ];
  for (const [listKey, textKeys] of lists) {
    const list = ui[listKey];
    if (!Array.isArray(list)) continue;
    list.forEach((item, index) => {
      if (!isJsonObject(item)) return;
      for (const textKey of textKeys) {
        const text = item[textKey];
        if (typeof text === 'string' && !ctx.hasI18nKey(text)) {
          problems.push({ pointer: `/${listKey}/${index}/${textKey}`, message: `unknown i18n key "${text}"` });
        }
      }
    });
  }
}

function checkFieldNames(
  ctx: CheckContext,
  ui: JsonObject,
  fields: ReadonlySet<string>,
  settings: PlatformSettings | undefined,
  problems: MetaProblem[],
): void {
  for (const key of Object.keys(ui)) {
    if (!key.startsWith('ui:') && key !== '$comment' && !fields.has(key)) problems.push({ pointer: pointerJoin('', key), message: `ui for unknown field "${key}"` });
  }
  const pages = Array.isArray(ui['ui:pages']) ? ui['ui:pages'] : [];
  const pageIds = new Set<string>();
  pages.forEach((page, index) => {
    if (!isJsonObject(page)) return;
    if (typeof page.id === 'string') {
      if (pageIds.has(page.id)) problems.push({ pointer: `/ui:pages/${index}/id`, message: `duplicate page id "${page.id}"` });
      pageIds.add(page.id);
    }
    const pageFields = Array.isArray(page.fields) ? page.fields : [];
    pageFields.forEach((field, fieldIndex) => {
      if (typeof field !== 'string' || !fields.has(field)) {
        problems.push({ pointer: `/ui:pages/${index}/fields/${fieldIndex}`, message: `page names unknown field "${showValue(field)}"` });
      }
    });
  });
  const order = Array.isArray(ui['ui:order']) ? ui['ui:order'] : [];
  order.forEach((field, index) => {
    if (field !== '*' && (typeof field !== 'string' || !fields.has(field))) {
      problems.push({ pointer: `/ui:order/${index}`, message: `ui:order names unknown field "${showValue(field)}"` });
    }
  });
  // a gate naming a field the form does not have would never close: say so here
  const formOptions = isJsonObject(ui['ui:options']) ? ui['ui:options'] : {};
  const gated = Array.isArray(formOptions.submitWhenValid) ? formOptions.submitWhenValid : [];
  gated.forEach((field, index) => {
    if (typeof field !== 'string' || !fields.has(field)) {
      problems.push({ pointer: `/ui:options/submitWhenValid/${index}`, message: `submitWhenValid names unknown field "${showValue(field)}"` });
    }
  });
  const effects = isJsonObject(ui['ui:effects']) ? ui['ui:effects'] : {};
  for (const [id, entry] of Object.entries(effects)) {
    const at = pointerJoin('/ui:effects', id);
    if (!isJsonObject(entry) || typeof entry.effect !== 'string') continue;
    const definition = ctx.effects[entry.effect];
    if (!definition) {
      problems.push({ pointer: `${at}/effect`, message: `unknown effect "${entry.effect}"` });
      continue;
    }
    const params = isJsonObject(entry.params) ? entry.params : {};
    for (const name of definition.required) {
      if (params[name] === undefined) problems.push({ pointer: at, message: `effect "${entry.effect}" needs param "${name}"` });
    }
    for (const name of definition.fieldParams) {
      const value = params[name];
      if (value !== undefined && (typeof value !== 'string' || !fields.has(value))) {
        problems.push({ pointer: pointerJoin(`${at}/params`, name), message: `effect "${entry.effect}": unknown field "${showValue(value)}"` });
      }
    }
    for (const name of definition.settingParams) {
      const value = params[name];
      if (value !== undefined && settings && (typeof value !== 'string' || !settingAtPath(settings, value).found)) {
        problems.push({ pointer: pointerJoin(`${at}/params`, name), message: `unknown setting "${showValue(value)}"` });
      }
    }
  }
}

/** Widgets, i18n keys, fields, pages, order and effects a uiSchema refers to. */
export function checkUiReferences(
  ctx: CheckContext,
  ui: JsonObject,
  fields: ReadonlySet<string>,
  settings: PlatformSettings | undefined,
): MetaProblem[] {
  const problems: MetaProblem[] = [];
  checkI18nAndWidgets(ctx, ui, problems);
  checkFieldNames(ctx, ui, fields, settings, problems);
  return problems;
}
