/** Reads a string param (field names, setting paths); an absent one is a content error the check reports. */
export function stringParam(params: Record<string, unknown>, name: string, fallback?: string): string {
  const value = params[name] ?? fallback;
  if (typeof value !== 'string') throw new Error(`Rule param "${name}" must be a string`);
  return value;
}
