import type { RuleContext } from '../rules/rule';

/**
 * A named data effect from uiSchema `ui:effects`: given the form data after a
 * change (and the data before it, when known), returns the data to use (the same
 * object when nothing changes).
 */
export type Effect = (
  data: Record<string, unknown>,
  params: Record<string, unknown>,
  ctx: RuleContext,
  previous?: Record<string, unknown>,
) => Record<string, unknown>;
