/** A device type as content writes it: a name, or the platform's numeric code (1 and 2 are mobile). */
export type DeviceTypeValue = 'mobile' | 'desktop' | 'others' | number;

/**
 * The visibility flags a menu item may carry (spec 1 §6, spec 3 §6). Every flag present must
 * allow the item; an item without flags is always shown.
 */
export interface VisibilityRules {
  onlyPostLogin?: boolean;
  onlyPreLogin?: boolean;
  /** shown only to logged-in players whose identity is not verified */
  onlyUnverified?: boolean;
  /** hidden from players who came through pay-and-play */
  onlyNotPayAndPlay?: boolean;
  includeDeviceTypes?: readonly DeviceTypeValue[];
  excludeDeviceTypes?: readonly DeviceTypeValue[];
  /** applied country rules (ISO3 / market id) the item is shown under */
  includeCountries?: readonly string[];
  excludeCountries?: readonly string[];
  /** the net-deposit-threshold item: only with a permanent net deposit limit */
  requiresPermanentNetDepositLimit?: boolean;
  /** decimal string: shown only when the promo wallet holds at least this much */
  minPromoAmount?: string;
  /** expression over the menu state that must hold */
  show?: string;
  /** expression over the menu state that hides the item when it holds */
  hide?: string;
  /** betting items: shown only when the birth date shows the player has the sport-betting age */
  ageRestricted?: boolean;
}
