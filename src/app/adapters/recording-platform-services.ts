import type { AffiliateAdapter, PersonalisedPopupAdapter, PlatformServiceRecord, PushNotificationAdapter } from './platform-services';

export interface RecordingPlatformServices {
  push: PushNotificationAdapter;
  personalisedPopups: PersonalisedPopupAdapter;
  affiliate: AffiliateAdapter;
  readonly records: readonly PlatformServiceRecord[];
}

/**
 * The offline push-notification, personalised-popup and affiliate services: no vendor SDK, each
 * records what it was given, in order, so tests (and support, through window.__siteAdapters in
 * mock mode) can see what the site would have told them and when.
 */
export function createRecordingPlatformServices(): RecordingPlatformServices {
  const records: PlatformServiceRecord[] = [];
  return {
    push: {
      setUp: (subscriber) => records.push({ service: 'push', action: 'setUp', subscriber: { ...subscriber } }),
      reset: () => records.push({ service: 'push', action: 'reset' }),
    },
    personalisedPopups: {
      subscribe: (siteId) => records.push({ service: 'personalisedPopups', action: 'subscribe', siteId }),
    },
    affiliate: {
      track: (visit) => records.push({ service: 'affiliate', action: 'track', visit: { ...visit, params: { ...visit.params } } }),
    },
    get records() {
      return records;
    },
  };
}
