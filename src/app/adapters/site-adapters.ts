import type { i18n } from 'i18next';
import { compareStructural, reaction } from 'mobx';
import type { ErrorReporter } from '../../stores/error-reporter';
import { OPEN_LIVE_CHAT_EVENT } from '../../ui/open-live-chat';
import type { RootStore } from '../../stores/root-store';
import { loadSiteScript } from '../cookies/load-site-script';
import { chatGroup } from './chat-group';
import { chatVisitor } from './chat-visitor';
import { createErrorReportingAdapter } from './error-reporting-adapter';
import type { LiveChatAdapter } from './live-chat-adapter';
import { connectPlatformServices, type PlatformServices } from './platform-services-wiring';
import { createRecordingErrorTransport } from './recording-error-transport';
import { createRecordingLiveChat } from './recording-live-chat';
import { createRecordingPlatformServices } from './recording-platform-services';

/** Window events the site listens for and announces (the CMS event-listener script hears them too). */
export const SITE_EVENTS = Object.freeze({
  openLiveChat: OPEN_LIVE_CHAT_EVENT,
  loggedIn: 'site:logged-in',
  loggedOut: 'site:logged-out',
});

/** The operator's content-managed script, from our own origin (CSP `script-src 'self'`). */
export const EVENT_LISTENER_SCRIPT = '/cms/event-listener.js';

export interface SiteAdapters {
  errorReporter: ErrorReporter & { reportError(error: unknown): void };
  liveChat: LiveChatAdapter;
  /** push notifications, personalised popups and the affiliate call (src/app/adapters/platform-services.ts) */
  platformServices: PlatformServices;
  /** wires the adapters to the stores and the window; returns the undo */
  connect(store: RootStore, i18n: i18n): () => void;
}

export interface SiteAdaptersOptions {
  /** the embedded mock platform runs: expose what the adapters were given on window.__siteAdapters */
  mockMode?: boolean;
  target?: Window;
}

/**
 * The third-party services behind adapters (spec 3 §6, spec 1 §9): live chat and error
 * reporting; push notifications, personalised popups and the affiliate call (spec 1 §7, spec 3 §7). Without vendor SDKs the local implementations record what they were given.
 */
export function createSiteAdapters(options: SiteAdaptersOptions = {}): SiteAdapters {
  const target = options.target ?? window;
  // the embedded mock platform runs (demo build, or `npm start` without a platform); never in production
  const mockMode = options.mockMode ?? (import.meta.env.MODE === 'demo' || (import.meta.env.DEV && (import.meta.env.VITE_API_BASE_URL ?? '') === ''));
  const transport = createRecordingErrorTransport();
  const errorReporter = createErrorReportingAdapter({ transport: transport.send });
  const liveChat = createRecordingLiveChat();
  const platformServices = createRecordingPlatformServices();

  if (mockMode) {
    // read-only views for e2e and QA; never defined when a real platform is configured
    Object.defineProperty(target, '__siteAdapters', {
      configurable: true,
      value: Object.freeze({
        liveChat: Object.freeze({ get records() { return liveChat.records; } }),
        errorReporting: Object.freeze({ get records() { return transport.records; } }),
        platformServices: Object.freeze({ get records() { return platformServices.records; } }),
      }),
    });
  }

  function connect(store: RootStore, i18nInstance: i18n): () => void {
    const onError = (event: Event) => {
      const error: unknown = 'reason' in event ? (event as PromiseRejectionEvent).reason : ((event as ErrorEvent).error ?? (event as ErrorEvent).message);
      errorReporter.reportError(error);
    };
    const onOpenChat = () => liveChat.open();
    const onLanguage = (language: string) => liveChat.setGroup(chatGroup(language));
    target.addEventListener('error', onError);
    target.addEventListener('unhandledrejection', onError);
    target.addEventListener(SITE_EVENTS.openLiveChat, onOpenChat);
    onLanguage(i18nInstance.language);
    i18nInstance.on('languageChanged', onLanguage);
    const stopIdentity = reaction(
      () => (store.session.loggedIn ? chatVisitor(store.player.details, store.session.player) : null),
      (visitor) => liveChat.identify(visitor),
      { fireImmediately: true, equals: compareStructural },
    );
    const announce = (name: string) => () => target.dispatchEvent(new CustomEvent(name));
    const stopEvents = [
      store.events.on('LOGIN', announce(SITE_EVENTS.loggedIn)),
      store.events.on('LOGGED_IN_FIRST_TIME', announce(SITE_EVENTS.loggedIn)),
      store.events.on('LOGGED_OUT', announce(SITE_EVENTS.loggedOut)),
    ];
    void loadSiteScript(EVENT_LISTENER_SCRIPT, target.document);
    const stopPlatformServices = connectPlatformServices(platformServices, store, target);
    return () => {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onError);
      target.removeEventListener(SITE_EVENTS.openLiveChat, onOpenChat);
      i18nInstance.off('languageChanged', onLanguage);
      stopIdentity();
      for (const stop of stopEvents) stop();
      stopPlatformServices();
    };
  }

  return { errorReporter, liveChat, platformServices, connect };
}
