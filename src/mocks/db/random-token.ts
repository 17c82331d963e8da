/** An unguessable token with a readable prefix ("login-…", "reg-…"), as a platform would issue. */
export function randomToken(prefix: string, bytes = 12): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return `${prefix}-${Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('')}`;
}
