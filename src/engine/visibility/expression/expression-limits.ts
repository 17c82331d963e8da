/** Bounds that keep hostile content from exhausting the stack or the CPU. */
export const EXPRESSION_LIMITS = {
  maxLength: 500,
  maxDepth: 32,
  maxTokens: 200,
} as const;

/**
 * Path segments that would reach the prototype chain; rejected by the parser even though the
 * evaluator only reads own properties, so such content fails the content check.
 */
export const FORBIDDEN_SEGMENTS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
