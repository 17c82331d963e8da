/** The browser details depositFinish carries after a device fingerprint (spec 2 §7). */
export interface BrowserDetails {
  userAgent: string;
  acceptHeader: string;
  language: string;
  javascriptEnabled: boolean;
  colorDepth: number;
  screenHeight: number;
  screenWidth: number;
  /** minutes from UTC as the browser reports it (Date#getTimezoneOffset: UTC+1 is -60) */
  timezone: number;
  javaEnabled: boolean;
}

/** What a browser's top-level navigation sends as Accept (a script cannot read the real header). */
const DOCUMENT_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** The details of this browser, read at the moment of the call. */
export function browserDetails(now: Date = new Date(), nav: Navigator = navigator, display: Screen = screen): BrowserDetails {
  return {
    userAgent: nav.userAgent,
    acceptHeader: DOCUMENT_ACCEPT,
    language: nav.language,
    javascriptEnabled: true,
    colorDepth: display.colorDepth,
    screenHeight: display.height,
    screenWidth: display.width,
    timezone: now.getTimezoneOffset(),
    // navigator.javaEnabled() is always false in today's browsers; asked where it still exists
    javaEnabled: typeof nav.javaEnabled === 'function' ? nav.javaEnabled() : false,
  };
}
