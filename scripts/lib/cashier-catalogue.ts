import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isJsonObject } from '../../src/engine/is-json-object';
import type { Direction } from '../../src/engine/variant-axes';
import { DIRECTIONS } from '../../src/engine/variant-axes';
import { readJson } from './read-json';

export const CASHIER_METHODS_FILE = 'schemas/cashier/methods.json';
export const CASHIER_METHODS_DIR = 'schemas/cashier/methods';

export interface CashierMethodEntry {
  label: string;
  platformIds: number[];
  directions: Direction[];
}

/** schemas/cashier/methods.json (meta-schema schemas/meta/cashier-methods.schema.json). */
export interface CashierCatalogue {
  /** direction → the cashier form serving it */
  forms: Partial<Record<Direction, string>>;
  methods: Record<string, CashierMethodEntry>;
}

/**
 * The catalogue as far as it can be read (the content check validates it against its
 * meta-schema and reports the rest); undefined when the file does not exist.
 */
export function readCashierCatalogue(root: string): CashierCatalogue | undefined {
  const path = join(root, CASHIER_METHODS_FILE);
  if (!existsSync(path)) return undefined;
  const json = readJson(path);
  const forms: Partial<Record<Direction, string>> = {};
  const methods: Record<string, CashierMethodEntry> = {};
  if (!isJsonObject(json)) return { forms, methods };
  if (isJsonObject(json.forms)) {
    for (const direction of DIRECTIONS) {
      const form = json.forms[direction];
      if (typeof form === 'string') forms[direction] = form;
    }
  }
  if (isJsonObject(json.methods)) {
    for (const [id, entry] of Object.entries(json.methods)) {
      if (!isJsonObject(entry)) continue;
      const directions = Array.isArray(entry.directions) ? entry.directions.filter((d): d is Direction => DIRECTIONS.includes(d as Direction)) : [];
      const platformIds = Array.isArray(entry.platformIds) ? entry.platformIds.filter((n): n is number => typeof n === 'number') : [];
      methods[id] = { label: typeof entry.label === 'string' ? entry.label : '', platformIds, directions };
    }
  }
  return { forms, methods };
}
