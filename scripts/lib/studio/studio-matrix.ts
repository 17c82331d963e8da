import { bindSettings } from '../../../src/engine/bind-settings';
import type { ContentSource } from '../../../src/engine/content-source';
import { isJsonObject } from '../../../src/engine/is-json-object';
import type { JsonObject } from '../../../src/engine/json-value';
import { mergeChain } from '../../../src/engine/merge-overlay';
import { applyMethodFlags } from '../../../src/engine/method-flags';
import type { OverlayLayer } from '../../../src/engine/overlay-chain';
import { overlayChain } from '../../../src/engine/overlay-chain';
import { settingsFromFiles } from '../../../src/engine/settings-from-files';
import type { VariantAxes } from '../../../src/engine/variant-axes';
import { declaredChains } from '../declared-chains';
import type { FieldState, FieldStateInfo } from './field-states';
import { fieldStates } from './field-states';

/** Where a cell's value comes from: the base form or one overlay file, with the pointer to open. */
export interface CellSource {
  axis: 'base' | OverlayLayer['axis'];
  file: string;
  pointer: string;
  /** the overlay's $comment (the rule it implements); none for the base form */
  comment?: string;
}

export interface MatrixCell {
  state: FieldState;
  readOnly: boolean;
  decidedBy?: string;
  source: CellSource;
}

export interface MatrixColumn {
  market: string;
  method?: string;
}

export interface StudioMatrix {
  formId: string;
  methods: string[];
  columns: MatrixColumn[];
  rows: Array<{ field: string; cells: MatrixCell[] }>;
}

const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

function resolvedStates(source: ContentSource, formId: string, layers: readonly OverlayLayer[], axes: VariantAxes): Map<string, FieldStateInfo> {
  const merged = mergeChain(source.baseForm(formId), layers.map((layer) => layer.patch));
  const settings = settingsFromFiles(source.settingsFiles(), axes.market);
  const bind = (json: JsonObject): JsonObject => {
    const bound = bindSettings(json, settings, () => undefined);
    return isJsonObject(bound) ? bound : {};
  };
  return fieldStates(bind(applyMethodFlags(merged.schema, merged.flags)), bind(merged.ui));
}

function touches(layer: OverlayLayer, field: string): string | undefined {
  const { schema, ui } = layer.patch;
  if (isJsonObject(schema) && isJsonObject(schema.properties) && field in schema.properties) return `${layer.at}/schema/properties/${escapePointer(field)}`;
  // a field the layer defines in its root condition's branch
  for (const branch of ['then', 'else'] as const) {
    const node = isJsonObject(schema) ? schema[branch] : undefined;
    if (isJsonObject(node) && isJsonObject(node.properties) && field in node.properties) return `${layer.at}/schema/${branch}/properties/${escapePointer(field)}`;
  }
  if (isJsonObject(ui) && field in ui) return `${layer.at}/ui/${escapePointer(field)}`;
  return undefined;
}

const sameState = (a: FieldStateInfo | undefined, b: FieldStateInfo | undefined) => a?.state === b?.state && a?.readOnly === b?.readOnly;

/**
 * Fields × every declared chain (markets, and markets × methods for cashier forms), each cell with
 * its state (conditions decided with the market's settings) and the layer it comes from: the last
 * overlay that changed the field's state or patched the field, else the base form.
 */
export function studioMatrix(source: ContentSource, formId: string): StudioMatrix {
  if (!source.formIds().includes(formId)) throw new Error(`Unknown form "${formId}"`);
  const chains = declaredChains(source, formId);
  const fields: string[] = [];
  const columns = chains.map((axes) => {
    const layers = overlayChain(source, formId, axes);
    // states after the base and after each layer of the chain
    const steps = [resolvedStates(source, formId, [], axes), ...layers.map((_layer, index) => resolvedStates(source, formId, layers.slice(0, index + 1), axes))];
    const final = steps[steps.length - 1] ?? new Map<string, FieldStateInfo>();
    for (const field of final.keys()) if (!fields.includes(field)) fields.push(field);
    return { axes, layers, steps, final };
  });
  const base = source.baseForm(formId);
  const baseProperties = isJsonObject(base.schema.properties) ? base.schema.properties : {};
  const rows = fields.map((field) => ({
    field,
    cells: columns.map(({ layers, steps, final }): MatrixCell => {
      const info = final.get(field) ?? { state: 'hidden' as const, readOnly: false };
      let source: CellSource = field in baseProperties
        ? { axis: 'base', file: `schemas/forms/${formId}/schema.json`, pointer: `/properties/${escapePointer(field)}` }
        : { axis: 'base', file: `schemas/forms/${formId}/schema.json`, pointer: '' };
      for (let index = layers.length - 1; index >= 0; index -= 1) {
        const layer = layers[index];
        if (!layer) continue;
        const pointer = touches(layer, field);
        const changed = !sameState(steps[index]?.get(field), steps[index + 1]?.get(field));
        if (pointer === undefined && !changed) continue;
        const patchSchema = layer.patch.schema;
        const fallback = isJsonObject(patchSchema) && Array.isArray(patchSchema.required) ? `${layer.at}/schema/required` : layer.at;
        source = { axis: layer.axis, file: layer.file, pointer: pointer ?? fallback, comment: layer.comment };
        break;
      }
      return { ...info, source };
    }),
  }));
  return {
    formId,
    methods: [...source.formAxes(formId).methods],
    columns: chains.map((axes) => ({ market: axes.market, ...(axes.method === undefined ? {} : { method: axes.method }) })),
    rows,
  };
}
