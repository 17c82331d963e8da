import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isJsonObject } from '../../../src/engine/is-json-object';
import { readJson } from '../read-json';

function pageIds(ui: unknown): string[] {
  const pages = isJsonObject(ui) && Array.isArray(ui['ui:pages']) ? ui['ui:pages'] : [];
  return pages.flatMap((page) => (isJsonObject(page) && typeof page.id === 'string' ? [page.id] : []));
}

/** Page ids a form declares in its ui.json or any market overlay's ui. */
export function formPageIds(root: string, formId: string): Set<string> {
  const dir = join(root, 'schemas', 'forms', formId);
  const ids = new Set<string>(existsSync(join(dir, 'ui.json')) ? pageIds(readJson(join(dir, 'ui.json'))) : []);
  const marketsDir = join(dir, 'markets');
  for (const name of existsSync(marketsDir) ? readdirSync(marketsDir) : []) {
    const overlay = readJson(join(marketsDir, name));
    if (isJsonObject(overlay)) pageIds(overlay.ui).forEach((id) => ids.add(id));
  }
  return ids;
}
