import { describe, expect, it } from 'vitest';
import { deviceType } from '../../../src/engine/visibility/device-type';
import { isItemVisible } from '../../../src/engine/visibility/is-item-visible';
import { menuExpressionScope } from '../../../src/engine/visibility/menu-expression-scope';
import type { VisibilityRules } from '../../../src/engine/visibility/visibility-rules';
import { PLAYER, menuState } from './menu-state-fixture';

const visitor = menuState();
const player = menuState(PLAYER);
const visible = (rules: VisibilityRules, state = player) => isItemVisible(rules, state);

describe('isItemVisible', () => {
  it('shows an item without rules to everyone', () => {
    expect(isItemVisible(undefined, visitor)).toBe(true);
    expect(isItemVisible({}, player)).toBe(true);
  });

  it('onlyPostLogin / onlyPreLogin', () => {
    expect([visible({ onlyPostLogin: true }, visitor), visible({ onlyPostLogin: true })]).toEqual([false, true]);
    expect([visible({ onlyPreLogin: true }, visitor), visible({ onlyPreLogin: true })]).toEqual([true, false]);
  });

  it('onlyUnverified: a logged-in player whose identity is not verified', () => {
    expect(visible({ onlyUnverified: true })).toBe(false);
    expect(visible({ onlyUnverified: true }, menuState({ ...PLAYER, verified: false }))).toBe(true);
    expect(visible({ onlyUnverified: true }, visitor)).toBe(false);
  });

  it('onlyNotPayAndPlay', () => {
    expect(visible({ onlyNotPayAndPlay: true })).toBe(true);
    expect(visible({ onlyNotPayAndPlay: true }, menuState({ ...PLAYER, payAndPlay: true }))).toBe(false);
  });

  it('device types: 1 and 2 count as mobile; mobile, desktop, others', () => {
    expect([1, 2, '1', 'mobile'].map(deviceType)).toEqual(['mobile', 'mobile', 'mobile', 'mobile']);
    expect([0, 3, 'tablet', undefined, 'desktop'].map(deviceType)).toEqual(['others', 'others', 'others', 'others', 'desktop']);
    const mobile = menuState({ deviceType: 'mobile' });
    expect(visible({ includeDeviceTypes: [1] }, mobile)).toBe(true);
    expect(visible({ includeDeviceTypes: [2] }, mobile)).toBe(true);
    expect(visible({ includeDeviceTypes: ['mobile'] }, visitor)).toBe(false);
    expect(visible({ excludeDeviceTypes: ['mobile'] }, mobile)).toBe(false);
    expect(visible({ excludeDeviceTypes: [1] }, visitor)).toBe(true);
    expect(visible({ includeDeviceTypes: ['others'] }, menuState({ deviceType: 'others' }))).toBe(true);
  });

  it('include / exclude applied-country rules: Promotions hidden under SWE, max balance only under NLD', () => {
    const swe = menuState({ ...PLAYER, appliedCountry: 'SWE' });
    const nld = menuState({ ...PLAYER, appliedCountry: 'NLD' });
    expect([visible({ excludeCountries: ['SWE'] }), visible({ excludeCountries: ['SWE'] }, swe)]).toEqual([true, false]);
    expect([visible({ includeCountries: ['NLD'] }), visible({ includeCountries: ['NLD'] }, nld)]).toEqual([false, true]);
    expect(visible({ includeCountries: ['NLD'] }, menuState({ appliedCountry: null }))).toBe(false);
    expect(visible({ excludeCountries: ['SWE'] }, menuState({ appliedCountry: null }))).toBe(true);
  });

  it('net deposit threshold only with a permanent net deposit limit', () => {
    expect(visible({ requiresPermanentNetDepositLimit: true })).toBe(false);
    expect(visible({ requiresPermanentNetDepositLimit: true }, menuState({ ...PLAYER, hasPermanentNetDepositLimit: true }))).toBe(true);
  });

  it('minimum promo wallet amount, compared as decimals', () => {
    const withPromo = (promoAmount: string | null) => menuState({ ...PLAYER, promoAmount });
    expect(visible({ minPromoAmount: '10.00' }, withPromo('10'))).toBe(true);
    expect(visible({ minPromoAmount: '10.00' }, withPromo('9.99'))).toBe(false);
    expect(visible({ minPromoAmount: '0.3' }, withPromo('0.30000000000000004'))).toBe(true);
    expect(visible({ minPromoAmount: '0.30000000000000004' }, withPromo('0.3'))).toBe(false);
    expect(visible({ minPromoAmount: '0' }, withPromo(null))).toBe(false);
  });

  it('show and hide expressions over the scope; an unreadable hide hides', () => {
    const state = menuState({ ...PLAYER, scope: menuExpressionScope({ 'wallet.freeSpins': 3, appliedCountry: 'HUN' }) });
    expect(visible({ show: 'wallet.freeSpins > 0' }, state)).toBe(true);
    expect(visible({ show: 'wallet.freeSpins > 3' }, state)).toBe(false);
    expect(visible({ hide: "appliedCountry == 'HUN'" }, state)).toBe(false);
    expect(visible({ hide: "appliedCountry == 'SWE'" }, state)).toBe(true);
    expect(visible({ show: 'wallet.(' }, state)).toBe(false);
    expect(visible({ hide: 'wallet.(' }, state)).toBe(false);
  });

  it('age-restricted betting items: the sport-betting age of the country, else the default', () => {
    const born = (birthDate: string | null, extra: object = {}) =>
      menuState({ ...PLAYER, birthDate, sportsBettingAgeLimit: { default: 18, EST: 21 }, ...extra });
    expect(visible({ ageRestricted: true }, born('2008-06-15'))).toBe(true);
    expect(visible({ ageRestricted: true }, born('2008-06-16'))).toBe(false);
    expect(visible({ ageRestricted: true }, born('2006-01-01', { country: 'EST' }))).toBe(false);
    expect(visible({ ageRestricted: true }, born('2005-06-15', { country: 'EST' }))).toBe(true);
    expect(visible({ ageRestricted: true }, born('2006-01-01', { country: 'DEU', appliedCountry: 'EST' }))).toBe(false);
    expect(visible({ ageRestricted: true }, born(null))).toBe(false);
    expect(visible({ ageRestricted: true }, born('not-a-date'))).toBe(false);
    expect(visible({ ageRestricted: true }, menuState({ ...PLAYER, sportsBettingAgeLimit: {}, birthDate: '2008-06-15' }))).toBe(true);
  });

  it('every flag present must allow the item', () => {
    expect(visible({ onlyPostLogin: true, excludeCountries: ['HUN'] })).toBe(false);
    expect(visible({ onlyPostLogin: true, excludeCountries: ['SWE'] })).toBe(true);
  });
});
