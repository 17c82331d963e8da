import { join } from 'node:path';
import { listFiles } from '../list-files';
import { readJson } from '../read-json';
import type { CheckContext } from './check-context';
import type { ContentError } from './content-error';

/**
 * tests/fixtures/<form>/<market>/<case>.json or <form>/<market>/<method>/<case>.json: the path
 * names a form, a market and (for a form with a method axis) one of its payment methods; the
 * file matches fixture.schema.json.
 */
export function checkFixtures(ctx: CheckContext): ContentError[] {
  const errors: ContentError[] = [];
  const forms = new Set(ctx.formIds);
  const markets = new Set(ctx.markets);
  const dir = join(ctx.root, 'tests', 'fixtures');
  for (const name of listFiles(dir, '.json')) {
    const file = `tests/fixtures/${name}`;
    const parts = name.split('/');
    if (parts.length !== 3 && parts.length !== 4) {
      errors.push({ file, pointer: '', message: 'fixtures live at tests/fixtures/<form>/<market>/<case>.json or <form>/<market>/<method>/<case>.json' });
      continue;
    }
    const [form = '', market = ''] = parts;
    const method = parts.length === 4 ? parts[2] : undefined;
    if (!forms.has(form)) errors.push({ file, pointer: '', message: `unknown form "${form}"` });
    if (!markets.has(market)) errors.push({ file, pointer: '', message: `unknown market "${market}"` });
    if (method !== undefined && forms.has(form)) {
      const { methods } = ctx.source.formAxes(form);
      if (!methods.includes(method)) {
        errors.push({ file, pointer: '', message: methods.length === 0 ? `form "${form}" has no payment methods (folder "${method}")` : `unknown payment method "${method}" for form "${form}" (methods: ${methods.join(', ')})` });
      }
    }
    errors.push(...ctx.meta('fixture', readJson(join(dir, name))).map((problem) => ({ file, ...problem })));
  }
  return errors;
}
