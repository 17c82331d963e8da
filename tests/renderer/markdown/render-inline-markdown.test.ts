// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderInlineMarkdown } from '../../../src/renderer/markdown/render-inline-markdown';
import { sanitizedHtmlText } from '../../../src/renderer/markdown/trusted-html-policy';

function parse(markdown: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizedHtmlText(renderInlineMarkdown(markdown));
  return host;
}

describe('renderInlineMarkdown', () => {
  it('drops javascript: and data: link targets', () => {
    const host = parse('[x](javascript:alert(1)) [y](data:text/html;base64,PHNjcmlwdD4=) [z](JaVaScRiPt:alert(2))');
    for (const link of host.querySelectorAll('a')) expect(link.hasAttribute('href')).toBe(false);
    expect(host.textContent).toContain('x');
    expect(host.innerHTML).not.toMatch(/javascript|data:/i);
  });

  it('opens http links in a new tab without opener or referrer', () => {
    const link = parse('Read the [Terms](https://example.com/terms).').querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/terms');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('opens site links in a new tab (leaving the form would lose what was typed) and strips "::" link options', () => {
    const link = parse('[Privacy Policy](/privacy-policy::modal=true)').querySelector('a');
    expect(link?.getAttribute('href')).toBe('/privacy-policy');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener');
  });

  it('shows raw HTML as text instead of interpreting it', () => {
    const host = parse('I am <b>18</b> <img src=x onerror=alert(1)> **old**');
    expect(host.querySelector('b, img')).toBeNull();
    expect(host.textContent).toContain('<b>18</b>');
    expect(host.querySelector('strong')?.textContent).toBe('old');
  });

  it('rejects protocol-relative links', () => {
    expect(parse('[x](//evil.example)').querySelector('a')?.hasAttribute('href')).toBe(false);
  });
});
