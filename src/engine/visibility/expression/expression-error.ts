/** A syntax error of a show/hide expression, with the character offset it was found at. */
export class ExpressionError extends Error {
  readonly at: number;

  constructor(message: string, at: number) {
    super(`${message} at ${at}`);
    this.name = 'ExpressionError';
    this.at = at;
  }
}
