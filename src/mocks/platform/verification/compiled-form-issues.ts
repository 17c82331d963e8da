import type { RuleContext } from '../../../engine/rules/rule';
import { validateVariant } from '../../../engine/validate-variant';
import type { ValidationIssue } from '../../../engine/validation-issue';
import { loadVariant } from '../../../generated/content-index';

/**
 * The issues the browser would show for this data: `validateVariant` over the market's compiled
 * variant of the form (the very validator the site loads), so the simulated server and the site
 * give one verdict.
 */
export async function compiledFormIssues(formId: string, data: unknown, ctx: RuleContext): Promise<ValidationIssue[]> {
  const { variant, validateFns } = await loadVariant(formId, { market: ctx.market });
  const id = variant.schema.$id;
  const validateFn = typeof id === 'string' ? validateFns[id] : undefined;
  if (!validateFn) throw new Error(`The compiled ${formId} form of ${ctx.market} has no validator for its root schema`);
  return validateVariant(variant, validateFn, data, ctx);
}

/** Issues as the platform's 196 field list: `{ field, code }` with the field's top-level name. */
export function fieldErrorsOf(issues: readonly ValidationIssue[]): { field: string; code: string }[] {
  return issues.map((issue) => ({ field: issue.field.replace(/^\//, '').split('/')[0] ?? '', code: issue.code }));
}
