import type { JsonCursorContext } from './json-cursor-context';
import { jsonCursorContext } from './json-cursor-context';
import { jsonObjectMembers } from './json-object-members';
import { metaSchemaAt, metaStartFor } from './meta-schema-at';
import type { StudioVocabulary } from './studio-client';

/** One completion: the text inserted (`apply`, quotes included outside a string) and what it is. */
export interface ContentCompletion {
  label: string;
  apply: string;
  detail?: string;
  type: 'property' | 'enum' | 'keyword' | 'variable' | 'function' | 'constant' | 'class' | 'text';
}

export interface ContentCompletionResult {
  from: number;
  options: ContentCompletion[];
}

/** Meta-schemas by name (schemas/meta/<name>.schema.json, read-only for the studio). */
export type MetaSchemas = Readonly<Record<string, unknown>>;

const I18N_KEYS = new Set(['title', 'description', 'ui:title', 'ui:description', 'ui:help', 'ui:placeholder', 'text', 'label', 'submitLabel', 'status']);
const I18N_LIKE = /^[a-z][A-Za-z0-9-]*:/;

type Names = ReadonlyArray<string | { name: string; detail?: string }>;

/** The form a content file belongs to (a method's files: the cashier form of their direction). */
function formOf(file: string, path: readonly string[], vocabulary: StudioVocabulary): string | undefined {
  const form = /^schemas\/forms\/([^/]+)\//.exec(file)?.[1];
  if (form !== undefined) return form;
  const direction = /^schemas\/cashier\/methods\/[^/]+\/(deposit|withdrawal)\.json$/.exec(file)?.[1] ?? (/^schemas\/cashier\/methods\/[^/]+\/markets\//.test(file) ? path[0] : undefined);
  return direction === undefined ? undefined : vocabulary.cashierForms[direction];
}

/** State names of a flow text (for `target`, `initial`). */
function stateNames(text: string): string[] {
  const names = new Set<string>();
  try {
    const visit = (node: unknown) => {
      if (node === null || typeof node !== 'object') return;
      const states = (node as { states?: unknown }).states;
      if (states !== null && typeof states === 'object' && !Array.isArray(states)) {
        for (const [name, child] of Object.entries(states)) {
          names.add(name);
          visit(child);
        }
      }
    };
    visit(JSON.parse(text));
  } catch {
    for (const match of text.matchAll(/"([A-Za-z][A-Za-z0-9-]*)"\s*:\s*\{\s*"(?:meta|on|always|invoke|entry|type|after|states|\$comment)"/g)) if (match[1]) names.add(match[1]);
  }
  return [...names];
}

/** The vocabulary a value takes by the property it belongs to, as the content check reads it. */
function namesByKey(file: string, path: readonly string[], key: string, text: string, vocabulary: StudioVocabulary): { names: Names; type: ContentCompletion['type'] } | undefined {
  const flow = /^flows\/([^/]+)\.flow\.json$/.exec(file)?.[1];
  if (flow !== undefined) {
    const own = vocabulary.flows[flow];
    const inMeta = path.includes('meta');
    if (inMeta && (key === 'screen' || key === 'before' || key === 'after')) return own ? { names: own.screens, type: 'constant' } : undefined;
    if (inMeta && key === 'form') return { names: vocabulary.forms, type: 'constant' };
    if (inMeta && key === 'child') return { names: Object.keys(vocabulary.flows), type: 'constant' };
    if (key === 'guard') return own ? { names: own.guards, type: 'function' } : undefined;
    if (key === 'actions' || key === 'entry' || key === 'exit') return own ? { names: own.actions, type: 'function' } : undefined;
    if (key === 'src') return own ? { names: own.actors, type: 'function' } : undefined;
    if (key === 'target' || key === 'initial') return { names: stateNames(text), type: 'constant' };
    if (key === 'type' && path.length > 0) {
      const parent = path[path.length - 1] === '[]' ? path[path.length - 2] : path[path.length - 1];
      if (parent === 'guard') return own ? { names: own.guards, type: 'function' } : undefined;
      if (parent === 'actions' || parent === 'entry' || parent === 'exit') return own ? { names: own.actions, type: 'function' } : undefined;
    }
  }
  if (file.startsWith('tests/fixtures/')) {
    if (key === 'form') return { names: vocabulary.forms, type: 'constant' };
    if (key === 'market') return { names: vocabulary.markets, type: 'constant' };
    if (key === 'method') return { names: vocabulary.methods, type: 'constant' };
  }
  if (key === 'ui:widget') return { names: vocabulary.widgets, type: 'class' };
  if (key === 'format') return { names: vocabulary.formats, type: 'keyword' };
  if (key === 'rule' && path.includes('x-rules')) return { names: vocabulary.rules, type: 'function' };
  if (key === 'effect' && path.includes('ui:effects')) return { names: vocabulary.effects, type: 'function' };
  if (key === '$setting') return { names: vocabulary.settingPaths, type: 'variable' };
  if (key === 'hints' && path.includes('ui:options')) return { names: vocabulary.passwordHints, type: 'constant' };
  if (key === 'required' || key === 'ui:order' || (key === 'fields' && path.includes('ui:pages'))) {
    const form = formOf(file, path, vocabulary);
    return form === undefined ? undefined : { names: vocabulary.fields[form] ?? [], type: 'property' };
  }
  if (I18N_KEYS.has(key)) return { names: vocabulary.i18nKeys, type: 'text' };
  return undefined;
}

const nameOf = (entry: Names[number]) => (typeof entry === 'string' ? entry : entry.name);

/** Where a rule's (x-rules) or effect's (ui:effects) params go: `…/<registry>/<entry>/params`. */
const PARAM_REGISTRIES: Readonly<Record<string, 'rule' | 'effect'>> = { 'x-rules': 'rule', 'ui:effects': 'effect' };

/**
 * The params of the rule or effect whose `params` object the cursor is in (named by the entry's
 * `rule` / `effect`), as its registry declares them; undefined elsewhere or for an unknown name.
 */
function paramsAt(text: string, context: JsonCursorContext, vocabulary: StudioVocabulary): StudioVocabulary['rules'][number]['params'] {
  const { path, starts } = context;
  if (path[path.length - 1] !== 'params' || path.length < 3) return undefined;
  const kind = PARAM_REGISTRIES[path[path.length - 3] ?? ''];
  const entryStart = starts[starts.length - 2];
  if (kind === undefined || entryStart === undefined) return undefined;
  const name = jsonObjectMembers(text, entryStart).find((member) => member.key === kind)?.value;
  const entries = kind === 'rule' ? vocabulary.rules : vocabulary.effects;
  return entries.find((entry) => entry.name === name)?.params;
}

/**
 * What the editor offers at the cursor of a content file: property names from our meta-schemas
 * (and the form's fields where a field name goes), values by the property (widgets, formats,
 * rules, effects, settings paths, i18n keys, a flow's guards / actions / actors / screens / states,
 * fixtures' forms / markets / methods — the registries the content check proves against), enum
 * values of the meta-schema. Undefined when nothing applies.
 */
export function contentCompletions(file: string, text: string, position: number, vocabulary: StudioVocabulary, metas: MetaSchemas): ContentCompletionResult | undefined {
  const context = jsonCursorContext(text, position);
  const quote = (value: string) => (context.inString ? value : JSON.stringify(value));
  const options: ContentCompletion[] = [];
  const add = (option: ContentCompletion) => {
    if (!options.some((existing) => existing.label === option.label)) options.push(option);
  };
  // keys the object at the cursor already has are not offered again
  const own = context.starts[context.starts.length - 1];
  const present = new Set(context.isKey && own !== undefined ? jsonObjectMembers(text, own, position).map((member) => member.key) : []);
  const params = paramsAt(text, context, vocabulary);
  if (context.isKey && params) {
    // a rule's or effect's params: those it needs first, then the optional ones its registry names
    const seen = new Set<string>();
    for (const [names, detail] of [[params.required, 'required'], [params.fields, 'field name'], [params.settings, 'settings path']] as const) {
      for (const name of names) {
        if (present.has(name) || seen.has(name)) continue;
        seen.add(name);
        const needed = params.required.includes(name) && detail !== 'required' ? 'required, ' : '';
        add({ label: name, apply: quote(name), type: 'property', detail: `${needed}${detail}` });
      }
    }
  } else if (context.isKey) {
    const start = metaStartFor(file, context.path);
    if (start) {
      const place = metaSchemaAt(metas[start.meta], start.ref, start.path);
      for (const [name, comment] of place.properties) if (!present.has(name)) add({ label: name, apply: quote(name), type: 'property', ...(comment === undefined ? {} : { detail: comment }) });
      // where a field name goes: the properties of a form schema, the top level of a ui schema
      const last = start.path[start.path.length - 1];
      if ((start.meta === 'form' && last === 'properties' && start.path.length === 1) || (start.meta === 'ui' && start.path.length === 0)) {
        const form = formOf(file, context.path, vocabulary);
        for (const field of form === undefined ? [] : (vocabulary.fields[form] ?? [])) if (!present.has(field)) add({ label: field, apply: quote(field), type: 'property', detail: 'field' });
      }
    }
  } else if (context.key !== undefined && params && (params.fields.includes(context.key) || params.settings.includes(context.key))) {
    // a param's value: a field of the form, or a settings path
    const form = formOf(file, context.path, vocabulary);
    const names = params.fields.includes(context.key) ? (form === undefined ? [] : (vocabulary.fields[form] ?? [])) : vocabulary.settingPaths;
    for (const name of names) add({ label: name, apply: quote(name), type: params.fields.includes(context.key) ? 'property' : 'variable' });
  } else if (context.key !== undefined) {
    const byKey = namesByKey(file, context.path, context.key, text, vocabulary);
    for (const entry of byKey?.names ?? []) {
      const name = nameOf(entry);
      const detail = typeof entry === 'string' ? undefined : entry.detail;
      add({ label: name, apply: quote(name), type: byKey?.type ?? 'text', ...(detail === undefined ? {} : { detail }) });
    }
    const valuePath = context.inArray ? [...context.path, '[]'] : [...context.path, context.key];
    const start = metaStartFor(file, valuePath);
    if (start) {
      const place = metaSchemaAt(metas[start.meta], start.ref, start.path);
      for (const value of place.values) {
        if (typeof value === 'string') add({ label: value, apply: quote(value), type: 'enum' });
        else if (!context.inString && value !== undefined) add({ label: JSON.stringify(value), apply: JSON.stringify(value), type: 'enum' });
      }
      if (place.refs.has('i18nKey') && byKey === undefined) for (const key of vocabulary.i18nKeys) add({ label: key, apply: quote(key), type: 'text' });
      if (!context.inString && place.types.has('boolean')) for (const value of ['true', 'false']) add({ label: value, apply: value, type: 'keyword' });
    }
    if (options.length === 0 && context.inString && I18N_LIKE.test(context.typed)) for (const key of vocabulary.i18nKeys) add({ label: key, apply: key, type: 'text' });
  }
  if (options.length === 0) return undefined;
  return { from: context.from, options };
}
