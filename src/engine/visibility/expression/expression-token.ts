/** One lexical token of an expression; `at` is its character offset, for error messages. */
export type ExpressionToken =
  | { type: 'number'; value: string; at: number }
  | { type: 'string'; value: string; at: number }
  | { type: 'identifier'; value: string; at: number }
  | { type: 'operator'; value: string; at: number }
  | { type: 'end'; value: ''; at: number };
