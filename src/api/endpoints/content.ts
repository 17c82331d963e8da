import { TIMEOUTS } from '../timeouts';
import type { EndpointTable } from './definition';

/** Settings, CMS content, languages, server time, geo lookup and the startup calls (spec 1 §2, §7, §9). */
export type SettingsGroupName = 'be' | 'fe';

export interface Language {
  code: string;
  name: string;
}

/** Visibility markers of content (spec 1 §6): prelogin, postlogin, none, or group names. */
export interface CmsPage {
  key: string;
  title: string;
  /** markdown; sanitised by the renderer */
  body: string;
  markers?: string[];
}

export interface ServerTime {
  now: string;
}

export interface GeoCountry {
  country: string;
}

/** A game group of the side menu (spec 1 §2 "Side menu"); the title is CMS content. */
export interface GameMenuGroup {
  key: string;
  title: string;
}

/** The casino and live game groups; the preloading curtain waits for this call (spec 1 §9). */
export interface GameMenu {
  casino: GameMenuGroup[];
  live: GameMenuGroup[];
}

/** A promotion banner of the CMS lobby: copy is CMS content, the image a same-origin file under /cms/. */
export interface LobbyBanner {
  key: string;
  title: string;
  text: string;
  /** same-origin path, e.g. /cms/promotions/welcome.svg */
  image: string;
  /** in-app path the call to action opens */
  link: string;
  cta: string;
  /** visibility markers as CMS pages have them (prelogin, postlogin, groups) */
  markers?: string[];
}

/** A game tile of the CMS lobby; `key` is the game of /all-games/:game/:type. */
export interface LobbyGame {
  key: string;
  name: string;
  provider: string;
  /** a game group of the game menu (GameMenuGroup.key) */
  group: string;
  image: string;
}

/** What the home page shows besides its own texts: banners and game tiles (the CMS's lobby). */
export interface LobbyContent {
  banners: LobbyBanner[];
  games: LobbyGame[];
}

/** The protection check: when enabled a protection screen replaces the whole site (spec 1 §2). */
export interface ProtectionStatus {
  enabled: boolean;
}

export interface ContentEndpoints {
  settings: { payload: { group: SettingsGroupName }; data: Record<string, unknown> };
  languages: { payload: undefined; data: Language[] };
  translations: { payload: { lang: string }; data: Record<string, string> };
  pages: { payload: undefined; data: CmsPage[] };
  serverTime: { payload: undefined; data: ServerTime };
  countryDetect: { payload: undefined; data: GeoCountry };
  gameMenu: { payload: undefined; data: GameMenu };
  protection: { payload: undefined; data: ProtectionStatus };
  lobby: { payload: { lang: string }; data: LobbyContent };
}

export const CONTENT_ENDPOINTS = {
  settings: { method: 'GET', path: '/settings', timeoutMs: TIMEOUTS.default },
  languages: { method: 'GET', path: '/languages', timeoutMs: TIMEOUTS.default },
  translations: { method: 'GET', path: '/translations/{lang}', timeoutMs: TIMEOUTS.default },
  pages: { method: 'GET', path: '/pages', timeoutMs: TIMEOUTS.default },
  serverTime: { method: 'GET', path: '/time', timeoutMs: TIMEOUTS.default },
  countryDetect: { method: 'GET', path: '/geo/country', timeoutMs: TIMEOUTS.default },
  // startup (spec 1 §2, §9): the curtain waits for the game menu; protection replaces the site
  gameMenu: { method: 'GET', path: '/games/menu', timeoutMs: TIMEOUTS.default },
  protection: { method: 'GET', path: '/protection', timeoutMs: TIMEOUTS.default },
  // the home page's banners and game tiles (CMS content; images are same-origin files under /cms/)
  lobby: { method: 'GET', path: '/cms/lobby', timeoutMs: TIMEOUTS.default },
} as const satisfies EndpointTable<ContentEndpoints>;
