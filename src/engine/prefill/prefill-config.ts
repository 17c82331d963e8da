import { isJsonObject } from '../is-json-object';
import { settingAtPath } from '../setting-at-path';
import type { PlatformSettings } from '../platform-settings';

/** Where the prefill form is asked for (spec 3 §2 "warning by type deposit, withdrawal, game or bingo"). */
export const PREFILL_TYPES = ['deposit', 'withdrawal', 'game', 'bingo'] as const;
export type PrefillType = (typeof PREFILL_TYPES)[number];

/** Named checks a configured field may carry, each with the validation code it reports. */
export const PREFILL_VALIDATORS = ['email', 'phone', 'nickname', 'bingoNickname', 'hungaryZipCode', 'noHtml', 'letters'] as const;
export type PrefillValidator = (typeof PREFILL_VALIDATORS)[number];

/** Named formatters applied to a value before it is sent. */
export const PREFILL_FORMATTERS = ['trim', 'uppercase', 'capitalize', 'digitsOnly'] as const;
export type PrefillFormatter = (typeof PREFILL_FORMATTERS)[number];

/** One configured field of the prefill form (spec 3 §3 "Prefill fields: name, readOnly, mandatory, validator, formatter"). */
export interface PrefillFieldConfig {
  name: string;
  readOnly: boolean;
  mandatory: boolean;
  validator?: PrefillValidator;
  formatter?: PrefillFormatter;
}

export function isPrefillType(value: unknown): value is PrefillType {
  return typeof value === 'string' && (PREFILL_TYPES as readonly string[]).includes(value);
}

function oneOf<T extends string>(list: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * The fields configured for a type at `fe.prefillFields.<type>`; entries that are not objects with
 * a name are skipped (the settings meta-schema rejects them before they are served), unknown
 * validator or formatter names are dropped.
 */
export function prefillConfigOf(settings: PlatformSettings, type: PrefillType): PrefillFieldConfig[] {
  const lookup = settingAtPath(settings, `fe.prefillFields.${type}`);
  const list: unknown[] = lookup.found && Array.isArray(lookup.value) ? (lookup.value as unknown[]) : [];
  return list.flatMap((entry): PrefillFieldConfig[] => {
    if (!isJsonObject(entry) || typeof entry.name !== 'string') return [];
    const validator = oneOf(PREFILL_VALIDATORS, entry.validator);
    const formatter = oneOf(PREFILL_FORMATTERS, entry.formatter);
    return [
      {
        name: entry.name,
        readOnly: entry.readOnly === true,
        mandatory: entry.mandatory === true,
        ...(validator ? { validator } : {}),
        ...(formatter ? { formatter } : {}),
      },
    ];
  });
}

function isFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/**
 * The form's fields the player does not see (spec 3 §5 "Prefill form"): every field the type does
 * not configure and the configured read-only fields that are already filled. (The state of a
 * country without states is not in the form at all: the schema adds it only for such countries.)
 */
export function prefillHiddenFields(allFields: readonly string[], config: readonly PrefillFieldConfig[], profile: Readonly<Record<string, unknown>>): string[] {
  const byName = new Map(config.map((field) => [field.name, field]));
  return allFields.filter((name) => {
    const field = byName.get(name);
    return field === undefined || (field.readOnly && isFilled(profile[name]));
  });
}

/** A value as its formatter sends it; text only, anything else unchanged. */
export function formatPrefillValue(formatter: PrefillFormatter | undefined, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  switch (formatter) {
    case 'uppercase':
      return trimmed.toUpperCase();
    case 'capitalize':
      return trimmed.replace(/(^|[\s-])(\p{L})/gu, (_match, before: string, letter: string) => `${before}${letter.toUpperCase()}`);
    case 'digitsOnly':
      return trimmed.replace(/\D/g, '');
    default:
      return trimmed;
  }
}

/** Whether fe.countryStates lists states for the country. */
export function countryHasStates(settings: PlatformSettings, country: unknown): boolean {
  if (typeof country !== 'string') return false;
  const lookup = settingAtPath(settings, 'fe.countryStates');
  const states = lookup.found && isJsonObject(lookup.value) ? lookup.value[country] : undefined;
  return Array.isArray(states) && states.length > 0;
}
