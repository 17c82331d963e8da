/** Reasons kept on the element: enough for a few forgeries in a row, never a growing attribute. */
export const IGNORED_MESSAGES_KEPT = 8;

/** The attribute that lists, newest last, why the bridge ignored each message meant for that element's window. */
export const IGNORED_MESSAGES_ATTRIBUTE = 'data-ignored-messages';

/**
 * Where the provider bridge notes the messages it ignored for one provider window: the frame
 * element itself, or the status line of a popup. Every ignored message appends its reason
 * (`origin`, `source`, `nonce`, `payload`, or a feature's own such as `not-accepted`) to
 * `data-ignored-messages` on that element, so a QA engineer sees in the DOM that a forged message
 * arrived and was dropped, and an e2e waits for exactly that instead of waiting a while.
 */
export interface IgnoredMessageLog {
  /** a ref callback for the element that carries the log */
  attach: (element: Element | null) => void;
  /** notes one ignored message */
  note: (reason: string) => void;
}

export function createIgnoredMessageLog(): IgnoredMessageLog {
  let element: Element | null = null;
  let reasons: string[] = [];
  return {
    attach: (next) => {
      // a new element (a new frame, a new attempt) starts with an empty list
      element = next;
      reasons = [];
    },
    note: (reason) => {
      reasons = [...reasons, reason].slice(-IGNORED_MESSAGES_KEPT);
      element?.setAttribute(IGNORED_MESSAGES_ATTRIBUTE, reasons.join(' '));
    },
  };
}
