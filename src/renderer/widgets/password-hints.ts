import type { FormSettings } from '../schema-form-context';
import { PASSWORD_HINT_DEFINITIONS, type PasswordHintName } from './password-hint-definitions';

/** One hint from `ui:options.hints`: a hint name, or `{ "check": name, "params": { "limit": 8 } }`. */
export type PasswordHintSpec = string | { check: string; params?: Record<string, unknown> };

export interface PasswordHintState {
  check: PasswordHintName;
  params: Record<string, number>;
  met: boolean;
}

function isHintName(name: string): name is PasswordHintName {
  return Object.hasOwn(PASSWORD_HINT_DEFINITIONS, name);
}

/**
 * The hints that apply under the served settings, evaluated against the current value. An
 * unknown name throws: content names behaviour, and a typo must not silently drop a rule.
 */
export function passwordHints(specs: unknown, value: string, settings: FormSettings | undefined): PasswordHintState[] {
  if (!Array.isArray(specs)) return [];
  return (specs as PasswordHintSpec[]).flatMap((spec) => {
    const check = typeof spec === 'string' ? spec : spec.check;
    if (!isHintName(check)) throw new Error(`Unknown password hint "${check}" in ui:options.hints`);
    const definition = PASSWORD_HINT_DEFINITIONS[check];
    if (!definition.applies(settings)) return [];
    const params = definition.params(settings, typeof spec === 'string' ? {} : (spec.params ?? {}));
    return [{ check, params, met: definition.met(value, params) }];
  });
}
