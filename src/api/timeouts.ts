/**
 * Request time limits in milliseconds. The spec names three (spec 1 §9, spec 2 §9, spec 3 §3/§9);
 * calls it gives none still get a bound so a hanging request always ends in a message.
 */
export const TIMEOUTS = {
  /** limits, depositDetails, withdrawalDetails, accountDetails, approval polling requests */
  details: 5000,
  limits: 5000,
  /** identification waiting request */
  waitingRequest: 500,
  /** accountDetails fetched each time the header balance popover opens */
  balancePopover: 100,
  /** our bound for calls the spec gives no time limit (login, register, content) */
  default: 10000,
  /** a multipart upload (documents, source of funds): files of several MB on a slow line */
  upload: 120000,
} as const;
