import type { CompiledValidateFunction } from './compiled-validate-function';
import { isJsonObject } from './is-json-object';
import { issuesFromAjvErrors } from './issues-from-ajv-errors';
import type { ResolvedVariant } from './resolved-variant';
import type { RuleContext } from './rules/rule';
import type { RuleDefinition } from './rules/rule-definition';
import { RULE_REGISTRY } from './rules/rule-registry';
import { runRules } from './run-rules';
import { checkRuntimeInputs } from './runtime-inputs/check-runtime-inputs';
import type { ValidationIssue } from './validation-issue';

/**
 * The whole verdict for one form submission: the compiled schema validator
 * plus the runtime rules, one issue per field+code (a rule may repeat what the
 * schema found, e.g. a password minLength). A field that is missing says only
 * that: its other complaints (an empty string also fails its pattern) are noise.
 * `ctx.inputs` carries the runtime inputs the schema declares in `x-inputs`; a missing or
 * malformed one throws RuntimeInputError (naming the form and the input) instead of a verdict.
 */
export function validateVariant(
  variant: ResolvedVariant,
  validateFn: CompiledValidateFunction,
  data: unknown,
  ctx: RuleContext,
  registry: Readonly<Record<string, RuleDefinition>> = RULE_REGISTRY,
): ValidationIssue[] {
  const valid = validateFn(data);
  const schemaIssues = valid ? [] : issuesFromAjvErrors(validateFn.errors, variant.schema);
  // Rules read fields of an object; anything else (null, undefined, an array, a string posted to the
  // mock platform) gets the schema's verdict alone (the root `type` issue), never an exception —
  // but a missing runtime input still fails loudly, whatever the data.
  if (!isJsonObject(data)) checkRuntimeInputs(variant.schema, ctx.inputs);
  const ruleIssues = isJsonObject(data) ? runRules(variant.schema, data, ctx, registry) : [];
  const all = [...schemaIssues, ...ruleIssues];
  const missing = new Set(all.filter((issue) => issue.code === 'required').map((issue) => issue.field));
  const seen = new Set<string>();
  return all.filter((issue) => {
    const key = `${issue.field}\u0000${issue.code}`;
    if (seen.has(key) || (missing.has(issue.field) && issue.code !== 'required')) return false;
    seen.add(key);
    return true;
  });
}
