import { join } from 'node:path';
import { listFiles } from '../list-files';
import { readJson } from '../read-json';
import type { CheckContext } from './check-context';
import type { ContentError } from './content-error';

/** tests/fixtures/<form>/<market>/<case>.json: path names a form and a market; file matches fixture.schema.json. */
export function checkFixtures(ctx: CheckContext): ContentError[] {
  const errors: ContentError[] = [];
  const forms = new Set(ctx.formIds);
  const markets = new Set(ctx.markets);
  const dir = join(ctx.root, 'tests', 'fixtures');
  for (const name of listFiles(dir, '.json')) {
    const file = `tests/fixtures/${name}`;
    const parts = name.split('/');
    if (parts.length !== 3) {
      errors.push({ file, pointer: '', message: 'fixtures live at tests/fixtures/<form>/<market>/<case>.json' });
      continue;
    }
    const [form = '', market = ''] = parts;
    if (!forms.has(form)) errors.push({ file, pointer: '', message: `unknown form "${form}"` });
    if (!markets.has(market)) errors.push({ file, pointer: '', message: `unknown market "${market}"` });
    errors.push(...ctx.meta('fixture', readJson(join(dir, name))).map((problem) => ({ file, ...problem })));
  }
  return errors;
}
