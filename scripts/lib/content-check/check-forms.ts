import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Overlay } from '../../../src/engine/content-source';
import { mergeOverlay } from '../../../src/engine/merge-overlay';
import { readJson } from '../read-json';
import type { CheckContext } from './check-context';
import { checkVariant } from './check-variant';
import type { ContentError } from './content-error';
import { overlayOwns } from './overlay-owns';

const FORM_ENTRIES = new Set(['schema.json', 'ui.json', 'markets']);

/**
 * Forms: overlay files against overlay.schema.json, then every form × market
 * merged variant through all checks. A problem is reported in the overlay file
 * when the overlay decides that value, else in the base file; problems that
 * only some markets have name those markets.
 */
export function checkForms(ctx: CheckContext): ContentError[] {
  const errors: ContentError[] = [];
  const formsDir = join(ctx.root, 'schemas', 'forms');
  if (!existsSync(formsDir)) return errors;
  for (const entry of readdirSync(formsDir, { withFileTypes: true })) {
    const dir = `schemas/forms/${entry.name}`;
    if (!entry.isDirectory()) errors.push({ file: dir, pointer: '', message: 'unexpected file (forms are directories)' });
    else if (!existsSync(join(formsDir, entry.name, 'schema.json'))) errors.push({ file: dir, pointer: '', message: 'missing schema.json' });
    else for (const name of readdirSync(join(formsDir, entry.name))) {
      if (!FORM_ENTRIES.has(name)) errors.push({ file: `${dir}/${name}`, pointer: '', message: 'unexpected file in a form directory' });
    }
  }
  const markets = new Set(ctx.markets);
  for (const formId of ctx.formIds) {
    const base = ctx.source.baseForm(formId);
    const marketsDir = join(formsDir, formId, 'markets');
    const overlayFiles = existsSync(marketsDir) ? readdirSync(marketsDir).sort() : [];
    for (const name of overlayFiles) {
      const file = `schemas/forms/${formId}/markets/${name}`;
      const market = name.replace(/\.json$/, '');
      if (!name.endsWith('.json') || !markets.has(market)) errors.push({ file, pointer: '', message: `unknown market "${market}" (see schemas/markets.json)` });
      for (const problem of ctx.meta('overlay', readJson(join(marketsDir, name)))) errors.push({ file, ...problem });
    }
    const found = new Map<string, { error: ContentError; markets: string[] }>();
    for (const market of ctx.markets) {
      const overlay: Overlay | undefined = ctx.source.overlay(formId, market);
      for (const problem of checkVariant(ctx, formId, market, mergeOverlay(base, overlay))) {
        const owned = overlayOwns(overlay?.[problem.doc], problem.pointer);
        const error: ContentError = owned
          ? { file: `schemas/forms/${formId}/markets/${market}.json`, pointer: `/${problem.doc}${problem.pointer}`, message: problem.message }
          : { file: `schemas/forms/${formId}/${problem.doc}.json`, pointer: problem.pointer, message: problem.message };
        const key = `${error.file}\u0000${error.pointer}\u0000${error.message}`;
        const entry = found.get(key) ?? { error, markets: [] };
        entry.markets.push(market);
        found.set(key, entry);
      }
    }
    for (const { error, markets: where } of found.values()) {
      const everywhere = where.length === ctx.markets.length || error.file.includes('/markets/');
      errors.push(everywhere ? error : { ...error, message: `${error.message} (markets ${where.join(', ')})` });
    }
  }
  return errors;
}
