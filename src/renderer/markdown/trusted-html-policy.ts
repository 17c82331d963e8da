import type { Config } from 'dompurify';

/** HTML for `dangerouslySetInnerHTML`: a TrustedHTML where the browser enforces Trusted Types, else the string. */
export type SanitizedHtml = string | TrustedHTML;

type SanitizerPolicy = NonNullable<Config['TRUSTED_TYPES_POLICY']>;

interface PolicyFactory {
  createPolicy(name: string, rules: { createHTML(html: string): string; createScriptURL(url: string): string }): unknown;
}

/**
 * The Trusted Types policy a DOMPurify instance signs its output with (`TRUSTED_TYPES_POLICY` +
 * `RETURN_TRUSTED_TYPE`), created once and kept private by the module that sanitises. DOMPurify
 * calls `createHTML` only on markup it parses inertly or has just sanitised; our allow-lists have
 * no script element, so `createScriptURL` (which DOMPurify requires) refuses everything.
 * The CSP's `trusted-types` must name it (src/app/security/security-headers.ts); without Trusted
 * Types (jsdom, Firefox) there is no policy and DOMPurify returns strings.
 */
export function createSanitizerPolicy(name: string): SanitizerPolicy | null {
  const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
  if (!factory || typeof factory.createPolicy !== 'function') return null;
  return factory.createPolicy(name, {
    createHTML: (html) => html,
    createScriptURL: (url) => {
      throw new TypeError(`${name} makes no script URLs (${url})`);
    },
  }) as SanitizerPolicy;
}

/** The markup of sanitised HTML: a TrustedHTML stringifies to exactly the string it was made from. */
export function sanitizedHtmlText(html: SanitizedHtml): string {
  return typeof html === 'string' ? html : (html as { toString(): string }).toString();
}
