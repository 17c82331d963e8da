import DOMPurify from 'dompurify';
import { marked } from 'marked';

const purifier = DOMPurify();

purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  // no data: URLs survive (DESIGN §5), including the image sources DOMPurify would keep
  if ((data.attrName === 'href' || data.attrName === 'src') && /^\s*data:/i.test(data.attrValue)) {
    data.keepAttr = false;
  }
});

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * CMS markdown to HTML that is safe to insert: sanitised, no scripts, no inline styles (the CSP
 * forbids them), external links open in a new tab without opener.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return purifier.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
