import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { isJsonObject } from '../../src/engine/is-json-object';
import type { JsonObject } from '../../src/engine/json-value';
import type { MarketId } from '../../src/engine/market';
import type { ResolvedVariant } from '../../src/engine/resolved-variant';
import { resolveVariant } from '../../src/engine/resolve-variant';
import { createFsContentSource } from './fs-content-source';
import { readJson } from './read-json';
import { schemaFields } from '../../src/engine/schema-fields';

export type FieldState = 'required' | 'conditional' | 'optional' | 'hidden';

export interface MarketMatrix {
  formId: string;
  markets: MarketId[];
  /** field → market → state, with " read-only" appended when the field is locked */
  rows: Array<{ field: string; cells: Record<MarketId, string> }>;
  reasons: Array<{ market: MarketId; overlay?: string; settings?: string }>;
}

function conditionallyRequired(schema: JsonObject): Set<string> {
  const names = new Set<string>();
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = Array.isArray(schema[key]) ? schema[key] : [];
    for (const entry of list) {
      if (!isJsonObject(entry)) continue;
      for (const branch of [entry.then, entry.else]) {
        if (isJsonObject(branch) && Array.isArray(branch.required)) branch.required.forEach((name) => typeof name === 'string' && names.add(name));
      }
    }
  }
  return names;
}

function cell(variant: ResolvedVariant, field: string): string {
  const fields = schemaFields(variant.schema);
  const property = fields.get(field);
  if (property === undefined) return 'hidden';
  const required = Array.isArray(variant.schema.required) && variant.schema.required.includes(field);
  const state: FieldState = required ? 'required' : conditionallyRequired(variant.schema).has(field) ? 'conditional' : 'optional';
  const ui = variant.ui[field];
  const readOnly = (isJsonObject(ui) && ui['ui:readonly'] === true) || (isJsonObject(property) && property.readOnly === true);
  return readOnly ? `${state} read-only` : state;
}

function comment(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  const json = readJson(path);
  return isJsonObject(json) && typeof json.$comment === 'string' ? json.$comment : undefined;
}

/** Which fields each market requires, shows conditionally, leaves optional, hides or locks — and why. */
export function marketMatrix(root: string, formId: string): MarketMatrix {
  const source = createFsContentSource(root);
  if (!source.formIds().includes(formId)) throw new Error(`Unknown form "${formId}" (forms: ${source.formIds().join(', ')})`);
  const markets = [...source.markets()];
  const variants = markets.map((market) => resolveVariant(formId, market, { source }));
  const fields: string[] = [];
  for (const variant of variants) for (const field of schemaFields(variant.schema).keys()) if (!fields.includes(field)) fields.push(field);
  return {
    formId,
    markets,
    rows: fields.map((field) => ({ field, cells: Object.fromEntries(variants.map((variant) => [variant.market, cell(variant, field)])) })),
    reasons: markets.map((market) => ({
      market,
      overlay: source.overlay(formId, market)?.$comment,
      settings: comment(join(root, 'schemas', 'settings', 'markets', `${market}.json`)),
    })),
  };
}
