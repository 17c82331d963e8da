import { join } from 'node:path';
import Ajv from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { readJson } from '../read-json';
import { META_DIR } from '../repo-paths';
import { pointerJoin } from './pointer-join';

export type MetaSchemaName =
  | 'form'
  | 'ui'
  | 'overlay'
  | 'flow'
  | 'fixture'
  | 'settings'
  | 'settings-patch'
  | 'cashier-methods'
  | 'cashier-method-overlay'
  | 'cashier-method-market-overlay';

export interface MetaProblem {
  pointer: string;
  message: string;
}

function describe(error: ErrorObject): MetaProblem {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return { pointer: pointerJoin(error.instancePath, String(params.additionalProperty)), message: `unknown key "${String(params.additionalProperty)}"` };
    case 'required':
      return { pointer: error.instancePath, message: `missing property "${String(params.missingProperty)}"` };
    case 'enum':
      return { pointer: error.instancePath, message: `must be one of ${JSON.stringify(params.allowedValues)}` };
    case 'dependencies':
      return { pointer: error.instancePath, message: `"${String(params.property)}" needs "${String(params.missingProperty)}" beside it` };
    default:
      return { pointer: error.instancePath, message: error.message ?? error.keyword };
  }
}

/** The repo's meta-schemas (schemas/meta), compiled once at build time (allErrors is fine here: trusted input). */
export function createMetaValidators(): (name: MetaSchemaName, json: unknown) => MetaProblem[] {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const compiled = new Map<MetaSchemaName, ValidateFunction>();
  const schema = (file: string) => readJson(join(META_DIR, file)) as object;
  for (const name of ['form', 'ui', 'overlay', 'flow', 'fixture', 'settings'] as const) {
    compiled.set(name, ajv.compile(schema(`${name}.schema.json`)));
  }
  compiled.set('settings-patch', ajv.compile({ $ref: 'https://casino-forms.invalid/meta/settings.schema.json#/definitions/patch' }));
  compiled.set('cashier-methods', ajv.compile(schema('cashier-methods.schema.json')));
  ajv.addSchema(schema('cashier-method-overlay.schema.json'));
  const methodOverlay = 'https://casino-forms.invalid/meta/cashier-method-overlay.schema.json#/definitions';
  compiled.set('cashier-method-overlay', ajv.compile({ $ref: `${methodOverlay}/methodOverlay` }));
  compiled.set('cashier-method-market-overlay', ajv.compile({ $ref: `${methodOverlay}/methodMarketOverlay` }));
  return (name, json) => {
    const validate = compiled.get(name);
    if (!validate || validate(json)) return [];
    const seen = new Set<string>();
    return (validate.errors ?? []).map(describe).filter((problem) => {
      const key = `${problem.pointer} ${problem.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };
}
