/**
 * Syntax tree of a menu show/hide expression. Number literals stay decimal strings so that
 * comparisons with wallet amounts ("5000.50") never go through float arithmetic.
 */
export type ExpressionNode =
  | { kind: 'literal'; value: string | boolean | null }
  | { kind: 'number'; value: string }
  | { kind: 'path'; segments: readonly string[] }
  | { kind: 'not'; operand: ExpressionNode }
  | { kind: 'logical'; operator: '&&' | '||'; left: ExpressionNode; right: ExpressionNode }
  | { kind: 'compare'; operator: CompareOperator; left: ExpressionNode; right: ExpressionNode };

export type CompareOperator = '==' | '!=' | '<' | '<=' | '>' | '>=';
