import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCountryHiddenPaths } from '../../scripts/lib/content-check/check-country-hidden-paths';

const ROUTES = ['/', '/promotions', '/my/campaigns/:tab'];

function root(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'country-hidden-paths-'));
  for (const [path, json] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), JSON.stringify(json));
  }
  return dir;
}

const table = (entry: unknown) => ({ 'schemas/content/country-hidden-paths.json': { countries: { SWE: entry } } });
const RULE = 'spec 3 §2: promotions hidden under SWE rules';

describe('content check: paths hidden under a country’s rules', () => {
  it('passes the repository as it is, and a root without the file', () => {
    expect(checkCountryHiddenPaths(process.cwd())).toEqual([]);
    expect(checkCountryHiddenPaths(root({}))).toEqual([]);
  });

  it('needs the rule named in a $comment', () => {
    const errors = checkCountryHiddenPaths(root(table({ paths: ['/promotions'] })), ROUTES);
    expect(errors).toEqual([expect.objectContaining({ pointer: '/countries/SWE', message: expect.stringMatching(/\$comment/) })]);
  });

  it('fails a path that is no route', () => {
    const errors = checkCountryHiddenPaths(root(table({ $comment: RULE, paths: ['/promotions', '/promos'] })), ROUTES);
    expect(errors).toEqual([expect.objectContaining({ pointer: '/countries/SWE/paths/1', message: '"/promos" is no route of src/app/routes/route-table.ts' })]);
  });

  it('fails a menu item that still offers a hidden path to that country', () => {
    const menu = {
      items: [
        { id: 'a', label: 'x', route: '/promotions', visibility: { excludeCountries: ['SWE'] } },
        { id: 'b', label: 'x', children: [{ id: 'c', label: 'x', route: '/promotions' }] },
      ],
    };
    const errors = checkCountryHiddenPaths(root({ ...table({ $comment: RULE, paths: ['/promotions'] }), 'schemas/menus/side-menu.json': menu }), ROUTES);
    expect(errors).toEqual([expect.objectContaining({ file: 'schemas/menus/side-menu.json', pointer: '/items/1/children/0/visibility/excludeCountries' })]);
  });
});
