import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { Marked } from 'marked';
import { createSanitizerPolicy, type SanitizedHtml } from '../../renderer/markdown/trusted-html-policy';
import { classifyLink } from './classify-link';

export interface RenderMarkdownOptions {
  /** puts an in-app path under the language prefix ("/payment/deposit" → "/hu/payment/deposit") */
  localize?: (path: string) => string;
  /** in-app paths that must not be links here (e.g. promotions under Swedish rules): they stay as text */
  isHiddenPath?: (path: string) => boolean;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const RAW_CONTAINERS = /<(script|style|template|noscript|iframe|textarea|title|xmp|svg|math)\b[\s\S]*?<\/\1\s*>/gi;

/**
 * Raw HTML in CMS markdown is never interpreted (spec: "no raw HTML"): only its text stays,
 * escaped. It is stripped as text, never parsed: Chromium reports a CSP violation for an inline
 * handler even in a DOMParser document, so hostile markup must not reach one.
 */
function rawHtmlText(html: string): string {
  const text = html.replace(RAW_CONTAINERS, '').replace(/<!--[\s\S]*?(?:-->|$)/g, '').replace(/<[^>]*(?:>|$)/g, '');
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const markdown = new Marked({ async: false, gfm: true });
markdown.use({ renderer: { html: ({ text }) => rawHtmlText(text) } });

const ALLOWED_TAGS = ['a', 'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img'];
const ALLOWED_ATTR = ['href', 'title', 'alt', 'src', 'align', 'start'];

let purifier: Purifier | undefined;
/** Trusted Types policy `casino-markdown` (null without Trusted Types) */
let policy: ReturnType<typeof createSanitizerPolicy> | undefined;
let currentLocalize: (path: string) => string = (path) => path;
let currentIsHidden: (path: string) => boolean = () => false;

function setLink(node: Element): void {
  const raw = node.getAttribute('href');
  if (raw === null) return;
  const link = classifyLink(raw);
  if (link.kind === 'unsafe') {
    node.removeAttribute('href');
    return;
  }
  if (link.kind === 'external') {
    node.setAttribute('href', link.href);
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
    return;
  }
  // a hidden page (spec 3 §2: promotions under Swedish rules) keeps its text but is no link
  if (!link.target.startsWith('?') && currentIsHidden(link.target)) {
    node.removeAttribute('href');
    return;
  }
  // the router follows it on click (MarkdownContent); the href is the real address for "open in new tab"
  node.setAttribute('href', link.target.startsWith('?') ? link.target : currentLocalize(link.target));
  const { modal, keepModal, scrollTo, scrollDelay } = link.options;
  if (modal !== undefined) node.setAttribute('data-modal', modal ?? '');
  if (keepModal) node.setAttribute('data-keep-modal', 'true');
  if (scrollTo !== undefined) node.setAttribute('data-scroll-to', scrollTo);
  if (scrollDelay !== undefined) node.setAttribute('data-scroll-delay', String(scrollDelay));
}

function setImage(node: Element): void {
  const src = node.getAttribute('src');
  if (src === null) return;
  const link = classifyLink(src);
  // images from the site only: the CSP allows img-src 'self', so any other host would be a
  // violation (and a tracking pixel); no data:, no protocol-relative "//host"
  const safe = link.kind === 'internal' && !link.target.startsWith('?');
  if (!safe) node.removeAttribute('src');
}

function getPurifier(): Purifier {
  if (!purifier) {
    // an own instance, so these hooks do not change sanitising elsewhere in the app
    purifier = DOMPurify(window);
    policy = createSanitizerPolicy('casino-markdown');
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') setLink(node);
      if (node.tagName === 'IMG') setImage(node);
    });
  }
  return purifier;
}

/**
 * CMS markdown to HTML that is safe to insert, as TrustedHTML where the browser enforces Trusted
 * Types (`require-trusted-types-for 'script'`; String() it to read it) (spec 1 §2, spec 3 §2, DESIGN §5): raw HTML
 * reduced to its text, then DOMPurify with an allow-list (no scripts, handlers, styles, frames, forms);
 * links classified by classifyLink: in-app links carry their `::` options as data attributes,
 * external ones open in a new tab with rel="noopener noreferrer", unsafe ones lose their href.
 */
export function renderMarkdown(source: string, options: RenderMarkdownOptions = {}): SanitizedHtml {
  const html = markdown.parse(source) as string;
  currentLocalize = options.localize ?? ((path) => path);
  currentIsHidden = options.isHiddenPath ?? (() => false);
  try {
    const sanitizer = getPurifier();
    return sanitizer.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      ...(policy ? { TRUSTED_TYPES_POLICY: policy, RETURN_TRUSTED_TYPE: true as const } : {}),
    });
  } finally {
    currentLocalize = (path) => path;
    currentIsHidden = () => false;
  }
}
