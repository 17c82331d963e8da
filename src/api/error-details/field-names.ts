/** The fields an error names: `field` ("email" or "a, b") and/or `fields` (names or {field}). */
export function fieldNames(details: Record<string, unknown> | undefined): string[] {
  if (!details) return [];
  const names: string[] = [];
  if (typeof details.field === 'string') names.push(...details.field.split(',').map((name) => name.trim()));
  if (Array.isArray(details.fields)) {
    for (const item of details.fields as unknown[]) {
      if (typeof item === 'string') names.push(item);
      else if (isNamed(item)) names.push(item.field);
    }
  }
  return [...new Set(names.filter((name) => name !== ''))];
}

function isNamed(item: unknown): item is { field: string } {
  return typeof item === 'object' && item !== null && typeof (item as { field?: unknown }).field === 'string';
}
