import type { TFunction } from 'i18next';
import type { ValidationIssue } from '../../engine/validation-issue';

/**
 * Text of an issue: the catalogue entry `validation:<code>` with its params; a code the catalogue
 * lacks (a new server code) falls back to the generic "invalid" text rather than a raw key.
 */
export function issueMessage(t: TFunction, issue: ValidationIssue): string {
  return t([`validation:${issue.code}`, 'validation:invalid'], issue.params ?? {});
}
