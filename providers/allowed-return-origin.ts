/**
 * The origin the simulator may post its result to: exactly one of the app origins
 * (scheme://host:port, no path), else undefined. Posting to '*' would hand identity results
 * to any page that framed the simulator.
 */
export function allowedReturnOrigin(value: string | null, allowList: readonly string[]): string | undefined {
  if (!value) return undefined;
  let origin: string;
  try {
    origin = new URL(value).origin;
  } catch {
    return undefined;
  }
  return origin === value && allowList.includes(origin) ? origin : undefined;
}
