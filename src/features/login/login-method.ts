/** Every login method of spec 1 §4, in the spec's order. */
export const LOGIN_METHODS = [
  'regular',
  'loginToPlay',
  'payAndPlay',
  'smartId',
  'mobileId',
  'idin',
  'google',
  'facebook',
  'apple',
  'zignSec',
] as const;

export type LoginMethod = (typeof LOGIN_METHODS)[number];
