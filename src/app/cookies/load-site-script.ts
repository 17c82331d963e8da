const LOADED_ATTRIBUTE = 'data-site-script';

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
    script.src = src;
    script.async = true;
    script.setAttribute(LOADED_ATTRIBUTE, path);
    script.addEventListener('load', () => resolve(true));
    script.addEventListener('error', () => resolve(false));
    doc.head.append(script);
  });
}
