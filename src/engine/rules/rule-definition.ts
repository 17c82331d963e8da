import type { RuntimeInputName } from '../runtime-inputs/runtime-input-types';
import type { OnDemandModuleName } from './on-demand-module-names';
import type { Rule } from './rule';

/**
 * A rule plus what its params mean, so the content check can prove that a
 * param naming a form field or a setting path names something that exists.
 */
export interface RuleDefinition {
  run: Rule;
  /** params that must be given */
  required: readonly string[];
  /** params whose value is a top-level form field name */
  fieldParams: readonly string[];
  /** params whose value is a dotted settings path ("fe.registration.…") */
  settingParams: readonly string[];
  /**
   * runtime inputs the rule reads from `ctx.inputs` (absent: none). The content check proves
   * every form using the rule declares them in `x-inputs`; runRules refuses to run it otherwise.
   */
  reads?: readonly RuntimeInputName[];
  /**
   * the on-demand module the rule's code lives in (absent: bundled with the registry). `run` is
   * then onDemandRule(module, name): it throws until the module loaded; a variant naming the rule
   * makes `loadVariant` await the module (onDemandModulesOf).
   */
  module?: OnDemandModuleName;
}
