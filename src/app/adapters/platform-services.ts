/**
 * The third-party services spec 1 §7 and spec 3 §7 name besides live chat and error reporting,
 * as the site uses them; a vendor's SDK implements each behind this interface, the site never
 * calls an SDK itself (src/app/adapters/recording-platform-services.ts is the offline one).
 */

/** What the push-notification service is set up with once the player's details are loaded. */
export interface PushSubscriber {
  publicUserId: string;
  /** the player's interface language */
  language: string;
  /** the player's push consent (receivePushNotification) */
  consent: boolean;
}

/** Spec 3 §7: "push-notification setup starts after login once variables are initialised; logout resets". */
export interface PushNotificationAdapter {
  setUp(subscriber: PushSubscriber): void;
  reset(): void;
}

/** Spec 3 §7: "a personalised-popup service is subscribed by site id and unsubscribed with an empty value". */
export interface PersonalisedPopupAdapter {
  /** the site id subscribes, '' unsubscribes */
  subscribe(siteId: string): void;
}

/** The landing that the affiliate call reports at start (spec 1 §7 "affiliate call at start"). */
export interface AffiliateVisit {
  /** the path the visitor landed on (no query: that may carry tokens) */
  landingPath: string;
  /** the landing address's tracking parameters (AFFILIATE_PARAMS) that were present */
  params: Record<string, string>;
  /** the referring site's origin, '' when none or another scheme */
  referrerOrigin: string;
}

export interface AffiliateAdapter {
  track(visit: AffiliateVisit): void;
}

export type PlatformServiceRecord =
  | { service: 'push'; action: 'setUp'; subscriber: PushSubscriber }
  | { service: 'push'; action: 'reset' }
  | { service: 'personalisedPopups'; action: 'subscribe'; siteId: string }
  | { service: 'affiliate'; action: 'track'; visit: AffiliateVisit };
