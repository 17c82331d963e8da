import type { Translate } from '../../api/localize-api-error';

/** The sports providers the site has names for (the side menu's Betting and History per provider). */
const KNOWN_PROVIDERS: readonly string[] = ['sportsbook', 'virtual'];

/** A sports provider's display name (games:sports.providers), or null for a provider the site does not know. */
export function sportsProviderName(provider: string, t: Translate): string | null {
  return KNOWN_PROVIDERS.includes(provider) ? t(`games:sports.providers.${provider}`) : null;
}
