import type { ErrorSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import type { ValidationIssue } from '../../engine/validation-issue';
import type { ErrorSummaryItem } from '../templates/error-summary';
import type { FieldIndex } from './field-index';
import { inScope } from './in-scope';
import { issueMessage } from './issue-message';

export interface DisplayInput {
  /** issues of the last local validation (blur or submit) */
  local: readonly ValidationIssue[];
  /** issues the server reported and the player has not since edited */
  server: readonly ValidationIssue[];
  /** fields blurred at least once */
  touched: ReadonlySet<string>;
  /** a submit was attempted on this page */
  submitted: boolean;
  /** top-level fields of the current page; undefined for the whole form */
  scope: readonly string[] | undefined;
  index: FieldIndex;
  /** top-level fields rendered right now (conditional branch active, on the page, not hidden) */
  shown: ReadonlySet<string>;
  t: TFunction;
}

export interface IssueDisplay {
  /** errors placed at their fields (rjsf `extraErrors` shape) */
  errorSchema: ErrorSchema;
  /** the same messages by the element id of their field (SchemaForm's field error store) */
  byId: ReadonlyMap<string, readonly string[]>;
  /** the error summary's items */
  summary: ErrorSummaryItem[];
}

function isLocalVisible(issue: ValidationIssue, input: DisplayInput): boolean {
  if (issue.field === '') return input.submitted && !input.scope;
  if (!inScope(issue.field, input.scope)) return false;
  if (input.submitted) return true;
  const top = `/${issue.field.split('/')[1] ?? ''}`;
  return input.touched.has(issue.field) || input.touched.has(top);
}

function addAt(schema: ErrorSchema, path: readonly string[], message: string): void {
  let node = schema as Record<string, unknown>;
  for (const step of path) {
    node[step] ??= {};
    node = node[step] as Record<string, unknown>;
  }
  const errors = (node.__errors ??= []) as string[];
  if (!errors.includes(message)) errors.push(message);
}

/**
 * Decides which issues show where. Local issues appear for fields the player has left (blur) and,
 * after a submit, for every field of the page; server issues always. An issue whose field is
 * not rendered (unknown to the schema, on another page, hidden) is never dropped: it goes to the
 * summary at form level. Before a submit the summary holds only such form-level issues.
 */
export function displayIssues(input: DisplayInput): IssueDisplay {
  const errorSchema: ErrorSchema = {};
  const byId = new Map<string, string[]>();
  const summary: ErrorSummaryItem[] = [];
  const seen = new Set<string>();
  const visible = [...input.local.filter((issue) => isLocalVisible(issue, input)), ...input.server];
  for (const issue of visible) {
    const key = `${issue.field}\u0000${issue.code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const message = issueMessage(input.t, issue);
    const info = input.index.byPointer.get(issue.field);
    const placed = info !== undefined && info.path[0] !== undefined && input.shown.has(info.path[0]);
    const label = info?.title ? input.t(info.title) : undefined;
    if (placed) {
      addAt(errorSchema, info.path, message);
      const messages = byId.get(info.id) ?? [];
      if (!messages.includes(message)) byId.set(info.id, [...messages, message]);
      if (input.submitted) summary.push({ key, message, targetId: info.id, ...(label ? { label } : {}) });
    } else {
      summary.push({ key, message, ...(label ? { label } : {}) });
    }
  }
  return { errorSchema, byId, summary };
}
