import { ExpressionError } from './expression-error';
import { EXPRESSION_LIMITS } from './expression-limits';
import type { ExpressionToken } from './expression-token';

const OPERATORS = ['&&', '||', '==', '!=', '<=', '>=', '<', '>', '!', '(', ')', '.'] as const;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*/;
const NUMBER = /^-?\d+(?:\.\d+)?/;

/** Splits an expression into tokens; only the characters of the tiny language are accepted. */
export function tokenizeExpression(source: string): ExpressionToken[] {
  if (source.length > EXPRESSION_LIMITS.maxLength) {
    throw new ExpressionError(`expression longer than ${EXPRESSION_LIMITS.maxLength} characters`, 0);
  }
  const tokens: ExpressionToken[] = [];
  let at = 0;
  while (at < source.length) {
    if (tokens.length >= EXPRESSION_LIMITS.maxTokens) throw new ExpressionError('too many tokens', at);
    const rest = source.slice(at);
    const char = rest[0] ?? '';
    if (char === ' ' || char === '\t' || char === '\n' || char === '\r') {
      at += 1;
      continue;
    }
    if (char === "'" || char === '"') {
      const end = source.indexOf(char, at + 1);
      if (end === -1) throw new ExpressionError('unterminated string', at);
      tokens.push({ type: 'string', value: source.slice(at + 1, end), at });
      at = end + 1;
      continue;
    }
    const number = NUMBER.exec(rest);
    // a minus sign only starts a number where an operand is expected
    if (number && (char !== '-' || expectsOperand(tokens))) {
      tokens.push({ type: 'number', value: number[0], at });
      at += number[0].length;
      continue;
    }
    const identifier = IDENTIFIER.exec(rest);
    if (identifier) {
      tokens.push({ type: 'identifier', value: identifier[0], at });
      at += identifier[0].length;
      continue;
    }
    const operator = OPERATORS.find((candidate) => rest.startsWith(candidate));
    if (!operator) throw new ExpressionError(`unexpected character ${JSON.stringify(char)}`, at);
    tokens.push({ type: 'operator', value: operator, at });
    at += operator.length;
  }
  tokens.push({ type: 'end', value: '', at });
  return tokens;
}

function expectsOperand(tokens: readonly ExpressionToken[]): boolean {
  const last = tokens[tokens.length - 1];
  return last === undefined || (last.type === 'operator' && last.value !== ')');
}
