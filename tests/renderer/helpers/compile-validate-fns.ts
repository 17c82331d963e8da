import { createRequire } from 'node:module';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { _ } from 'ajv/dist/compile/codegen/index.js';
import type { ValidatorFunctions } from '../../../src/engine/compiled-validate-function';
import { FORMAT_REGISTRY } from '../../../src/engine/formats/format-registry';
import type { JsonObject } from '../../../src/engine/json-value';
import { fieldValidatorSchemas } from '../../../scripts/lib/field-validator-schemas';

const FORMATS_MODULE = '__test_formats__';
const requireModule = createRequire(import.meta.url);

/**
 * Test-only stand-in for the generated validator module: rjsf's standalone code for `schema`
 * (all errors, our formats; the per-field validators beside the whole form's, as `npm run gen`
 * emits them unless `fields` is false) evaluated in place. `new Function` is allowed here and nowhere in src.
 */
export function compileValidateFns(schema: JsonObject, { fields = true }: { fields?: boolean } = {}): ValidatorFunctions {
  const customFormats = Object.fromEntries(Object.entries(FORMAT_REGISTRY).map(([name, format]) => [name, format.validate]));
  const code = compileSchemaValidatorsCode(schema, {
    customFormats,
    ajvFormatOptions: false,
    ajvOptionsOverrides: { code: { esm: false, source: true, formats: _`require(${FORMATS_MODULE})` } },
    extenderFn: (ajv) => {
      if (fields) for (const fieldSchema of fieldValidatorSchemas(schema)) ajv.addSchema(fieldSchema);
      return ajv;
    },
  });
  const formats = customFormats;
  const shimRequire = (name: string): unknown => (name === FORMATS_MODULE ? formats : requireModule(name));
  const module = { exports: {} as Record<string, unknown> };
  // eslint-disable-next-line no-new-func, @typescript-eslint/no-implied-eval -- test-only: evaluates the generated module the build would import
  new Function('require', 'module', 'exports', code)(shimRequire, module, module.exports);
  return module.exports as unknown as ValidatorFunctions;
}
