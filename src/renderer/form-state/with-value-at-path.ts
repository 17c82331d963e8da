/**
 * Form data with one value replaced at a path of property names: new objects along the path,
 * everything else shared. The same object when the value is already there.
 */
export function withValueAtPath(data: Record<string, unknown>, path: readonly string[], value: unknown): Record<string, unknown> {
  const [step, ...rest] = path;
  if (step === undefined) return data;
  const current = data[step];
  let next: unknown = value;
  if (rest.length > 0) {
    const child = current !== null && typeof current === 'object' && !Array.isArray(current) ? (current as Record<string, unknown>) : {};
    next = withValueAtPath(child, rest, value);
  }
  if (next === current && step in data) return data;
  return { ...data, [step]: next };
}
