import type { ExpressionNode } from './expression-ast';

/** Every dotted state path an expression reads, for the content check's allow-list. */
export function expressionPaths(node: ExpressionNode): string[] {
  switch (node.kind) {
    case 'path':
      return [node.segments.join('.')];
    case 'not':
      return expressionPaths(node.operand);
    case 'logical':
    case 'compare':
      return [...expressionPaths(node.left), ...expressionPaths(node.right)];
    default:
      return [];
  }
}
