/** Outcome of checking a request body: the typed value, or a message for a 400 answer. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** Checks keys first so every parser reports a misspelt field instead of silently dropping it. */
export function unknownKey(body: Record<string, unknown>, allowed: readonly string[]): string | undefined {
  return Object.keys(body).find((key) => !allowed.includes(key));
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
