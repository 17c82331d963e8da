import type { ApiPort } from './api-port';
import { createAppEvents, type AppEvents } from './app-events';
import { createLocalErrorReporter, type ErrorReporter } from './error-reporter';
import { ExternalDataStore } from './external-data-store';
import { BootStore } from './boot-store';
import { PlayerStore } from './player-store';
import { SessionStore } from './session-store';
import { SettingsStore } from './settings-store';
import { WalletStore } from './wallet-store';

export interface RootStore {
  /** the api client, for features whose calls belong to no domain store (registration, campaigns) */
  api: ApiPort;
  errorReporter: ErrorReporter;
  events: AppEvents;
  settings: SettingsStore;
  session: SessionStore;
  player: PlayerStore;
  wallet: WalletStore;
  boot: BootStore;
  /** third-party identification data on its way to the registration */
  externalData: ExternalDataStore;
}

export interface RootStoreOptions {
  api: ApiPort;
  /** the interface language now shown (the app passes the i18n instance's language) */
  language?: () => string;
  applyTranslations?: (language: string, overrides: Record<string, unknown>) => void;
  onListenerError?: (error: unknown) => void;
  errorReporter?: ErrorReporter;
}

/** All domain stores over one injected api client; no React, so stores test with a fake api. */
export function createRootStore(options: RootStoreOptions): RootStore {
  const { api } = options;
  const events = createAppEvents(options.onListenerError);
  const settings = new SettingsStore(api);
  const player = new PlayerStore(api);
  const wallet = new WalletStore(api);
  const session = new SessionStore({
    api,
    events,
    player,
    wallet,
    language: options.language ?? (() => 'en'),
  });
  const boot = new BootStore({
    api,
    settings,
    session,
    applyTranslations: options.applyTranslations ?? (() => {}),
  });
  const errorReporter = options.errorReporter ?? createLocalErrorReporter();
  return { api, errorReporter, events, settings, session, player, wallet, boot, externalData: new ExternalDataStore() };
}
