import { dirname, relative, sep } from 'node:path';

/** An extensionless relative import specifier from file `from` to module path `to` (both absolute). */
export function relativeImport(from: string, to: string): string {
  const path = relative(dirname(from), to).split(sep).join('/').replace(/\.(ts|js)$/, '');
  return path.startsWith('.') ? path : `./${path}`;
}
