import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { isJsonObject } from '../../src/engine/is-json-object';
import type { JsonObject } from '../../src/engine/json-value';
import type { MarketId } from '../../src/engine/market';
import type { ResolvedVariant } from '../../src/engine/resolved-variant';
import { overlayChain } from '../../src/engine/overlay-chain';
import { resolveVariant } from '../../src/engine/resolve-variant';
import { createFsContentSource } from './fs-content-source';
import { readJson } from './read-json';
import { schemaFields } from '../../src/engine/schema-fields';

export type FieldState = 'required' | 'conditional' | 'optional' | 'hidden';

export interface MarketMatrix {
  formId: string;
  /** the payment method of the table (`--method`), when one was asked for */
  method?: string;
  /** the form's payment methods (cashier forms), [] when it has no method axis */
  methods: string[];
  markets: MarketId[];
  /** field → market → state, with " read-only" appended when the field is locked */
  rows: Array<{ field: string; cells: Record<MarketId, string> }>;
  /** method: the method overlay's $comment (same in every market); methodMarket: the method × market overlay's */
  reasons: Array<{ market: MarketId; overlay?: string; settings?: string; method?: string; methodMarket?: string }>;
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

/** "(notices)": the ids of each market's `ui:notices` (e.g. GBR × card: debitCardOnly), when any market has one. */
function noticesRow(variants: readonly ResolvedVariant[]): MarketMatrix['rows'] {
  const ids = variants.map((variant) => {
    const notices = Array.isArray(variant.ui['ui:notices']) ? variant.ui['ui:notices'] : [];
    return notices.flatMap((notice) => (isJsonObject(notice) && typeof notice.id === 'string' ? [notice.id] : []));
  });
  if (ids.every((list) => list.length === 0)) return [];
  return [{ field: '(notices)', cells: Object.fromEntries(variants.map((variant, index) => [variant.market, ids[index]?.join(', ') || '—'])) }];
}

function comment(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  const json = readJson(path);
  return isJsonObject(json) && typeof json.$comment === 'string' ? json.$comment : undefined;
}

/**
 * Which fields each market requires, shows conditionally, leaves optional, hides or locks — and
 * why. With a payment method, for the chain base → market → method → method × market.
 */
export function marketMatrix(root: string, formId: string, method?: string): MarketMatrix {
  const source = createFsContentSource(root);
  if (!source.formIds().includes(formId)) throw new Error(`Unknown form "${formId}" (forms: ${source.formIds().join(', ')})`);
  const markets = [...source.markets()];
  const { methods } = source.formAxes(formId);
  // resolveVariant refuses an unknown method with the list of the form's methods
  const variants = markets.map((market) => resolveVariant(formId, { market, ...(method === undefined ? {} : { method }) }, { source }));
  const layers = (market: MarketId) => (method === undefined ? [] : overlayChain(source, formId, { market, method }));
  const fields: string[] = [];
  for (const variant of variants) for (const field of schemaFields(variant.schema).keys()) if (!fields.includes(field)) fields.push(field);
  return {
    formId,
    ...(method === undefined ? {} : { method }),
    methods: [...methods],
    markets,
    rows: [
      ...fields.map((field) => ({ field, cells: Object.fromEntries(variants.map((variant) => [variant.market, cell(variant, field)])) })),
      ...noticesRow(variants),
    ],
    reasons: markets.map((market) => ({
      market,
      overlay: source.overlay(formId, market)?.$comment,
      settings: comment(join(root, 'schemas', 'settings', 'markets', `${market}.json`)),
      ...Object.fromEntries(
        layers(market).flatMap((layer) =>
          layer.axis === 'method' ? [['method', layer.comment]] : layer.axis === 'method × market' ? [['methodMarket', layer.comment]] : [],
        ),
      ),
    })),
  };
}
