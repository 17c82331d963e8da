import catalogue from '../../../schemas/cashier/methods.json' with { type: 'json' };

/** A platform method id the repo describes: the method's folder under schemas/cashier/methods and its label. */
export interface DescribedMethod {
  id: string;
  label: string;
}

const BY_PLATFORM_ID = new Map<number, DescribedMethod>();
for (const [id, entry] of Object.entries(catalogue.methods as Record<string, { label: string; platformIds: number[]; directions: string[] }>)) {
  for (const platformId of entry.platformIds) BY_PLATFORM_ID.set(platformId, { id, label: entry.label });
}

/**
 * The repo's description of a platform method for a direction (schemas/cashier/methods.json), or
 * undefined when the repo does not describe it: its field set is then derived from the server's
 * `fields` at runtime.
 */
export function describedMethod(platformId: number, direction: 'deposit' | 'withdrawal'): DescribedMethod | undefined {
  const found = BY_PLATFORM_ID.get(platformId);
  if (!found) return undefined;
  const entry = (catalogue.methods as Record<string, { directions: string[] }>)[found.id];
  return entry?.directions.includes(direction) ? found : undefined;
}
