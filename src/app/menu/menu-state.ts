import { appliedCountry } from '../../engine/applied-country';
import { timeLimitsOf } from '../../engine/limits/time-limits';
import { deviceType } from '../../engine/visibility/device-type';
import { menuExpressionScope } from '../../engine/visibility/menu-expression-scope';
import type { MenuState } from '../../engine/visibility/menu-state';
import type { RootStore } from '../../stores/root-store';
import { isPageVisible } from '../content/is-page-visible';

export interface MenuEnvironment {
  /** viewport from 1024 px (spec: mobile layout below) */
  desktop: boolean;
  language: string;
  now: Date;
}

type MenuStores = Pick<RootStore, 'session' | 'player' | 'wallet' | 'settings' | 'boot'>;

/**
 * What the menu visibility rules read, from the stores: session (logged in, verified), account
 * details (pay-and-play, applied country rules, birth date, net deposit limit), wallet (promo),
 * settings (market, device type, sport-betting ages) and the CMS pages. Reading observables here
 * inside an observer component re-renders the menu when any of them change.
 */
export function menuState({ session, player, wallet, settings, boot }: MenuStores, env: MenuEnvironment): MenuState {
  const details = session.loggedIn ? player.details : null;
  const summary = session.loggedIn ? session.player : null;
  const purse = session.loggedIn ? wallet.wallet : null;
  const market = settings.feValue('market');
  // a player's own applied rules win over the market of the served settings
  const appliedCountryRules = appliedCountry(market, details?.appliedCountryRules);
  const configuredDevice = settings.feValue('deviceType');
  const device = configuredDevice === undefined || configuredDevice === null ? (env.desktop ? 'desktop' : 'mobile') : deviceType(configuredDevice);
  const verified = session.loggedIn ? (details?.verified ?? summary?.verified ?? null) : null;
  const payAndPlay = details?.payAndPlay === true;
  const netDepositLimit = details?.permanentNetDepositLimit;
  const hasPermanentNetDepositLimit = typeof netDepositLimit === 'string' && netDepositLimit !== '';
  const country = details?.country ?? summary?.country ?? null;
  const timeLimits = timeLimitsOf(settings.feValue('timeLimits'));

  return {
    loggedIn: session.loggedIn,
    verified,
    payAndPlay,
    deviceType: device,
    appliedCountry: appliedCountryRules,
    country,
    birthDate: details?.birthDate ?? summary?.birthDate ?? null,
    sportsBettingAgeLimit: ageLimits(settings.feValue('sportsBettingAgeLimit')),
    promoAmount: purse?.promo ?? null,
    hasPermanentNetDepositLimit,
    contentPages: boot.pages
      .filter((page) => isPageVisible(page, session.loggedIn, details?.groups ?? []))
      .map((page) => page.key),
    now: env.now,
    scope: menuExpressionScope({
      'player.loggedIn': session.loggedIn,
      'player.verified': verified,
      'player.emailVerified': details?.emailVerified ?? summary?.emailVerified ?? null,
      'player.phoneVerified': details?.phoneVerified ?? summary?.phoneVerified ?? null,
      'player.payAndPlay': payAndPlay,
      'player.country': country,
      'device.type': device,
      appliedCountry: appliedCountryRules,
      language: env.language,
      'wallet.currency': purse?.currency ?? null,
      'wallet.cash': purse?.cash ?? null,
      'wallet.promo': purse?.promo ?? null,
      'wallet.balance': purse?.balance ?? null,
      'wallet.freeSpins': purse?.freeSpins ?? null,
      'limits.netDepositPermanent': hasPermanentNetDepositLimit,
      // which time limits the market offers (fe.timeLimits): the time-limits link needs one of them
      'limits.realityCheck': timeLimits.realityCheck,
      'limits.sessionLimits': timeLimits.sessionLimits,
    }),
  };
}

/** fe.sportsBettingAgeLimit keeps only numeric entries (`default` and per-country ISO3 keys). */
function ageLimits(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}
