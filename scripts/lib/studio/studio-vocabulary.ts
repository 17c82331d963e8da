import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { EFFECT_REGISTRY } from '../../../src/engine/effects/effect-registry';
import { FORMAT_REGISTRY } from '../../../src/engine/formats/format-registry';
import { isJsonObject } from '../../../src/engine/is-json-object';
import { RULE_REGISTRY } from '../../../src/engine/rules/rule-registry';
import { settingsFromFiles } from '../../../src/engine/settings-from-files';
import { FLOW_IMPLEMENTATION_NAMES_BY_FLOW, namesAvailableTo } from '../../../src/features/flow-implementation-names';
import { PASSWORD_HINT_NAMES } from '../../../src/renderer/widgets/password-hint-definitions';
import { WIDGET_NAMES } from '../../../src/renderer/widgets/widget-names';
import type { ContentSource } from '../../../src/engine/content-source';
import { readJson } from '../read-json';

/** A name the editor offers, with what it needs (a rule's or effect's params). */
export interface VocabularyEntry {
  name: string;
  detail?: string;
  /** a rule's or effect's params as its registry declares them */
  params?: VocabularyParams;
}

/** The params of a rule or effect: those it needs, those naming a form field, those naming a settings path. */
export interface VocabularyParams {
  required: string[];
  fields: string[];
  settings: string[];
}

/** Names a flow may use: the feature's own plus the engine's form-step actions. */
export interface FlowVocabulary {
  guards: string[];
  actions: string[];
  actors: string[];
  screens: string[];
}

/**
 * Everything the content check accepts by name, from the same registries it uses
 * (scripts/lib/content-check/check-context.ts): the editor completes exactly what the check proves.
 */
export interface StudioVocabulary {
  widgets: string[];
  formats: string[];
  rules: VocabularyEntry[];
  effects: VocabularyEntry[];
  passwordHints: string[];
  /** dotted settings paths of every market ("fe.registration.…"), objects included (pick: "keys") */
  settingPaths: string[];
  /** `namespace:a.b` keys that have an English text */
  i18nKeys: string[];
  forms: string[];
  /** the top-level fields of each form: its base schema's and, for cashier forms, every method overlay's */
  fields: Record<string, string[]>;
  /** the cashier form of each direction (schemas/cashier/methods.json `forms`) */
  cashierForms: Record<string, string>;
  markets: string[];
  methods: string[];
  flows: Record<string, FlowVocabulary>;
}

function paramsDetail(definition: { required: readonly string[]; fieldParams: readonly string[]; settingParams: readonly string[] }): string | undefined {
  const parts = [
    definition.required.length > 0 ? `needs ${definition.required.join(', ')}` : '',
    definition.fieldParams.length > 0 ? `fields: ${definition.fieldParams.join(', ')}` : '',
    definition.settingParams.length > 0 ? `settings: ${definition.settingParams.join(', ')}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : undefined;
}

function paramsOf(definition: { required: readonly string[]; fieldParams: readonly string[]; settingParams: readonly string[] }): VocabularyParams {
  return { required: [...definition.required], fields: [...definition.fieldParams], settings: [...definition.settingParams] };
}

function settingPathsOf(value: unknown, prefix: string, into: Set<string>): void {
  if (!isJsonObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    into.add(path);
    settingPathsOf(child, path, into);
  }
}

function i18nKeysOf(value: unknown, prefix: string, into: string[]): void {
  if (typeof value === 'string') {
    if (value !== '') into.push(prefix);
    return;
  }
  if (!isJsonObject(value)) return;
  for (const [key, child] of Object.entries(value)) i18nKeysOf(child, prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`, into);
}

/** The English texts' keys of every namespace file under the root (a new namespace is picked up as it appears). */
function i18nKeys(root: string): string[] {
  const dir = join(root, 'src', 'i18n', 'locales', 'en');
  if (!existsSync(dir)) return [];
  const keys: string[] = [];
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json')).sort()) {
    i18nKeysOf(readJsonOrNothing(join(dir, name)), `${name.replace(/\.json$/, '')}:`, keys);
  }
  return keys;
}

