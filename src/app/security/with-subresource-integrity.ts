/**
 * The tags of a built `index.html` that load a file of the site (`<script src>`, `<link
 * rel="modulepreload" | "stylesheet" href>`) get an `integrity` attribute, so a browser refuses a
 * script or stylesheet that was changed after the build (a compromised CDN or cache in front of the
 * site). `hashOf` answers the SRI hash of a site path, or undefined for a path the build did not
 * write (an absolute URL elsewhere is left alone: its owner would have to publish the hash).
 */
export function withSubresourceIntegrity(html: string, hashOf: (sitePath: string) => string | undefined): string {
  return html.replace(/<(script|link)\b[^>]*>/gi, (tag: string, name: string) => {
    if (/\sintegrity=/i.test(tag)) return tag;
    const isScript = name.toLowerCase() === 'script';
    if (!isScript && !/\srel="(?:modulepreload|stylesheet)"/i.test(tag)) return tag;
    const url = new RegExp(`\\s${isScript ? 'src' : 'href'}="(/[^"/][^"]*)"`, 'i').exec(tag)?.[1];
    const hash = url === undefined ? undefined : hashOf(url.split(/[?#]/)[0] ?? url);
    if (!hash) return tag;
    return tag.replace(/\s*(\/?)>$/, (_end: string, selfClosing: string) => ` integrity="${hash}"${selfClosing ? ' /' : ''}>`);
  });
}
