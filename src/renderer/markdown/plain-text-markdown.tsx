import type { ReactNode } from 'react';

/**
 * Stands in for `markdown-to-jsx/react` in the build (vite.config.ts `resolve.alias`): rjsf
 * imports it for `ui:enableMarkdownInDescription` / `ui:enableMarkdownInHelp` and for its own
 * developer messages (an unsupported field, a broken object schema), and it cost every form
 * 30 kB gz. Our content never turns markdown on in rjsf (descriptions and consents go through our
 * own sanitised inline markdown; tests/renderer/markdown/plain-text-markdown.test.tsx keeps it
 * so), so the text shows as it is, escaped by React like any other text.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <span>{children}</span>;
}
