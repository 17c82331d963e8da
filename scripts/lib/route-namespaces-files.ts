import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { deriveRouteNamespaces, ENTRY_MODULE, englishNamespaces, formNamespacesOf } from './route-namespaces';
import { routeNamespacesSource } from './route-namespaces-source';

export const ROUTE_NAMESPACES_FILE = 'src/generated/route-namespaces.ts';

/**
 * What gen writes for the site's i18n loading: src/generated/route-namespaces.ts, from the code
 * under `root` and the compiled variants among `files`. A content tree without the site (the
 * tests' temporary roots) gets none.
 */
export function routeNamespacesFiles(root: string, files: ReadonlyMap<string, string>): Map<string, string> {
  if (!existsSync(join(root, ENTRY_MODULE))) return new Map();
  const namespaces = englishNamespaces(root);
  const variants = [...files]
    .filter(([path]) => /^src\/generated\/variants\/[^/]+\.json$/.test(path))
    .map(([, text]) => {
      const content = JSON.parse(text) as { formId: string };
      return { formId: content.formId, content };
    });
  const derived = deriveRouteNamespaces(root, formNamespacesOf(variants, namespaces));
  return new Map([[ROUTE_NAMESPACES_FILE, routeNamespacesSource(derived)]]);
}