/** The studio editor's completion vocabulary over a content root. */
export function studioVocabulary(root: string, source: ContentSource): StudioVocabulary {
  const markets = [...source.markets()];
  const settingPaths = new Set<string>();
  const files = source.settingsFiles();
  for (const market of markets) {
    try {
      settingPathsOf(settingsFromFiles(files, market), '', settingPaths);
    } catch {
      // a market whose settings do not resolve (half-done content) offers nothing; the check reports it
    }
  }
  const forms = source.formIds();
  const catalogue = readJsonOrNothing(join(root, 'schemas', 'cashier', 'methods.json'));
  const methods = isJsonObject(catalogue) && isJsonObject(catalogue.methods) ? Object.keys(catalogue.methods) : [];
  const cashierForms: Record<string, string> = {};
  if (isJsonObject(catalogue) && isJsonObject(catalogue.forms)) {
    for (const [direction, form] of Object.entries(catalogue.forms)) if (typeof form === 'string') cashierForms[direction] = form;
  }
  const fields: Record<string, string[]> = {};
  for (const form of forms) {
    const names = new Set(propertyNames(readJsonOrNothing(join(root, 'schemas', 'forms', form, 'schema.json'))));
    for (const overlay of jsonFiles(join(root, 'schemas', 'forms', form, 'markets'))) {
      const json = readJsonOrNothing(overlay);
      for (const name of propertyNames(isJsonObject(json) ? json.schema : undefined)) names.add(name);
    }
    const direction = Object.entries(cashierForms).find(([, id]) => id === form)?.[0];
    if (direction !== undefined) {
      for (const method of methods) {
        const overlay = readJsonOrNothing(join(root, 'schemas', 'cashier', 'methods', method, `${direction}.json`));
        for (const name of propertyNames(isJsonObject(overlay) ? overlay.schema : undefined)) names.add(name);
      }
    }
    fields[form] = [...names];
  }
  return {
    widgets: [...WIDGET_NAMES],
    formats: Object.keys(FORMAT_REGISTRY),
    rules: Object.entries(RULE_REGISTRY).map(([name, definition]) => ({ name, ...withDetail(paramsDetail(definition)), params: paramsOf(definition) })),
    effects: Object.entries(EFFECT_REGISTRY).map(([name, definition]) => ({ name, ...withDetail(paramsDetail(definition)), params: paramsOf(definition) })),
    passwordHints: [...PASSWORD_HINT_NAMES],
    settingPaths: [...settingPaths].sort(),
    i18nKeys: i18nKeys(root),
    forms: [...forms],
    fields,
    cashierForms,
    markets,
    methods,
    flows: Object.fromEntries(
      Object.entries(FLOW_IMPLEMENTATION_NAMES_BY_FLOW).map(([id, own]) => {
        const names = namesAvailableTo(own);
        return [id, { guards: [...names.guards], actions: [...names.actions], actors: [...names.actors], screens: [...names.screens] }];
      }),
    ),
  };
}

/** Top-level field names of a schema (or a merge patch of one): its properties and those of its conditions' branches. */
function propertyNames(schema: unknown, into: string[] = []): string[] {
  if (!isJsonObject(schema)) return into;
  if (isJsonObject(schema.properties)) for (const name of Object.keys(schema.properties)) if (!into.includes(name)) into.push(name);
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list)) for (const item of list) propertyNames(item, into);
  }
  for (const key of ['then', 'else'] as const) propertyNames(schema[key], into);
  if (isJsonObject(schema.dependencies)) for (const value of Object.values(schema.dependencies)) propertyNames(value, into);
  return into;
}

function jsonFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')).map((name) => join(dir, name)) : [];
}

/** A file that is missing or half-written (someone is editing it) offers no names; the content check reports it. */
function readJsonOrNothing(path: string): unknown {
  try {
    return existsSync(path) ? readJson(path) : undefined;
  } catch {
    return undefined;
  }
}

function withDetail(detail: string | undefined): { detail?: string } {
  return detail === undefined ? {} : { detail };
}
