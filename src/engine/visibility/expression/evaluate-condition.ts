import { evaluateExpression, type ExpressionScope } from './evaluate-expression';
import { parseExpression } from './parse-expression';

/**
 * Whether a show/hide expression holds: only a result of exactly `true` counts. An expression
 * that does not parse answers `onError` (the caller picks the side that hides the item; the
 * content check rejects such content before it ships).
 */
export function evaluateCondition(source: string, scope: ExpressionScope, onError = false): boolean {
  try {
    return evaluateExpression(parseExpression(source), scope) === true;
  } catch {
    return onError;
  }
}
