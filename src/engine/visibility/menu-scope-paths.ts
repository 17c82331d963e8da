/**
 * The only state paths show/hide expressions may read. The app builds a scope with exactly
 * these (menuExpressionScope) and the content check rejects an expression using any other.
 */
export const MENU_SCOPE_PATHS = [
  'player.loggedIn',
  'player.verified',
  'player.emailVerified',
  'player.phoneVerified',
  'player.payAndPlay',
  'player.country',
  'device.type',
  'appliedCountry',
  'language',
  'wallet.currency',
  'wallet.cash',
  'wallet.promo',
  'wallet.balance',
  'wallet.freeSpins',
  'limits.netDepositPermanent',
  'limits.realityCheck',
  'limits.sessionLimits',
] as const;

export type MenuScopePath = (typeof MENU_SCOPE_PATHS)[number];
