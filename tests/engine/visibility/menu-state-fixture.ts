import { menuExpressionScope } from '../../../src/engine/visibility/menu-expression-scope';
import type { MenuState } from '../../../src/engine/visibility/menu-state';

/** A visitor on desktop under HUN rules; tests override what they need. */
export function menuState(overrides: Partial<MenuState> = {}): MenuState {
  return {
    loggedIn: false,
    verified: null,
    payAndPlay: false,
    deviceType: 'desktop',
    appliedCountry: 'HUN',
    country: null,
    birthDate: null,
    sportsBettingAgeLimit: { default: 18 },
    promoAmount: null,
    hasPermanentNetDepositLimit: false,
    contentPages: [],
    now: new Date('2026-06-15T12:00:00Z'),
    scope: menuExpressionScope({}),
    ...overrides,
  };
}

export const PLAYER: Partial<MenuState> = { loggedIn: true, verified: true, country: 'HUN', birthDate: '1990-05-17', promoAmount: '0.00' };
