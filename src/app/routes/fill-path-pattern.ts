import type { PathParams } from './match-path-pattern';

/** Puts matched values back into a pattern ("/group/:group" + {group: "slots"} → "/group/slots"). */
export function fillPathPattern(pattern: string, params: PathParams): string {
  const filled = pattern
    .split('/')
    .map((segment) => (segment === '*' ? (params['*'] ?? '') : segment.startsWith(':') ? (params[segment.slice(1)] ?? '') : segment))
    .join('/')
    .replace(/\/+$/, '');
  return filled === '' ? '/' : filled;
}
