import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { settingAtPath } from '../../../src/engine/setting-at-path';
import { readJson } from '../read-json';
import { META_DIR } from '../repo-paths';
import type { CheckContext } from './check-context';
import type { ContentError } from './content-error';

export const IDENTIFICATION_METHODS_FILE = 'schemas/identification/methods.json';
const PLATFORM_SETTINGS_FILE = 'schemas/settings/platform.json';

interface MethodEntry {
  form?: string;
  formWhen?: string;
}

/** Setting lists that name methods: each name must be `regular` or a method of methods.json. */
const METHOD_LISTS = ['fe.login.methods', 'fe.registration.methods.selector'] as const;

/**
 * schemas/identification/methods.json against its meta-schema, then: every form exists, every
 * formWhen is a setting each market serves, and every method a market's settings offer (login
 * methods, registration selector) is `regular` or described here.
 */
export function checkIdentificationMethods(ctx: Pick<CheckContext, 'root' | 'formIds' | 'settings'>): ContentError[] {
  const path = join(ctx.root, IDENTIFICATION_METHODS_FILE);
  if (!existsSync(path)) return [];
  const json = readJson(path);
  const validate = new Ajv({ allErrors: true, strict: false }).compile(readJson(join(META_DIR, 'identification-methods.schema.json')) as object);
  if (!validate(json)) {
    return (validate.errors ?? []).map((error) => ({ file: IDENTIFICATION_METHODS_FILE, pointer: error.instancePath, message: error.message ?? error.keyword }));
  }
  const methods = (json as { methods: Record<string, MethodEntry> }).methods;
  const errors: ContentError[] = [];
  for (const [name, entry] of Object.entries(methods)) {
    const at = `/methods/${name}`;
    if (entry.form !== undefined && !ctx.formIds.includes(entry.form)) {
      errors.push({ file: IDENTIFICATION_METHODS_FILE, pointer: `${at}/form`, message: `form "${entry.form}" does not exist in schemas/forms` });
    }
    if (entry.formWhen === undefined) continue;
    for (const [market, settings] of ctx.settings) {
      if (!settingAtPath(settings, entry.formWhen).found) {
        errors.push({ file: IDENTIFICATION_METHODS_FILE, pointer: `${at}/formWhen`, message: `setting "${entry.formWhen}" is not served for ${market}` });
      }
    }
  }
  // an unknown name is reported where the list is written: the market's patch, or platform.json it inherits
  const unknown = new Map<string, { file: string; pointer: string; name: string; markets: string[] }>();
  for (const [market, settings] of ctx.settings) {
    const marketFile = `schemas/settings/markets/${market}.json`;
    const marketJson = existsSync(join(ctx.root, marketFile)) ? readJson(join(ctx.root, marketFile)) : undefined;
    for (const list of METHOD_LISTS) {
      const lookup = settingAtPath(settings, list);
      const names = lookup.found && Array.isArray(lookup.value) ? (lookup.value as unknown[]) : [];
      const file = marketJson !== undefined && settingAtPath(marketJson, list).found ? marketFile : PLATFORM_SETTINGS_FILE;
      names.forEach((name, index) => {
        if (name === 'regular' || (typeof name === 'string' && Object.hasOwn(methods, name))) return;
        const pointer = `/${list.replaceAll('.', '/')}/${index}`;
        const key = `${file}#${pointer}`;
        const entry = unknown.get(key) ?? { file, pointer, name: String(name), markets: [] };
        entry.markets.push(market);
        unknown.set(key, entry);
      });
    }
  }
  for (const { file, pointer, name, markets } of unknown.values()) {
    errors.push({ file, pointer, message: `method "${name}" is neither "regular" nor described in ${IDENTIFICATION_METHODS_FILE}${file === PLATFORM_SETTINGS_FILE ? ` (markets ${markets.join(', ')})` : ''}` });
  }
  return errors;
}
