/** Written by scripts/bench/run-bench.ts: the synthetic forms' validators, compiled by the project's own compile path. */
declare module 'virtual:bench-validators' {
  import type { ValidatorFunctions } from '../../../src/engine/compiled-validate-function';
  export const BENCH_VALIDATORS: Readonly<Record<number, () => Promise<{ default: ValidatorFunctions }>>>;
}
