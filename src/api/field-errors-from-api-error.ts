import { fieldPointer } from '../engine/field-pointer';
import type { ValidationIssue } from '../engine/validation-issue';
import type { ApiError } from './api-error';

export interface FieldErrorOptions {
  /**
   * Top-level fields of the form on screen. When given, errors on other fields move to the
   * form level (field "") with `params.field` naming them, so no server error is dropped.
   */
  knownFields?: readonly string[];
}

/**
 * Server field errors as validation issues: code 196 sends `errorDetails.fields`, the AML
 * questionnaire `errorDetails.params.fields`, both lists of `{ field, code }`. Field names
 * become JSON pointers ("email" → "/email", "address.city" → "/address/city").
 */
export function fieldErrorsFromApiError(error: ApiError, options: FieldErrorOptions = {}): ValidationIssue[] {
  const details = error.errorDetails;
  if (!details) return [];
  const params = isRecord(details.params) ? details.params : undefined;
  const items = [...listOf(details.fields), ...listOf(params?.fields)];
  const known = options.knownFields ? new Set(options.knownFields) : undefined;
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const issue = toIssue(item, known);
    if (!issue) continue;
    const id = `${issue.field}\u0000${issue.code}\u0000${String(issue.params?.field ?? '')}`;
    if (seen.has(id)) continue;
    seen.add(id);
    issues.push(issue);
  }
  return issues;
}

function toIssue(item: unknown, known: Set<string> | undefined): ValidationIssue | undefined {
  if (!isRecord(item)) return undefined;
  const name = typeof item.field === 'string' ? item.field.trim() : '';
  const rawCode = item.code ?? item.errorCode;
  const code = typeof rawCode === 'string' || typeof rawCode === 'number' ? String(rawCode) : 'invalid';
  const params = paramsOf(item.params);
  const pointer = toPointer(name);
  const top = pointer.split('/')[1]?.replace(/~1/g, '/').replace(/~0/g, '~') ?? '';
  if (pointer === '' || (known && !known.has(top))) {
    return { field: '', code, params: name === '' ? params : { ...params, field: name } };
  }
  return params ? { field: pointer, code, params } : { field: pointer, code };
}

function toPointer(name: string): string {
  if (name === '') return '';
  if (name.startsWith('/')) return name;
  return name.split('.').map(fieldPointer).join('');
}

function paramsOf(value: unknown): Record<string, string | number> | undefined {
  if (!isRecord(value)) return undefined;
  const params: Record<string, string | number> = {};
  for (const [key, param] of Object.entries(value)) {
    if (typeof param === 'string' || typeof param === 'number') params[key] = param;
  }
  return Object.keys(params).length > 0 ? params : undefined;
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
