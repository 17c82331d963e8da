/** The idempotency key of the attempt under way, which the flow started (`startAttempt`) before its call. */
export function attemptKeyOf(context: { attemptKey?: string | null }): string {
  if (!context.attemptKey) throw new Error('A call that creates something needs the attempt the flow started (startAttempt)');
  return context.attemptKey;
}
