import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isJsonObject } from '../../../src/engine/is-json-object';
import { DIRECTIONS } from '../../../src/engine/variant-axes';
import { CASHIER_METHODS_DIR, CASHIER_METHODS_FILE, readCashierCatalogue } from '../cashier-catalogue';
import { readJson } from '../read-json';
import type { CheckContext } from './check-context';
import type { ContentError } from './content-error';

const DIRECTION_FILES = new Map(DIRECTIONS.map((direction) => [`${direction}.json`, direction]));

/**
 * schemas/cashier/methods.json and schemas/cashier/methods/<id>/** against their meta-schemas,
 * then each platform id described by one method only, then the layout: each direction form exists, each label is a text, each declared direction has
 * its overlay file, every method folder and file belongs to a declared method, direction and
 * market. What the overlays do to the forms is checked per chain by checkForms.
 */
export function checkCashierMethods(ctx: Pick<CheckContext, 'root' | 'formIds' | 'markets' | 'meta' | 'hasI18nKey'>): ContentError[] {
  const path = join(ctx.root, CASHIER_METHODS_FILE);
  const methodsDir = join(ctx.root, CASHIER_METHODS_DIR);
  if (!existsSync(path)) {
    return existsSync(methodsDir) ? [{ file: CASHIER_METHODS_DIR, pointer: '', message: `method folders without ${CASHIER_METHODS_FILE}` }] : [];
  }
  const metaProblems = ctx.meta('cashier-methods', readJson(path));
  if (metaProblems.length > 0) return metaProblems.map((problem) => ({ file: CASHIER_METHODS_FILE, ...problem }));
  const catalogue = readCashierCatalogue(ctx.root);
  if (!catalogue) return [];
  const errors: ContentError[] = [];
  for (const direction of DIRECTIONS) {
    const form = catalogue.forms[direction];
    if (form !== undefined && !ctx.formIds.includes(form)) {
      errors.push({ file: CASHIER_METHODS_FILE, pointer: `/forms/${direction}`, message: `form "${form}" does not exist in schemas/forms` });
    }
  }
  const markets = new Set(ctx.markets);
  // a platform id names one described method: two would make the site's choice of field set arbitrary
  const describedBy = new Map<number, string>();
  for (const [id, method] of Object.entries(catalogue.methods)) {
    const at = `/methods/${id}`;
    method.platformIds.forEach((platformId, index) => {
      const other = describedBy.get(platformId);
      if (other !== undefined) errors.push({ file: CASHIER_METHODS_FILE, pointer: `${at}/platformIds/${index}`, message: `platform id ${platformId} is already described by method "${other}"` });
      else describedBy.set(platformId, id);
    });
    if (!ctx.hasI18nKey(method.label)) errors.push({ file: CASHIER_METHODS_FILE, pointer: `${at}/label`, message: `unknown i18n key "${method.label}"` });
    method.directions.forEach((direction, index) => {
      if (catalogue.forms[direction] === undefined) {
        errors.push({ file: CASHIER_METHODS_FILE, pointer: `${at}/directions/${index}`, message: `no cashier form for direction "${direction}" in /forms` });
      }
      if (!existsSync(join(methodsDir, id, `${direction}.json`))) {
        errors.push({ file: CASHIER_METHODS_FILE, pointer: `${at}/directions/${index}`, message: `missing ${CASHIER_METHODS_DIR}/${id}/${direction}.json (the method's ${direction} overlay)` });
      }
    });
  }
  if (!existsSync(methodsDir)) return errors;
  for (const id of readdirSync(methodsDir).sort()) {
    const dir = `${CASHIER_METHODS_DIR}/${id}`;
    const method = Object.hasOwn(catalogue.methods, id) ? catalogue.methods[id] : undefined;
    if (!statSync(join(methodsDir, id)).isDirectory()) {
      errors.push({ file: dir, pointer: '', message: 'unexpected file (methods are directories)' });
      continue;
    }
    if (!method) {
      errors.push({ file: dir, pointer: '', message: `method "${id}" is not declared in ${CASHIER_METHODS_FILE}` });
      continue;
    }
    for (const name of readdirSync(join(methodsDir, id)).sort()) {
      const file = `${dir}/${name}`;
      const direction = DIRECTION_FILES.get(name);
      if (name === 'markets') continue;
      if (direction === undefined) {
        errors.push({ file, pointer: '', message: 'unexpected file in a method directory (deposit.json, withdrawal.json, markets/)' });
        continue;
      }
      if (!method.directions.includes(direction)) errors.push({ file, pointer: '', message: `method "${id}" does not declare direction "${direction}" in ${CASHIER_METHODS_FILE}` });
      errors.push(...ctx.meta('cashier-method-overlay', readJson(join(methodsDir, id, name))).map((problem) => ({ file, ...problem })));
    }
    const marketsDir = join(methodsDir, id, 'markets');
    if (!existsSync(marketsDir)) continue;
    for (const name of readdirSync(marketsDir).sort()) {
      const file = `${dir}/markets/${name}`;
      const market = name.replace(/\.json$/, '');
      if (!name.endsWith('.json') || !markets.has(market)) errors.push({ file, pointer: '', message: `unknown market "${market}" (see schemas/markets.json)` });
      const json = readJson(join(marketsDir, name));
      const problems = ctx.meta('cashier-method-market-overlay', json);
      errors.push(...problems.map((problem) => ({ file, ...problem })));
      if (problems.length > 0 || !isJsonObject(json)) continue;
      for (const direction of DIRECTIONS) {
        if (json[direction] !== undefined && !method.directions.includes(direction)) {
          errors.push({ file, pointer: `/${direction}`, message: `method "${id}" does not declare direction "${direction}" in ${CASHIER_METHODS_FILE}` });
        }
      }
    }
  }
  return errors;
}
