import type { ErrorObject } from 'ajv';
import { DEFAULT_ERROR_CODES } from './default-error-codes';
import { fieldPointer } from './field-pointer';
import { isJsonObject } from './is-json-object';
import type { JsonObject } from './json-value';
import { pointerGet } from './pointer-get';
import type { ValidationIssue } from './validation-issue';

// Wrapper keywords report a failure already reported by the keyword inside them.
const WRAPPER_KEYWORDS = new Set(['if', 'then', 'else', 'allOf', '$ref']);
const LIMIT_KEYWORDS = new Set(['minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems']);

function textParam(error: ErrorObject, name: string): string {
  const value = (error.params as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

function xErrorCode(schema: unknown, keyword: string): string | undefined {
  if (!isJsonObject(schema)) return undefined;
  const codes = schema['x-errorCode'];
  const code = isJsonObject(codes) ? codes[keyword] : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** The schema object holding the failing keyword: from verbose errors, else found by schemaPath. */
function parentSchemaOf(error: ErrorObject, root: JsonObject): unknown {
  if (error.parentSchema) return error.parentSchema;
  const path = error.schemaPath.replace(/^#/, '');
  return pointerGet(root, path.slice(0, path.lastIndexOf('/')));
}

function toIssue(error: ErrorObject, root: JsonObject): ValidationIssue {
  const parent = parentSchemaOf(error, root);
  if (error.keyword === 'required') {
    const missing = textParam(error, 'missingProperty');
    const properties = isJsonObject(parent) ? parent.properties : undefined;
    const property = isJsonObject(properties) ? properties[missing] : undefined;
    const code = xErrorCode(property, 'required') ?? xErrorCode(parent, 'required') ?? 'required';
    return { field: `${error.instancePath}${fieldPointer(missing)}`, code };
  }
  if (error.keyword === 'additionalProperties') {
    const extra = textParam(error, 'additionalProperty');
    return { field: `${error.instancePath}${fieldPointer(extra)}`, code: 'invalid' };
  }
  const format = error.keyword === 'format' ? textParam(error, 'format') : undefined;
  const code = xErrorCode(parent, error.keyword) ?? format ?? DEFAULT_ERROR_CODES[error.keyword] ?? 'invalid';
  const limit = (error.params as { limit?: unknown }).limit;
  const withLimit = LIMIT_KEYWORDS.has(error.keyword) && typeof limit === 'number';
  return withLimit ? { field: error.instancePath, code, params: { limit } } : { field: error.instancePath, code };
}

/**
 * ajv errors → catalogue issues. `field` is a JSON pointer into the data;
 * a `required` error points at the missing property, not at its parent.
 * The code comes from `x-errorCode` on the failing schema, else the default mapping.
 */
export function issuesFromAjvErrors(errors: readonly ErrorObject[] | null | undefined, schema: JsonObject): ValidationIssue[] {
  return (errors ?? []).filter((error) => !WRAPPER_KEYWORDS.has(error.keyword)).map((error) => toIssue(error, schema));
}
