import { OPEN_LIVE_CHAT_EVENT } from '../../ui/open-live-chat';

/**
 * Window CustomEvents the menu raises for parts it does not own: the cookie consent area opens
 * its dialog, the live-chat adapter its chat (the content event-listener script may listen too).
 */
export const SITE_EVENTS = {
  openCookieConsent: 'site:open-cookie-consent',
  openLiveChat: OPEN_LIVE_CHAT_EVENT,
} as const;
