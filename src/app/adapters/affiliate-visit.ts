import type { AffiliateVisit } from './platform-services';

/**
 * The landing address's parameters an affiliate tracker reads (spec 1 §7 names the affiliate call,
 * not its parameters: these are the usual affiliate-platform and campaign ones). Anything else in
 * the address, above all tokens (titanToken, authorizationToken), never goes to the tracker.
 */
export const AFFILIATE_PARAMS = ['btag', 'affiliateId', 'affId', 'clickId', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** A value longer than this is no tracking id: dropped. */
const MAX_VALUE_LENGTH = 200;

/** What the affiliate call reports at start: the landing path, the tracking parameters present, the referring origin. */
export function affiliateVisit(location: Pick<Location, 'pathname' | 'search'>, referrer: string): AffiliateVisit {
  const query = new URLSearchParams(location.search);
  const params: Record<string, string> = {};
  for (const name of AFFILIATE_PARAMS) {
    const value = query.get(name)?.trim() ?? '';
    if (value !== '' && value.length <= MAX_VALUE_LENGTH) params[name] = value;
  }
  return { landingPath: location.pathname, params, referrerOrigin: originOf(referrer) };
}

function originOf(referrer: string): string {
  try {
    const url = new URL(referrer);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : '';
  } catch {
    return '';
  }
}
