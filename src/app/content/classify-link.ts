import { OPTIONS_SEPARATOR, parseLinkOptions, type LinkOptions } from './link-options';

/**
 * How a content link opens (spec 1 §2, spec 3 §2): `internal` through the router (with its
 * `::` options), `external` as a plain anchor in a new tab without opener, `unsafe` not at all.
 */
export type ClassifiedLink =
  | { kind: 'internal'; target: string; options: LinkOptions }
  | { kind: 'external'; href: string }
  | { kind: 'unsafe' };

/** Schemes an external anchor may use; javascript:, vbscript:, data:, file:, blob: … never survive. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

export function classifyLink(raw: string): ClassifiedLink {
  // browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so compare without them
  const compact = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme !== undefined) return SAFE_SCHEMES.has(scheme) ? { kind: 'external', href: raw.trim() } : { kind: 'unsafe' };
  const href = raw.trim();
  // "//host" and "/\host" leave the site; /api answers are files (documents), not pages
  if (/^\/[/\\]/.test(compact) || /^\/api(?:[/?#]|$)/i.test(href)) return { kind: 'external', href };
  if (!href.startsWith('/') && !href.startsWith('?')) return { kind: 'external', href };
  const [target = '', ...options] = href.split(OPTIONS_SEPARATOR);
  return { kind: 'internal', target: target === '' ? '?' : target, options: parseLinkOptions(options) };
}
