const LOADED_ATTRIBUTE = 'data-site-script';

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}

let policy: ScriptUrlPolicy | null | undefined;

/**
 * Trusted Types policy `casino-site-script` (the CSP's `trusted-types` names it): a script URL
 * only for a path of our own origin under the site base, nothing else. Null without Trusted Types.
 */
function siteScriptPolicy(doc: Document): ScriptUrlPolicy | null {
  if (policy !== undefined) return policy;
  const factory = (doc.defaultView as { trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy } } | null)?.trustedTypes;
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  policy = factory
    ? factory.createPolicy('casino-site-script', {
        createScriptURL: (url) => {
          if (!url.startsWith(`${base}/`) || url.startsWith('//') || !/^\/(?!\/)/.test(url.slice(base.length))) throw new TypeError(`casino-site-script: refused ${url}`);
          return url;
        },
      })
    : null;
  return policy;
}

/**
 * Adds a script of our own origin once (CSP `script-src 'self'` allows exactly these); the
 * path is relative to the site base. Resolves when it ran, false when it could not load.
 */
export function loadSiteScript(path: string, doc: Document = document): Promise<boolean> {
  if (!/^\/(?!\/)/.test(path)) return Promise.resolve(false);
  const src = `${import.meta.env.BASE_URL.replace(/\/$/, '')}${path}`;
  const present = [...doc.querySelectorAll(`script[${LOADED_ATTRIBUTE}]`)].some((script) => script.getAttribute(LOADED_ATTRIBUTE) === path);
  if (present) return Promise.resolve(true);
  return new Promise((resolve) => {
    const script = doc.createElement('script');
    // a TrustedScriptURL under Trusted Types (require-trusted-types-for 'script')
    script.src = (siteScriptPolicy(doc)?.createScriptURL(src) as string | undefined) ?? src;
    script.async = true;
    script.setAttribute(LOADED_ATTRIBUTE, path);
    script.addEventListener('load', () => resolve(true));
    script.addEventListener('error', () => resolve(false));
    doc.head.append(script);
  });
}
