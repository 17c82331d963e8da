/** @vitest-environment jsdom */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/app/content/render-markdown';

describe('renderMarkdown', () => {
  it('renders markdown', () => {
    expect(renderMarkdown('# Title\n\nSome **bold** text')).toContain('<strong>bold</strong>');
  });

  it('removes scripts, handlers, inline styles and javascript:/data: URLs', () => {
    const html = renderMarkdown(
      [
        '<script>alert(1)</script>',
        '<img src="x" onerror="alert(1)">',
        '<p style="color:red">styled</p>',
        '[js](javascript:alert(1))',
        '[data](data:text/html;base64,PHNjcmlwdD4=)',
        '<img src="data:image/png;base64,AAAA">',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|onerror|style=|javascript:|data:/i);
    expect(html).toContain('styled');
  });

  it('opens external links in a new tab without opener; internal links stay', () => {
    const html = renderMarkdown('[ext](https://example.com) [int](/terms-conditions)');
    expect(html).toContain('href="https://example.com" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('<a href="/terms-conditions">int</a>');
  });
});
