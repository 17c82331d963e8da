import { compareStructural, reaction } from 'mobx';
import type { RootStore } from '../../stores/root-store';
import { forgetReferralCode, rememberReferralCode } from '../journeys/referral-code';
import { affiliateVisit } from './affiliate-visit';
import type { AffiliateAdapter, PersonalisedPopupAdapter, PushNotificationAdapter, PushSubscriber } from './platform-services';

export interface PlatformServices {
  push: PushNotificationAdapter;
  personalisedPopups: PersonalisedPopupAdapter;
  affiliate: AffiliateAdapter;
}

const SITE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The served fe.siteId, or null when it is missing or malformed (then no popup subscription). */
export function siteIdOf(value: unknown): string | null {
  return typeof value === 'string' && SITE_ID.test(value) ? value : null;
}

/**
 * Wires the services to the stores at start (spec 1 §7, spec 3 §7):
 * - the affiliate call, once, with the landing address's tracking parameters;
 * - the landing address's referral code kept for the registration form (forgotten after a registration);
 * - push notifications set up once per login when the player's details (id, language, consent) are
 *   loaded, and reset at logout;
 * - the personalised popups subscribed with fe.siteId while a player is logged in, unsubscribed ('') at logout.
 * Returns the undo.
 */
export function connectPlatformServices(services: PlatformServices, store: RootStore, target: Window): () => void {
  rememberReferralCode(target.location.search, target.sessionStorage);
  services.affiliate.track(affiliateVisit(target.location, target.document.referrer));

  let pushedFor: string | null = null;
  const stopPush = reaction(
    (): PushSubscriber | null => {
      const details = store.session.loggedIn ? store.player.details : null;
      return details ? { publicUserId: details.publicUserId, language: details.language, consent: details.receivePushNotification } : null;
    },
    (subscriber) => {
      if (subscriber === null || subscriber.publicUserId === pushedFor) return;
      pushedFor = subscriber.publicUserId;
      services.push.setUp(subscriber);
    },
    { fireImmediately: true, equals: compareStructural },
  );

  let subscribed = false;
  const stopPopups = reaction(
    () => store.session.loggedIn,
    (loggedIn) => {
      const siteId = siteIdOf(store.settings.feValue('siteId'));
      if (loggedIn && !subscribed && siteId !== null) {
        services.personalisedPopups.subscribe(siteId);
        subscribed = true;
      } else if (!loggedIn && subscribed) {
        services.personalisedPopups.subscribe('');
        subscribed = false;
      }
      // logged out (the logout, an expired session, another tab's logout): the push service forgets the player
      if (!loggedIn && pushedFor !== null) {
        pushedFor = null;
        services.push.reset();
      }
    },
    { fireImmediately: true },
  );

  const stopRegistered = store.events.on('REGISTERED', () => forgetReferralCode(target.sessionStorage));

  return () => {
    stopPush();
    stopPopups();
    stopRegistered();
  };
}
