import { join } from 'node:path';
import { flowReferences } from '../../../src/engine/flow-references';
import { isJsonObject } from '../../../src/engine/is-json-object';
import { loadFlow } from '../../../src/engine/load-flow';
import { namesAvailableTo } from '../../../src/features/flow-implementation-names';
import { listFiles } from '../list-files';
import { readJson } from '../read-json';
import type { CheckContext } from './check-context';
import type { ContentError } from './content-error';
import { formPageIds } from './form-page-ids';
import { pointerJoin } from './pointer-join';
import { walkJson } from './walk-json';

const GROUPS = { guard: 'guards', action: 'actions', actor: 'actors' } as const;
const SCREEN_LISTS = ['before', 'after'] as const;
const NO_NAMES = { guards: [], actions: [], actors: [], screens: [] };

/**
 * flows/*.flow.json: meta-schema, id = file name, the names its feature implements for it (guards,
 * actions, actors, screens; the engine's form-step actions for every flow), forms, pages and label
 * keys in meta, and XState accepts it.
 */
export function checkFlows(ctx: CheckContext): ContentError[] {
  const errors: ContentError[] = [];
  const forms = new Set(ctx.formIds);
  for (const name of listFiles(join(ctx.root, 'flows'), '.json')) {
    const file = `flows/${name}`;
    const flow = readJson(join(ctx.root, 'flows', name));
    const problems = ctx.meta('flow', flow);
    errors.push(...problems.map((problem) => ({ file, ...problem })));
    if (!name.endsWith('.flow.json')) errors.push({ file, pointer: '', message: 'flow files are named <flowId>.flow.json' });
    const expectedId = name.replace(/^.*\//, '').replace(/\.flow\.json$/, '');
    if (isJsonObject(flow) && flow.id !== expectedId) errors.push({ file, pointer: '/id', message: `must be "${expectedId}" (the file name)` });
    const own = Object.hasOwn(ctx.flowNames, expectedId) ? ctx.flowNames[expectedId] : undefined;
    if (own === undefined) errors.push({ file, pointer: '/id', message: `no feature implements flow "${expectedId}" (src/features/flow-implementation-names.ts)` });
    const names = namesAvailableTo(own ?? NO_NAMES);
    const stubs = { guards: {} as Record<string, unknown>, actions: {} as Record<string, unknown>, actors: {} as Record<string, unknown> };
    for (const reference of flowReferences(flow)) {
      const group = GROUPS[reference.kind];
      stubs[group][reference.name] = () => undefined;
      if (own !== undefined && !names[group].includes(reference.name)) {
        errors.push({ file, pointer: reference.pointer, message: `unknown ${reference.kind} "${reference.name}"` });
      }
    }
    walkJson(isJsonObject(flow) ? flow : {}, (value, pointer) => {
      if (!pointer.endsWith('/meta') || !isJsonObject(value)) return;
      errors.push(...checkStepMeta(ctx, forms, own === undefined ? undefined : names.screens, value, pointer).map((error) => ({ file, ...error })));
    });
    if (problems.length === 0) {
      try {
        loadFlow(flow, stubs);
      } catch (error) {
        errors.push({ file, pointer: '', message: `XState rejects the flow: ${(error as Error).message.replaceAll('\n', ' ')}` });
      }
    }
  }
  return errors;
}

/** A state's meta: its form and page exist, its screens are in the feature's registry, its labels have texts. */
function checkStepMeta(
  ctx: CheckContext,
  forms: ReadonlySet<string>,
  screens: readonly string[] | undefined,
  meta: Record<string, unknown>,
  pointer: string,
): Omit<ContentError, 'file'>[] {
  const errors: Omit<ContentError, 'file'>[] = [];
  if (typeof meta.form === 'string') {
    if (!forms.has(meta.form)) {
      errors.push({ pointer: pointerJoin(pointer, 'form'), message: `unknown form "${meta.form}"` });
    } else if (typeof meta.page === 'string' && !formPageIds(ctx.root, meta.form).has(meta.page)) {
      errors.push({ pointer: pointerJoin(pointer, 'page'), message: `form "${meta.form}" has no page "${meta.page}"` });
    }
  }
  if (screens !== undefined) {
    const named: [string, unknown][] = [['screen', meta.screen]];
    for (const list of SCREEN_LISTS) {
      const value = meta[list];
      if (Array.isArray(value)) value.forEach((item, index) => named.push([`${list}/${index}`, item]));
    }
    for (const [at, screen] of named) {
      if (typeof screen === 'string' && !screens.includes(screen)) {
        errors.push({ pointer: `${pointer}/${at}`, message: `unknown screen "${screen}"` });
      }
    }
  }
  const labels: [string, unknown][] = [
    ['submitLabel', meta.submitLabel],
    ['status', meta.status],
  ];
  if (Array.isArray(meta.buttons)) meta.buttons.forEach((button, index) => labels.push([`buttons/${index}/label`, isJsonObject(button) ? button.label : undefined]));
  for (const [at, key] of labels) {
    if (typeof key === 'string' && !ctx.hasI18nKey(key)) errors.push({ pointer: `${pointer}/${at}`, message: `unknown i18n key "${key}"` });
  }
  return errors;
}
