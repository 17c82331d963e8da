/** Spec 1 §9: the removal check runs every 1 s for 10 s. */
export const WIDGET_CHECK_INTERVAL_MS = 1000;
export const WIDGET_CHECK_DURATION_MS = 10_000;

/**
 * What a third-party consent widget is recognised by: a tag manager may still inject a vendor's
 * banner, which would ask a second time next to ours.
 */
export const THIRD_PARTY_CONSENT_WIDGET = '[data-third-party-consent-widget]';

/**
 * Removes a third-party consent widget whenever it appears during the first 10 s, checking
 * every second; returns a stop function.
 */
export function startConsentWidgetRemoval(doc: Document = document, selector: string = THIRD_PARTY_CONSENT_WIDGET): () => void {
  let elapsed = 0;
  const timer = setInterval(() => {
    elapsed += WIDGET_CHECK_INTERVAL_MS;
    for (const element of doc.querySelectorAll(selector)) element.remove();
    if (elapsed >= WIDGET_CHECK_DURATION_MS) clearInterval(timer);
  }, WIDGET_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
