import type { DeviceType } from './device-type';
import type { ExpressionScope } from './expression/evaluate-expression';

/**
 * Everything visibility rules read, assembled by the app from its stores. Pure data, so the
 * rules test without React or MobX.
 */
export interface MenuState {
  loggedIn: boolean;
  /** identity verified; null when unknown (visitor) */
  verified: boolean | null;
  payAndPlay: boolean;
  deviceType: DeviceType;
  /** applied country rules (the market id, e.g. "SWE"); null when none apply */
  appliedCountry: string | null;
  /** the player's own country (ISO3), for the sport-betting age */
  country: string | null;
  /** YYYY-MM-DD, null for visitors */
  birthDate: string | null;
  /** fe.sportsBettingAgeLimit: per country, with `default` */
  sportsBettingAgeLimit: Readonly<Record<string, number>>;
  /** decimal string of the promo wallet; null for visitors */
  promoAmount: string | null;
  hasPermanentNetDepositLimit: boolean;
  /** keys of the CMS pages this visitor may see (items pointing at a page need it) */
  contentPages: readonly string[];
  now: Date;
  /** what show/hide expressions may read (see menuExpressionScope) */
  scope: ExpressionScope;
}
