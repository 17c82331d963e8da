import type { CompiledValidateFunction, ValidatorFunctions } from '../../engine/compiled-validate-function';
import { isJsonObject } from '../../engine/is-json-object';
import type { JsonValue } from '../../engine/json-value';
import type { ResolvedVariant } from '../../engine/resolved-variant';
import type { RuleContext } from '../../engine/rules/rule';
import type { RuleDefinition } from '../../engine/rules/rule-definition';
import { RULE_REGISTRY } from '../../engine/rules/rule-registry';
import { validateVariant } from '../../engine/validate-variant';
import type { ValidationIssue } from '../../engine/validation-issue';
import { fieldValidatorKey } from './field-validator-key';

/** The verdict on the fields one blur concerns: every issue of exactly these top-level fields. */
export interface FieldVerdict {
  fields: ReadonlySet<string>;
  issues: readonly ValidationIssue[];
}

/**
 * Validates what leaving `field` concerns, or says it cannot (undefined: validate the whole form).
 */
export type ValidateField = (field: string, data: Record<string, unknown>, ctx: RuleContext) => FieldVerdict | undefined;

interface Plan {
  fields: ReadonlySet<string>;
  validate: CompiledValidateFunction;
  variant: ResolvedVariant;
}

const WHOLE_FORM: ValidateField = () => undefined;

/**
 * Per-field validation for blur, from the generated module's per-field validators
 * (fieldValidatorKey) and the form's `x-rules`. Leaving a field validates that field plus the
 * fields whose rules read it (confirmPassword when the password is left), each with its own
 * validator and every rule that reports at it, through the same `validateVariant` a submit runs
 * — so those fields get exactly the issues a whole-form validation would give them, at the cost
 * of those fields. Where that cannot be known the answer is undefined and the caller validates
 * the whole form: a field without its own validator (a condition reads it), or a form with a rule
 * that does not report at its `field` param (limitAmounts, prefillFields).
 */
export function fieldValidation(
  variant: ResolvedVariant,
  validateFns: ValidatorFunctions,
  registry: Readonly<Record<string, RuleDefinition>> = RULE_REGISTRY,
): ValidateField {
  const { schema } = variant;
  const formId = schema.$id;
  if (typeof formId !== 'string') return WHOLE_FORM;
  const rules = isJsonObject(schema['x-rules']) ? Object.entries(schema['x-rules']) : [];
  /** rule instances by the field they report at */
  const reportingAt = new Map<string, [string, JsonValue][]>();
  /** field → the fields whose rules read it */
  const readBy = new Map<string, Set<string>>();
  for (const [name, entry] of rules) {
    const definition = isJsonObject(entry) && typeof entry.rule === 'string' ? registry[entry.rule] : undefined;
    const params = isJsonObject(entry) && isJsonObject(entry.params) ? entry.params : {};
    const target = params.field;
    if (!definition || !definition.fieldParams.includes('field') || typeof target !== 'string') return WHOLE_FORM;
    reportingAt.set(target, [...(reportingAt.get(target) ?? []), [name, entry]]);
    for (const param of definition.fieldParams) {
      const read = params[param];
      if (typeof read !== 'string') continue;
      const readers = readBy.get(read) ?? new Set<string>();
      readers.add(target);
      readBy.set(read, readers);
    }
  }

  const plans = new Map<string, Plan | null>();
  const planFor = (field: string): Plan | null => {
    const fields = new Set([field, ...(readBy.get(field) ?? [])]);
    const validators: CompiledValidateFunction[] = [];
    for (const name of fields) {
      const fn = validateFns[fieldValidatorKey(formId, name)];
      if (!fn) return null;
      validators.push(fn);
    }
    const validate: CompiledValidateFunction = (data) => {
      const errors = validators.flatMap((fn) => (fn(data) ? [] : (fn.errors ?? [])));
      validate.errors = errors.length > 0 ? errors : null;
      return errors.length === 0;
    };
    const ownRules = [...fields].flatMap((name) => reportingAt.get(name) ?? []);
    return { fields, validate, variant: { ...variant, schema: { ...schema, 'x-rules': Object.fromEntries(ownRules) } } };
  };

  return (field, data, ctx) => {
    let plan = plans.get(field);
    if (plan === undefined) {
      plan = planFor(field);
      plans.set(field, plan);
    }
    if (!plan) return undefined;
    return { fields: plan.fields, issues: validateVariant(plan.variant, plan.validate, data, ctx, registry) };
  };
}

/** The top-level field a JSON pointer is in ("/a~1b/c" → "a/b"; "" → undefined). */
function topField(pointer: string): string | undefined {
  if (!pointer.startsWith('/')) return undefined;
  const segment = pointer.slice(1).split('/')[0] ?? '';
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
}

/** The last local issues with the verdict's fields replaced by the verdict. */
export function withFieldVerdict(local: readonly ValidationIssue[], verdict: FieldVerdict): readonly ValidationIssue[] {
  const kept = local.filter((issue) => {
    const top = topField(issue.field);
    return top === undefined || !verdict.fields.has(top);
  });
  return kept.length === local.length && verdict.issues.length === 0 ? local : [...kept, ...verdict.issues];
}
