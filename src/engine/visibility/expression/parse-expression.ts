import type { CompareOperator, ExpressionNode } from './expression-ast';
import { ExpressionError } from './expression-error';
import { EXPRESSION_LIMITS, FORBIDDEN_SEGMENTS } from './expression-limits';
import type { ExpressionToken } from './expression-token';
import { tokenizeExpression } from './tokenize-expression';

const COMPARE: ReadonlySet<string> = new Set(['==', '!=', '<', '<=', '>', '>=']);
const KEYWORDS: Readonly<Record<string, string | boolean | null>> = { true: true, false: false, null: null };

/**
 * Parses a show/hide expression (recursive descent, no eval):
 *   or := and ('||' and)* ; and := unary ('&&' unary)* ; unary := '!' unary | compare
 *   compare := primary (op primary)? ; primary := '(' or ')' | literal | path
 * Throws ExpressionError on any syntax error, a forbidden path segment or excessive nesting.
 */
export function parseExpression(source: string): ExpressionNode {
  const tokens = tokenizeExpression(source);
  let index = 0;
  let depth = 0;

  const peek = (): ExpressionToken => tokens[index] ?? { type: 'end', value: '', at: source.length };
  const next = (): ExpressionToken => {
    const token = peek();
    index += 1;
    return token;
  };
  const isOperator = (value: string) => {
    const token = peek();
    return token.type === 'operator' && token.value === value;
  };
  const nested = <T>(parse: () => T): T => {
    depth += 1;
    if (depth > EXPRESSION_LIMITS.maxDepth) throw new ExpressionError('expression nested too deeply', peek().at);
    try {
      return parse();
    } finally {
      depth -= 1;
    }
  };

  const parseOr = (): ExpressionNode =>
    nested(() => {
      let left = parseAnd();
      while (isOperator('||')) {
        next();
        left = { kind: 'logical', operator: '||', left, right: parseAnd() };
      }
      return left;
    });

  const parseAnd = (): ExpressionNode => {
    let left = parseUnary();
    while (isOperator('&&')) {
      next();
      left = { kind: 'logical', operator: '&&', left, right: parseUnary() };
    }
    return left;
  };

  const parseUnary = (): ExpressionNode =>
    nested(() => {
      if (isOperator('!')) {
        next();
        return { kind: 'not', operand: parseUnary() };
      }
      return parseCompare();
    });

  const parseCompare = (): ExpressionNode => {
    const left = parsePrimary();
    const token = peek();
    if (token.type === 'operator' && COMPARE.has(token.value)) {
      next();
      return { kind: 'compare', operator: token.value as CompareOperator, left, right: parsePrimary() };
    }
    return left;
  };

  const parsePrimary = (): ExpressionNode => {
    const token = next();
    if (token.type === 'operator' && token.value === '(') {
      const inner = parseOr();
      if (!isOperator(')')) throw new ExpressionError('missing ")"', peek().at);
      next();
      return inner;
    }
    if (token.type === 'number') return { kind: 'number', value: token.value };
    if (token.type === 'string') return { kind: 'literal', value: token.value };
    if (token.type === 'identifier') {
      if (Object.hasOwn(KEYWORDS, token.value)) return { kind: 'literal', value: KEYWORDS[token.value] ?? null };
      return parsePath(token);
    }
    throw new ExpressionError(token.type === 'end' ? 'unexpected end' : `unexpected "${token.value}"`, token.at);
  };

  const parsePath = (first: ExpressionToken): ExpressionNode => {
    const segments = [checkedSegment(first)];
    while (isOperator('.')) {
      next();
      const segment = next();
      if (segment.type !== 'identifier') throw new ExpressionError('expected a name after "."', segment.at);
      segments.push(checkedSegment(segment));
    }
    return { kind: 'path', segments };
  };

  const ast = parseOr();
  const rest = peek();
  if (rest.type !== 'end') throw new ExpressionError(`unexpected "${rest.value}"`, rest.at);
  return ast;
}

function checkedSegment(token: ExpressionToken): string {
  if (FORBIDDEN_SEGMENTS.has(token.value)) throw new ExpressionError(`forbidden name "${token.value}"`, token.at);
  return token.value;
}
