import { isJsonObject } from '../../../src/engine/is-json-object';
import type { JsonObject } from '../../../src/engine/json-value';
import { schemaFields } from '../../../src/engine/schema-fields';
import type { MetaProblem } from './meta-validators';

/**
 * With `ui:pages`, every field the schema can show must be on exactly one page: a field on no
 * page is never rendered nor validated on a desktop step (an overlay that adds a field but does
 * not restate the pages array would do that silently). Pointers are into the ui document.
 */
export function checkPages(schema: JsonObject, ui: JsonObject): MetaProblem[] {
  const pages = ui['ui:pages'];
  if (!Array.isArray(pages)) return [];
  const onPages = new Map<string, string[]>();
  pages.forEach((page) => {
    if (!isJsonObject(page) || !Array.isArray(page.fields) || typeof page.id !== 'string') return;
    for (const field of page.fields) if (typeof field === 'string') onPages.set(field, [...(onPages.get(field) ?? []), page.id]);
  });
  const problems: MetaProblem[] = [];
  for (const [field, schemaNode] of schemaFields(schema)) {
    if (schemaNode === false) continue;
    const found = onPages.get(field) ?? [];
    if (found.length === 0) problems.push({ pointer: '/ui:pages', message: `field "${field}" is on no page` });
    if (found.length > 1) problems.push({ pointer: '/ui:pages', message: `field "${field}" is on more than one page (${found.join(', ')})` });
  }
  return problems;
}
