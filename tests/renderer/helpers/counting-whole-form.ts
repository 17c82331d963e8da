import { vi } from 'vitest';
import type { CompiledValidateFunction, ValidatorFunctions } from '../../../src/engine/compiled-validate-function';
import type { JsonObject } from '../../../src/engine/json-value';
import { compileValidateFns } from './compile-validate-fns';

/** The form's validators with the whole-form one counted: what a blur or a keystroke must not run. */
export function countingWholeForm(schema: JsonObject): { fns: ValidatorFunctions; wholeFormRuns: () => number } {
  const fns = compileValidateFns(schema);
  const id = schema.$id as string;
  const whole = fns[id];
  if (!whole) throw new Error('no whole-form validator');
  const spy = vi.fn((data: unknown) => {
    const valid = whole(data);
    counted.errors = whole.errors;
    return valid;
  });
  const counted: CompiledValidateFunction = spy;
  return { fns: { ...fns, [id]: counted }, wholeFormRuns: () => spy.mock.calls.length };
}
