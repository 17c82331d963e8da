import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { fillPathPattern } from '../../../src/app/routes/fill-path-pattern';
import { matchPathPattern } from '../../../src/app/routes/match-path-pattern';
import type { RedirectTable } from '../../../src/app/routes/redirect-rule';
import { readJson } from '../read-json';
import { META_DIR } from '../repo-paths';
import type { ContentError } from './content-error';
import { ROUTE_PATTERNS } from './route-patterns';

export const REDIRECTS_FILE = 'schemas/content/redirects.json';

const paramsOf = (pattern: string) => pattern.split('/').filter((segment) => segment === '*' || segment.startsWith(':'));

/**
 * schemas/content/redirects.json against its meta-schema, then: no duplicate or shadowing
 * sources, targets using only the source's parameters, every target an existing route, no chains.
 * A content root without the file has no redirects.
 */
export function checkRedirects(root: string, routePatterns: readonly string[] = ROUTE_PATTERNS): ContentError[] {
  const path = join(root, REDIRECTS_FILE);
  if (!existsSync(path)) return [];
  const json = readJson(path);
  const validate = new Ajv({ allErrors: true, strict: false }).compile(readJson(join(META_DIR, 'redirects.schema.json')) as object);
  if (!validate(json)) {
    return (validate.errors ?? []).map((error) => ({ file: REDIRECTS_FILE, pointer: error.instancePath, message: error.message ?? error.keyword }));
  }
  const table = json as RedirectTable;
  const errors: ContentError[] = [];
  const error = (pointer: string, message: string) => errors.push({ file: REDIRECTS_FILE, pointer, message });
  const sample = (pattern: string) =>
    fillPathPattern(pattern, Object.fromEntries(paramsOf(pattern).map((name) => [name.replace(/^:/, ''), 'sample'])));
  const seen = new Set<string>();

  table.redirects.forEach((rule, index) => {
    const at = `/redirects/${index}`;
    const from = rule.from.toLowerCase();
    if (seen.has(from)) error(`${at}/from`, `"${rule.from}" is listed twice`);
    seen.add(from);
    const shadowed = routePatterns.find((route) => matchPathPattern(route, sample(rule.from)) !== null);
    if (shadowed) error(`${at}/from`, `"${rule.from}" is a current route (${shadowed}); redirecting it would hide the page`);
    const sourceParams = new Set(paramsOf(rule.from));
    for (const param of paramsOf(rule.to)) {
      if (!sourceParams.has(param)) error(`${at}/to`, `"${param}" is not a parameter of "${rule.from}"`);
    }
    const target = sample(rule.to);
    const isSplatTarget = rule.to.endsWith('*');
    if (!isSplatTarget && !routePatterns.some((route) => matchPathPattern(route, target) !== null)) {
      error(`${at}/to`, `"${rule.to}" is no route of src/app/routes/route-table.ts`);
    }
    const chained = table.redirects.find((other) => other !== rule && matchPathPattern(other.from, target) !== null);
    if (chained && !isSplatTarget) error(`${at}/to`, `"${rule.to}" is redirected again by "${chained.from}"`);
  });
  return errors;
}
