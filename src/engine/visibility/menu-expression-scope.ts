import type { ExpressionScope } from './expression/evaluate-expression';
import { MENU_SCOPE_PATHS, type MenuScopePath } from './menu-scope-paths';

export type MenuScopeValues = Partial<Record<MenuScopePath, string | number | boolean | null>>;

interface MutableScope {
  [key: string]: string | number | boolean | null | MutableScope;
}

/**
 * The object expressions evaluate over: only the allow-listed paths, every level created
 * without a prototype, so no path can reach Object.prototype or anything global. Missing
 * values are null.
 */
export function menuExpressionScope(values: MenuScopeValues): ExpressionScope {
  const root = Object.create(null) as MutableScope;
  for (const path of MENU_SCOPE_PATHS) {
    const segments = path.split('.');
    const last = segments.pop() as string;
    let level = root;
    for (const segment of segments) {
      const next = level[segment];
      if (typeof next === 'object' && next !== null) {
        level = next;
      } else {
        const created = Object.create(null) as MutableScope;
        level[segment] = created;
        level = created;
      }
    }
    level[last] = values[path] ?? null;
  }
  return root;
}
