import { escapeHtml } from './escape-html';

export interface LayoutOptions {
  /** ready-made ` name="value"` attributes of <body>; values must already be escaped */
  bodyAttributes?: string;
  /** asset file names, loaded in order after the content (no inline script: the CSP forbids it) */
  scripts?: readonly string[];
}

/** The HTML shell of every provider page: stylesheet from the provider origin, scripts last. */
export function pageLayout(title: string, body: string, options: LayoutOptions = {}): string {
  const scripts = (options.scripts ?? []).map((script) => `<script src="/assets/${escapeHtml(script)}"></script>`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/assets/simulator.css">
</head>
<body${options.bodyAttributes ?? ''}>
<main>
${body}
</main>
${scripts}
</body>
</html>
`;
}
