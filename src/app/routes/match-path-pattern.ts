/** Values of a matched pattern's `:name` segments and of its trailing `*` (raw, still URL-encoded). */
export type PathParams = Record<string, string>;

const segmentsOf = (path: string) => path.replace(/^\/+|\/+$/g, '').split('/').filter((segment) => segment !== '');

/**
 * Matches a react-router style pattern ("/group/:group", "/en/*") against a pathname the way
 * react-router does (static segments case-insensitively, one trailing slash ignored), in plain
 * TypeScript so node scripts and the dev server share it with the client.
 */
export function matchPathPattern(pattern: string, pathname: string): PathParams | null {
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  const params: PathParams = {};
  for (let index = 0; index < wanted.length; index += 1) {
    const segment = wanted[index] as string;
    if (segment === '*' && index === wanted.length - 1) {
      params['*'] = actual.slice(index).join('/');
      return params;
    }
    const value = actual[index];
    if (value === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = value;
    else if (segment.toLowerCase() !== value.toLowerCase()) return null;
  }
  return actual.length === wanted.length ? params : null;
}
