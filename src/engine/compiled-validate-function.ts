import type { ErrorObject } from 'ajv';

/**
 * A precompiled (standalone) ajv validate function, as exported by the
 * generated validator modules. Structurally the same as rjsf's
 * `CompiledValidateFunction`, without the engine importing rjsf.
 */
export interface CompiledValidateFunction {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** A generated validator module's default export: schema `$id` or rjsf schema hash → validate function. */
export type ValidatorFunctions = Readonly<Record<string, CompiledValidateFunction>>;
