import { settingAt } from '../form-state/setting-at';
import type { FormSettings } from '../schema-form-context';

/**
 * A password hint content may name in `ui:options.hints`. Hints only drive the checklist the
 * player sees while typing; the verdict stays with the engine's `passwordPolicy` rule, whose
 * definitions these mirror (spec 1 §5: length from fe.passwordLimits, an uppercase letter and a
 * digit; with fe.passwordStrength "strong" also a special symbol from !@#$%^&*(),.?":{}|<> and
 * no character three times in a row).
 */
export interface PasswordHintDefinition {
  /** false hides the hint under the served settings (strong-mode hints in standard mode) */
  applies: (settings: FormSettings | undefined) => boolean;
  /** placeholders of the hint text; given params win over settings */
  params: (settings: FormSettings | undefined, given: Readonly<Record<string, unknown>>) => Record<string, number>;
  met: (value: string, params: Readonly<Record<string, number>>) => boolean;
}

const SPECIAL_SYMBOL = /[!@#$%^&*(),.?":{}|<>]/;
const REPEATED_THREE_TIMES = /(.)\1\1/u;

const always = () => true;
const noParams = () => ({});
const strongOnly = (settings: FormSettings | undefined) => settingAt(settings, 'fe.passwordStrength') === 'strong';

function limit(settings: FormSettings | undefined, given: unknown, path: string, fallback: number): number {
  if (typeof given === 'number') return given;
  const configured = settingAt(settings, path);
  return typeof configured === 'number' ? configured : fallback;
}

function length(value: string): number {
  return [...value].length;
}

export const PASSWORD_HINT_DEFINITIONS = {
  minLength: {
    applies: always,
    params: (settings, given) => ({ limit: limit(settings, given.limit, 'fe.passwordLimits.min', 6) }),
    met: (value, params) => length(value) >= (params.limit ?? 0),
  },
  maxLength: {
    applies: always,
    params: (settings, given) => ({ limit: limit(settings, given.limit, 'fe.passwordLimits.max', 64) }),
    met: (value, params) => length(value) <= (params.limit ?? Number.POSITIVE_INFINITY),
  },
  uppercaseAndDigit: {
    applies: always,
    params: noParams,
    met: (value) => /\p{Lu}/u.test(value) && /\d/.test(value),
  },
  specialSymbol: {
    applies: strongOnly,
    params: noParams,
    met: (value) => SPECIAL_SYMBOL.test(value),
  },
  noRepeats: {
    applies: strongOnly,
    params: noParams,
    met: (value) => value.length > 0 && !REPEATED_THREE_TIMES.test(value),
  },
} satisfies Record<string, PasswordHintDefinition>;

export type PasswordHintName = keyof typeof PASSWORD_HINT_DEFINITIONS;

/** Hint names the content check accepts in `ui:options.hints`. */
export const PASSWORD_HINT_NAMES = Object.keys(PASSWORD_HINT_DEFINITIONS) as PasswordHintName[];
