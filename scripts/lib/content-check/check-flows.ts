import { join } from 'node:path';
import { flowReferences } from '../../../src/engine/flow-references';
import { isJsonObject } from '../../../src/engine/is-json-object';
import { loadFlow } from '../../../src/engine/load-flow';
import { listFiles } from '../list-files';
import { readJson } from '../read-json';
import type { CheckContext } from './check-context';
import type { ContentError } from './content-error';
import { formPageIds } from './form-page-ids';
import { pointerJoin } from './pointer-join';
import { walkJson } from './walk-json';

const GROUPS = { guard: 'guards', action: 'actions', actor: 'actors' } as const;

/** flows/*.flow.json: meta-schema, id = file name, implemented names, forms/pages in meta, and XState accepts it. */
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
    const stubs = { guards: {} as Record<string, unknown>, actions: {} as Record<string, unknown>, actors: {} as Record<string, unknown> };
    for (const reference of flowReferences(flow)) {
      const group = GROUPS[reference.kind];
      stubs[group][reference.name] = () => undefined;
      if (!ctx.flowNames[group].includes(reference.name)) {
        errors.push({ file, pointer: reference.pointer, message: `unknown ${reference.kind} "${reference.name}"` });
      }
    }
    walkJson(isJsonObject(flow) ? flow : {}, (value, pointer) => {
      if (!pointer.endsWith('/meta') || !isJsonObject(value) || typeof value.form !== 'string') return;
      if (!forms.has(value.form)) {
        errors.push({ file, pointer: pointerJoin(pointer, 'form'), message: `unknown form "${value.form}"` });
      } else if (typeof value.page === 'string' && !formPageIds(ctx.root, value.form).has(value.page)) {
        errors.push({ file, pointer: pointerJoin(pointer, 'page'), message: `form "${value.form}" has no page "${value.page}"` });
      }
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
