import { Marked } from 'marked';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { createSanitizerPolicy, type SanitizedHtml } from './trusted-html-policy';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Raw HTML in content is shown as text, never interpreted (labels come from translators and the CMS). */
const markdown = new Marked({ async: false, gfm: true });
markdown.use({ renderer: { html: ({ text }) => escapeHtml(text) } });

/** http(s), mailto, a site path (not protocol-relative "//host") or an in-page anchor. */
const SAFE_HREF = /^(?:https?:|mailto:|\/(?!\/)|#)/i;
const EXTERNAL_HREF = /^https?:/i;
/** Content links may carry options after "::" (spec 1 §2: "[Terms](/terms::modal=true)"). */
const OPTIONS_SEPARATOR = '::';

let purifier: Purifier | undefined;
/** Trusted Types policy `casino-inline-markdown` (null without Trusted Types) */
let policy: ReturnType<typeof createSanitizerPolicy> | undefined;

function linkPolicy(node: Element): void {
  if (node.tagName !== 'A') return;
  const raw = node.getAttribute('href');
  if (raw === null) return;
  const href = raw.split(OPTIONS_SEPARATOR)[0]?.trim() ?? '';
  if (!SAFE_HREF.test(href)) {
    node.removeAttribute('href');
    return;
  }
  node.setAttribute('href', href);
  // a label inside a form: following a link in place would throw away what the player typed,
  // so internal pages (terms, privacy policy) open in a new tab too
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', EXTERNAL_HREF.test(href) ? 'noopener noreferrer' : 'noopener');
}

function getPurifier(): Purifier {
  if (!purifier) {
    // an own instance, so the link hook does not change sanitising elsewhere in the app
    purifier = DOMPurify(window);
    policy = createSanitizerPolicy('casino-inline-markdown');
    purifier.addHook('afterSanitizeAttributes', linkPolicy);
  }
  return purifier;
}

/**
 * Inline markdown (consent labels: links, emphasis) as sanitised HTML: no raw HTML, no
 * javascript:/data: links; every link opens in a new tab (external ones with rel="noopener noreferrer").
 * TrustedHTML where the browser enforces Trusted Types (String() it to read it).
 */
export function renderInlineMarkdown(source: string): SanitizedHtml {
  const html = markdown.parseInline(source) as string;
  const sanitizer = getPurifier();
  return sanitizer.sanitize(html, {
    ALLOWED_TAGS: ['a', 'strong', 'em', 'code', 'del', 'br'],
    ALLOWED_ATTR: ['href', 'title'],
    ALLOWED_URI_REGEXP: SAFE_HREF,
    ...(policy ? { TRUSTED_TYPES_POLICY: policy, RETURN_TRUSTED_TYPE: true as const } : {}),
  });
}
