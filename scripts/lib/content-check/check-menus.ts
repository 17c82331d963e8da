import { join } from 'node:path';
import Ajv from 'ajv';
import type { ErrorObject } from 'ajv';
import { MENU_ACTION_NAMES } from '../../../src/app/menu/menu-action-names';
import { matchPathPattern } from '../../../src/app/routes/match-path-pattern';
import { isJsonObject } from '../../../src/engine/is-json-object';
import { expressionPaths } from '../../../src/engine/visibility/expression/expression-paths';
import { parseExpression } from '../../../src/engine/visibility/expression/parse-expression';
import { MENU_SCOPE_PATHS } from '../../../src/engine/visibility/menu-scope-paths';
import { listFiles } from '../list-files';
import { readJson } from '../read-json';
import { META_DIR } from '../repo-paths';
import type { ContentError } from './content-error';
import { ROUTE_PATTERNS } from './route-patterns';
import { pointerJoin } from './pointer-join';

export const MENUS_DIR = 'schemas/menus';

export interface CheckMenusOptions {
  root: string;
  hasI18nKey: (key: string) => boolean;
  /** defaults: the code base's registries; tests inject their own */
  actionNames?: readonly string[];
  routePatterns?: readonly string[];
}

/**
 * Every schemas/menus/*.json against schemas/meta/menu.schema.json, then: every label an English
 * i18n key, every action registered, every route a route of the route table, every show/hide
 * expression parsing and reading only allow-listed state paths, item ids unique per menu.
 * A content root without menus has none to check.
 */
export function checkMenus(options: CheckMenusOptions): ContentError[] {
  const files = listFiles(join(options.root, MENUS_DIR), '.json', options.root);
  if (files.length === 0) return [];
  const validate = new Ajv({ allErrors: true, strict: false }).compile(readJson(join(META_DIR, 'menu.schema.json')) as object);
  const actions = new Set(options.actionNames ?? MENU_ACTION_NAMES);
  const routes = options.routePatterns ?? ROUTE_PATTERNS;
  const scopePaths = new Set<string>(MENU_SCOPE_PATHS);
  const errors: ContentError[] = [];

  for (const file of files) {
    const error = (pointer: string, message: string) => errors.push({ file, pointer, message });
    let json: unknown;
    try {
      json = readJson(join(options.root, file));
    } catch (cause) {
      error('', (cause as Error).message);
      continue;
    }
    if (!validate(json)) (validate.errors ?? []).forEach((problem) => error(...describe(problem)));
    const ids = new Set<string>();

    const checkItem = (item: unknown, at: string) => {
      if (!isJsonObject(item)) return;
      if (typeof item.id === 'string') {
        if (ids.has(item.id)) error(`${at}/id`, `duplicate item id "${item.id}"`);
        ids.add(item.id);
      }
      if (typeof item.label === 'string' && !options.hasI18nKey(item.label)) error(`${at}/label`, `unknown i18n key "${item.label}"`);
      if (typeof item.action === 'string' && !actions.has(item.action)) error(`${at}/action`, `unknown action "${item.action}"`);
      if (typeof item.route === 'string') {
        const path = item.route.replace(/#.*$/, '');
        if (!routes.some((pattern) => matchPathPattern(pattern, path) !== null)) {
          error(`${at}/route`, `"${item.route}" is no route of src/app/routes/route-table.ts`);
        }
      }
      const visibility = item.visibility;
      if (isJsonObject(visibility)) {
        for (const key of ['show', 'hide'] as const) {
          const source = visibility[key];
          if (typeof source === 'string') checkExpression(source, `${at}/visibility/${key}`);
        }
      }
      if (Array.isArray(item.children)) item.children.forEach((child, index) => checkItem(child, `${at}/children/${index}`));
    };

    const checkExpression = (source: string, pointer: string) => {
      try {
        for (const path of expressionPaths(parseExpression(source))) {
          if (!scopePaths.has(path)) error(pointer, `expression reads "${path}", which is not a menu state path (${[...scopePaths].join(', ')})`);
        }
      } catch (cause) {
        error(pointer, `expression does not parse: ${(cause as Error).message}`);
      }
    };

    if (isJsonObject(json) && Array.isArray(json.items)) json.items.forEach((item, index) => checkItem(item, `/items/${index}`));
  }
  return errors;
}

function describe(problem: ErrorObject): [string, string] {
  const params = problem.params as Record<string, unknown>;
  switch (problem.keyword) {
    case 'additionalProperties':
      return [pointerJoin(problem.instancePath, String(params.additionalProperty)), `unknown key "${String(params.additionalProperty)}"`];
    case 'required':
      return [problem.instancePath, `missing property "${String(params.missingProperty)}"`];
    case 'not':
      return [problem.instancePath, 'more than one target (route, page, action, href, children) or contradictory flags'];
    case 'anyOf':
      return [problem.instancePath, problem.instancePath.includes('/visibility/') ? 'must be mobile, desktop, others or a device code' : 'needs a target: route, page, action, href or children'];
    default:
      return [problem.instancePath, problem.message ?? problem.keyword];
  }
}
