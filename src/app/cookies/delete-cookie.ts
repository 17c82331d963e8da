/**
 * Expires a cookie however it was set: on the path "/" and the current one, for the host and
 * each parent domain (third-party scripts set theirs on ".example.com").
 */
export function deleteCookie(name: string, doc: Document = document): void {
  const host = doc.location?.hostname ?? '';
  const parts = host.split('.');
  const domains = [''];
  for (let index = 0; index < parts.length - 1; index += 1) domains.push(`; domain=.${parts.slice(index).join('.')}`);
  const paths = ['/', doc.location?.pathname ?? '/'];
  for (const domain of domains) {
    for (const path of paths) doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=${path}${domain}`;
  }
}
