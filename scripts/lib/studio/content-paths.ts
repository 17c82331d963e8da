import { existsSync, realpathSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';

/**
 * The content the studio may touch, as POSIX paths relative to the content root. Everything else
 * (code, generated files, configuration, dotfiles, node_modules) is refused. Meta-schemas are the
 * content check's own rules: readable (the editor completes and checks against them), never written.
 */
const WRITABLE: readonly RegExp[] = [
  /^schemas\/(?!meta\/)(?:[^/]+\/)*[^/]+\.json$/,
  /^flows\/[^/]+\.flow\.json$/,
  /^tests\/fixtures\/(?:[^/]+\/)*[^/]+\.json$/,
  /^src\/i18n\/locales\/(?:en|hu|sv)\/[^/]+\.json$/,
];
const READ_ONLY: readonly RegExp[] = [/^schemas\/meta\/[^/]+\.json$/];

/** One path segment: starts with a letter or digit (no "..", no dotfiles), then letters, digits, "." "_" "-". */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const MAX_PATH_LENGTH = 300;

export class ContentPathError extends Error {
  override name = 'ContentPathError';
}

export type ContentAccess = 'read' | 'write';

/** The nearest existing ancestor's real path (a symlink inside the tree must not lead out of it). */
function realAncestor(path: string): string {
  let current = path;
  while (!existsSync(current)) {
    const parent = dirname(current);
    if (parent === current) return current;
    current = parent;
  }
  return realpathSync(current);
}

/**
 * The absolute file for a content path, or ContentPathError: absolute paths, backslashes,
 * percent escapes, NUL, empty or dot segments, anything outside the content areas, files
 * that are not JSON and symlinks that resolve outside the root are all refused.
 */
export function resolveContentPath(root: string, relative: string, access: ContentAccess): string {
  if (typeof relative !== 'string' || relative.length === 0 || relative.length > MAX_PATH_LENGTH) {
    throw new ContentPathError('a content path is required');
  }
  if (/[\\%\0]/.test(relative) || relative.startsWith('/')) throw new ContentPathError(`not a content path: ${JSON.stringify(relative)}`);
  const segments = relative.split('/');
  if (!segments.every((segment) => SEGMENT.test(segment))) throw new ContentPathError(`not a content path: ${JSON.stringify(relative)}`);
  const allowed = access === 'write' ? WRITABLE : [...WRITABLE, ...READ_ONLY];
  if (!allowed.some((pattern) => pattern.test(relative))) {
    throw new ContentPathError(`${relative}: outside the content the studio ${access === 'write' ? 'writes' : 'reads'} (schemas/, flows/, tests/fixtures/, src/i18n/locales/)`);
  }
  const realRoot = realpathSync(root);
  const absolute = resolve(realRoot, ...segments);
  if (!absolute.startsWith(realRoot + sep)) throw new ContentPathError(`${relative}: outside the content root`);
  const real = realAncestor(absolute);
  if (real !== realRoot && !real.startsWith(realRoot + sep)) throw new ContentPathError(`${relative}: leads outside the content root`);
  if (existsSync(absolute) && !realpathSync(absolute).startsWith(realRoot + sep)) throw new ContentPathError(`${relative}: leads outside the content root`);
  return absolute;
}

/** Whether the studio may write the path (for the client's "read-only" marker). */
export function isWritableContentPath(relative: string): boolean {
  return WRITABLE.some((pattern) => pattern.test(relative)) && relative.split('/').every((segment) => SEGMENT.test(segment));
}
