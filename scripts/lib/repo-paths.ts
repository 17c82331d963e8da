import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The code repository (scripts, engine, meta-schemas), independent of the content root a script works on. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ENGINE_DIR = resolve(REPO_ROOT, 'src', 'engine');
export const META_DIR = resolve(REPO_ROOT, 'schemas', 'meta');
