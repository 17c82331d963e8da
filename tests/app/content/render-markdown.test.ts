/** @vitest-environment jsdom */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../src/app/content/render-markdown';
import { isCountryHiddenPath } from '../../../src/engine/visibility/country-hidden-paths';
import { sanitizedHtmlText } from '../../../src/renderer/markdown/trusted-html-policy';

/** Hostile CMS content: every entry must come out without a way to run script or leave unnoticed. */
const XSS_PAYLOADS = [
  '[a](javascript:alert(1))',
  '[a](JaVaScRiPt:alert(1))',
  '[a]( javascript:alert(1))',
  '[a](java\tscript:alert(1))',
  '[a](jav&#x09;ascript:alert(1))',
  '[a](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))',
  '[a](javascript&colon;alert(1))',
  '<a href="javascript:alert(1)">a</a>',
  '[a](vbscript:msgbox(1))',
  '[a](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![i](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'text <img src="x" onerror="alert(1)"> inline',
  '<svg onload=alert(1)><circle /></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name="q"><button>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '[**[nested](javascript:alert(1))**](https://ok.example)',
  '[x](https://ok.example "title\\" onmouseover=\\"alert(1)")',
  '<details open ontoggle=alert(1)>',
  '<a href="//evil.com">proto-relative</a>',
  '[proto](//evil.com)',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
];

function parse(html: string | TrustedHTML): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = sanitizedHtmlText(html);
  return root;
}

/**
 * Chromium reports a CSP violation for an inline handler even inside a DOMParser document, so
 * the sanitiser must never be handed markup that carries one: record what it parses.
 */
const parsedHandlers: string[] = [];
const originalParse = DOMParser.prototype.parseFromString;
beforeAll(() => {
  DOMParser.prototype.parseFromString = function (this: DOMParser, source: string, type: DOMParserSupportedType) {
    const doc = originalParse.call(this, source, type);
    for (const element of doc.querySelectorAll('*')) {
      for (const attribute of element.attributes) if (/^on/i.test(attribute.name)) parsedHandlers.push(`${element.tagName} ${attribute.name}`);
    }
    return doc;
  };
});
afterAll(() => {
  DOMParser.prototype.parseFromString = originalParse;
});

describe('renderMarkdown', () => {
  it('renders markdown', () => {
    expect(renderMarkdown('# Title\n\nSome **bold** text')).toContain('<strong>bold</strong>');
  });

  it.each(XSS_PAYLOADS)('neutralises %j', (payload) => {
    parsedHandlers.length = 0;
    const rendered = renderMarkdown(payload);
    expect(parsedHandlers, 'event handlers reached an HTML parser').toEqual([]);
    const root = parse(rendered);
    expect(root.querySelectorAll('script, iframe, svg, math, object, embed, form, input, button, style, base, meta, details').length).toBe(0);
    for (const element of root.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name, `${element.tagName} ${attribute.name}`).not.toMatch(/^on|^style$|^formaction$/i);
        if (attribute.name === 'href' || attribute.name === 'src') {
          expect(attribute.value.replace(/[\s\u0000-\u001f]/g, '')).not.toMatch(/^(javascript|vbscript|data|file):/i);
        }
      }
    }
    // whatever leaves the site opens in a new tab without opener
    for (const anchor of root.querySelectorAll('a[href]')) {
      const href = anchor.getAttribute('href') ?? '';
      if (!/^\/(?![/\\])|^\?/.test(href)) {
        expect(anchor.getAttribute('target')).toBe('_blank');
        expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
      }
    }
  });

  it('keeps the text of raw HTML but none of its markup', () => {
    const html = renderMarkdown('<p style="color:red">styled</p>\n\n<script>alert(1)</script>');
    expect(html).toContain('styled');
    expect(html).not.toMatch(/<script|alert|style=/);
  });

  it('opens http(s) links in a new tab without opener; in-app links stay plain', () => {
    const html = renderMarkdown('[ext](https://example.com) [int](/terms-conditions)');
    expect(html).toContain('href="https://example.com" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('<a href="/terms-conditions">int</a>');
  });

  it('opens /api links and links not starting with / or ? as external anchors', () => {
    const root = parse(renderMarkdown('[doc](/api/player/documents/images/1) [rel](faq) [mail](mailto:a@example.com)'));
    for (const anchor of root.querySelectorAll('a')) expect(anchor.getAttribute('target')).toBe('_blank');
  });

  it('localises in-app links and carries their :: options as data attributes', () => {
    const root = parse(
      renderMarkdown('[Deposit](/payment/deposit::modal=login::scrollTo=limits::scrollDelay=50) [Login](?modal=login)', {
        localize: (path) => `/hu${path}`,
      }),
    );
    const [deposit, login] = root.querySelectorAll('a');
    expect(deposit?.getAttribute('href')).toBe('/hu/payment/deposit');
    expect({ ...deposit?.dataset }).toEqual({ modal: 'login', scrollTo: 'limits', scrollDelay: '50' });
    expect(deposit?.hasAttribute('target')).toBe(false);
    expect(login?.getAttribute('href')).toBe('?modal=login');
  });

  it('keeps links to pages hidden under the applied country rules as text (promotions under SWE)', () => {
    const source = 'See [our promotions](/promotions), [yours](/my/campaigns/promotions?x=1) and [the lobby](/all-games).';
    const swedish = parse(renderMarkdown(source, { isHiddenPath: (path) => isCountryHiddenPath(path, 'SWE') }));
    expect([...swedish.querySelectorAll('a[href]')].map((anchor) => anchor.getAttribute('href'))).toEqual(['/all-games']);
    expect(swedish.textContent).toContain('our promotions');
    const hungarian = parse(renderMarkdown(source, { isHiddenPath: (path) => isCountryHiddenPath(path, 'HUN') }));
    expect([...hungarian.querySelectorAll('a[href]')].map((anchor) => anchor.getAttribute('href'))).toEqual(['/promotions', '/my/campaigns/promotions?x=1', '/all-games']);
    // the option holds for that call only
    expect(parse(renderMarkdown('[p](/promotions)')).querySelector('a')?.getAttribute('href')).toBe('/promotions');
  });

  it('drops data attributes written by content', () => {
    expect(renderMarkdown('<a href="/x" data-modal="evil">x</a>')).not.toContain('data-modal');
  });

  it('keeps same-origin images only (the CSP allows img-src self; other hosts could track)', () => {
    const root = parse(renderMarkdown('![a](/cms/img/a.png) ![b](https://cdn.example/b.png)'));
    const sources = [...root.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['/cms/img/a.png', null]);
  });
});
