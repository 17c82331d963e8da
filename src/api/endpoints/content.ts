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
} as const satisfies EndpointTable<ContentEndpoints>;
