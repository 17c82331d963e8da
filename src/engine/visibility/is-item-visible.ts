import { compareDecimal } from './compare-decimal';
import { deviceTypesOf } from './device-type';
import { evaluateCondition } from './expression/evaluate-condition';
import { isOfBettingAge } from './is-of-betting-age';
import type { MenuState } from './menu-state';
import type { VisibilityRules } from './visibility-rules';

type Check = (rules: VisibilityRules, state: MenuState) => boolean;

/** One check per flag; each answers true when its flag is absent or allows the item. */
const CHECKS: readonly Check[] = [
  (rules, state) => !rules.onlyPostLogin || state.loggedIn,
  (rules, state) => !rules.onlyPreLogin || !state.loggedIn,
  (rules, state) => !rules.onlyUnverified || (state.loggedIn && state.verified === false),
  (rules, state) => !rules.onlyNotPayAndPlay || !state.payAndPlay,
  (rules, state) => !rules.includeDeviceTypes || deviceTypesOf(rules.includeDeviceTypes).includes(state.deviceType),
  (rules, state) => !rules.excludeDeviceTypes || !deviceTypesOf(rules.excludeDeviceTypes).includes(state.deviceType),
  (rules, state) =>
    !rules.includeCountries || (state.appliedCountry !== null && rules.includeCountries.includes(state.appliedCountry)),
  (rules, state) =>
    !rules.excludeCountries || state.appliedCountry === null || !rules.excludeCountries.includes(state.appliedCountry),
  (rules, state) => !rules.requiresPermanentNetDepositLimit || state.hasPermanentNetDepositLimit,
  (rules, state) => {
    if (rules.minPromoAmount === undefined) return true;
    const order = state.promoAmount === null ? null : compareDecimal(state.promoAmount, rules.minPromoAmount);
    return order !== null && order >= 0;
  },
  (rules, state) =>
    !rules.ageRestricted ||
    isOfBettingAge(state.birthDate, state.now, state.sportsBettingAgeLimit, [state.country, state.appliedCountry]),
  (rules, state) => rules.show === undefined || evaluateCondition(rules.show, state.scope, false),
  // an unreadable hide expression hides: fail closed
  (rules, state) => rules.hide === undefined || !evaluateCondition(rules.hide, state.scope, true),
];

/** Whether a menu item with these rules is shown in this state (spec 3 §6). */
export function isItemVisible(rules: VisibilityRules | undefined, state: MenuState): boolean {
  return rules === undefined || CHECKS.every((check) => check(rules, state));
}
