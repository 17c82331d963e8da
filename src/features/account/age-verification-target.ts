/**
 * Where the browser may go for an age verification (spec 1 §7 "initialise age verification
 * (response redirectUrl, then the browser is redirected)"): the provider's https address, or an
 * address of this site. Anything else (javascript:, data:, plain http to another host, a
 * protocol-relative or malformed value) is refused: null.
 */
export function ageVerificationTarget(redirectUrl: string, origin: string): string | null {
  if (redirectUrl.trim() !== redirectUrl || redirectUrl === '' || redirectUrl.startsWith('//') || redirectUrl.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(redirectUrl, origin);
  } catch {
    return null;
  }
  if (url.origin === origin) return url.href;
  return url.protocol === 'https:' && url.username === '' && url.password === '' ? url.href : null;
}
