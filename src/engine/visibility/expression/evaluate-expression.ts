import { compareDecimal, isDecimalString } from '../compare-decimal';
import type { CompareOperator, ExpressionNode } from './expression-ast';
import { FORBIDDEN_SEGMENTS } from './expression-limits';

/** Values an expression can see: plain JSON-like data only (no functions are ever called). */
export type ExpressionValue = string | number | boolean | null | undefined | ExpressionScope;
export interface ExpressionScope {
  readonly [key: string]: ExpressionValue;
}

/**
 * Evaluates a parsed expression over an allow-listed scope. Paths read only own properties of
 * plain objects, so nothing reaches prototypes, globals or functions; it never throws.
 */
export function evaluateExpression(node: ExpressionNode, scope: ExpressionScope): ExpressionValue {
  switch (node.kind) {
    case 'literal':
    case 'number':
      return node.value;
    case 'path':
      return readPath(scope, node.segments);
    case 'not':
      return evaluateExpression(node.operand, scope) !== true;
    case 'logical': {
      const left = evaluateExpression(node.left, scope) === true;
      if (node.operator === '&&') return left && evaluateExpression(node.right, scope) === true;
      return left || evaluateExpression(node.right, scope) === true;
    }
    case 'compare':
      return compare(node.operator, evaluateExpression(node.left, scope), evaluateExpression(node.right, scope));
  }
}

function readPath(scope: ExpressionScope, segments: readonly string[]): ExpressionValue {
  let current: ExpressionValue = scope;
  for (const segment of segments) {
    if (FORBIDDEN_SEGMENTS.has(segment) || !isPlainObject(current) || !Object.hasOwn(current, segment)) return undefined;
    current = current[segment];
  }
  return typeof current === 'object' && current !== null && !isPlainObject(current) ? undefined : current;
}

function isPlainObject(value: unknown): value is ExpressionScope {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** numbers and decimal strings compare exactly as decimals; other values only by equality */
function compare(operator: CompareOperator, left: ExpressionValue, right: ExpressionValue): boolean {
  const order = decimalOrder(left, right);
  switch (operator) {
    case '==':
      return order === null ? same(left, right) : order === 0;
    case '!=':
      return order === null ? !same(left, right) : order !== 0;
    case '<':
      return order !== null && order < 0;
    case '<=':
      return order !== null && order <= 0;
    case '>':
      return order !== null && order > 0;
    case '>=':
      return order !== null && order >= 0;
  }
}

function same(left: ExpressionValue, right: ExpressionValue): boolean {
  // null and a missing value are the same "nothing"
  return (left ?? null) === (right ?? null);
}

function decimalOrder(left: ExpressionValue, right: ExpressionValue): number | null {
  const a = asDecimal(left);
  const b = asDecimal(right);
  return a === null || b === null ? null : compareDecimal(a, b);
}

function asDecimal(value: ExpressionValue): string | null {
  if (typeof value === 'number') {
    const text = Number.isFinite(value) ? String(value) : '';
    return isDecimalString(text) ? text : null;
  }
  return typeof value === 'string' && isDecimalString(value) ? value : null;
}
