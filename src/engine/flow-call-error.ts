/**
 * The rejection of a flow actor whose call failed. Flows read `cause` in their error
 * actions; keeping the failure as data (not a message string) lets them map field errors.
 */
export class FlowCallError<Cause = unknown> extends Error {
  override readonly cause: Cause;

  constructor(cause: Cause) {
    super('flow call failed');
    this.name = 'FlowCallError';
    this.cause = cause;
  }
}
