/** The exclusion providers of spec 3 §3 by code: 0 GamStop, 1 Rofus, 2 Titan, 3 Spelpaus, 5 PEP, 7 Hampi. */
export const EXCLUSION_PROVIDER_CODES = [0, 1, 2, 3, 5, 7] as const;

export interface ExclusionProvider {
  code: (typeof EXCLUSION_PROVIDER_CODES)[number];
  /** the register's own site (https only) */
  url: string;
}

/** The market's national self-exclusion registers from the served setting fe.exclusionProviders, read defensively. */
export function exclusionProvidersOf(value: unknown): ExclusionProvider[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is ExclusionProvider =>
      typeof entry === 'object' &&
      entry !== null &&
      (EXCLUSION_PROVIDER_CODES as readonly unknown[]).includes((entry as { code?: unknown }).code) &&
      typeof (entry as { url?: unknown }).url === 'string' &&
      (entry as { url: string }).url.startsWith('https://'),
  );
}
