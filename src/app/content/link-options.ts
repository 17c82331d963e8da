/** What a content link asks for besides its target (spec 1 §2, spec 3 §2 "save or clear the open-modal state, scroll to a target after a delay"). */
export interface LinkOptions {
  /** open this modal on arrival; null closes any open one */
  modal?: string | null;
  /** keep the modal that is open now (its `?modal=`) across the navigation */
  keepModal?: boolean;
  /** id of the element to scroll to on arrival */
  scrollTo?: string;
  /** wait this long (ms) before scrolling, so the target page has rendered */
  scrollDelay?: number;
}

export const OPTIONS_SEPARATOR = '::';
export const DEFAULT_SCROLL_DELAY_MS = 300;
const MAX_SCROLL_DELAY_MS = 5000;

const NAME = /^[a-z0-9][a-z0-9-]{0,63}$/i;
const ELEMENT_ID = /^[A-Za-z][\w-]{0,63}$/;
const isTrue = (value: string) => value === '' || value.toLowerCase() === 'true';

/**
 * Reads the `::name=value` options after a link target ("/payment/deposit::modal=login::scrollTo=limits").
 * Unknown names and malformed values are ignored: content cannot smuggle anything past them.
 */
export function parseLinkOptions(parts: readonly string[]): LinkOptions {
  const options: LinkOptions = {};
  for (const part of parts) {
    const [rawName = '', ...rest] = part.split('=');
    const name = rawName.trim();
    const value = rest.join('=').trim();
    if (name === 'modal') {
      if (value === '' || value.toLowerCase() === 'false') options.modal = null;
      else if (NAME.test(value)) options.modal = value;
    } else if (name === 'clearModal' && isTrue(value)) {
      options.modal = null;
    } else if ((name === 'keepModal' || name === 'saveModal') && isTrue(value)) {
      options.keepModal = true;
    } else if ((name === 'scrollTo' || name === 'scroll') && ELEMENT_ID.test(value)) {
      options.scrollTo = value;
    } else if (name === 'scrollDelay' && /^\d{1,5}$/.test(value)) {
      options.scrollDelay = Math.min(Number(value), MAX_SCROLL_DELAY_MS);
    }
  }
  return options;
}
