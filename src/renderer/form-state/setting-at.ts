import type { FormSettings } from '../schema-form-context';

/** A setting by dotted path ("fe.playerAgeLimit.min"); undefined when any step is missing. */
export function settingAt(settings: FormSettings | undefined, path: string): unknown {
  let node: unknown = settings;
  for (const step of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[step];
  }
  return node;
}
