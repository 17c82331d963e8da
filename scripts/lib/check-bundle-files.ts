import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLE_MARKERS } from './bundle-markers';
import { listFiles } from './list-files';

export interface BundleFinding {
  file: string;
  marker: string;
}

/** Every forbidden marker in the built JavaScript under `assetsDir`. */
export function checkBundleFiles(assetsDir: string): BundleFinding[] {
  return listFiles(assetsDir, '.js').flatMap((file) => {
    const code = readFileSync(join(assetsDir, file), 'utf8');
    return BUNDLE_MARKERS.filter(({ pattern }) => pattern.test(code)).map(({ name }) => ({ file, marker: name }));
  });
}
