import { controlCode } from './control-code';
import { escapeHtml } from './escape-html';
import { SIMULATORS, type SimulatorPage } from './simulators';

function layout(title: string, body: string, bodyAttributes = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/assets/simulator.css">
</head>
<body${bodyAttributes}>
<main>
${body}
</main>
</body>
</html>
`;
}

export function renderIndex(appOrigins: readonly string[]): string {
  const example = appOrigins[0] ?? '';
  const items = Object.entries(SIMULATORS)
    .map(([name, page]) => {
      const query = new URLSearchParams({ ...Object.fromEntries(page.echoParams.map((param) => [param, 'demo'])), returnOrigin: example });
      const href = `/${name}.html?${query.toString()}`;
      return `<li><a href="${escapeHtml(href)}">${escapeHtml(page.title)}</a> — ${escapeHtml(page.description)}</li>`;
    })
    .join('\n');
  const origins = appOrigins.map((origin) => `<li><code>${escapeHtml(origin)}</code></li>`).join('\n');
  return layout(
    'Provider simulators',
    `<h1>Provider simulators</h1>
<p>Third-party pages served from a second origin so cross-origin messaging is real. Each page needs <code>returnOrigin</code>, one of the app origins below.</p>
<ul>
${items}
</ul>
<h2>App origins allowed to receive results</h2>
<ul>
${origins}
</ul>`,
  );
}

export function renderSimulator(page: SimulatorPage, query: URLSearchParams, returnOrigin: string): string {
  const echoed = Object.fromEntries(page.echoParams.map((param) => [param, query.get(param) ?? '']));
  const payload = JSON.stringify({ type: page.messageType, ...echoed });
  const details = page.echoParams
    .map((param) => `<dt>${escapeHtml(param)}</dt><dd>${escapeHtml(echoed[param] || '—')}</dd>`)
    .join('\n');
  const code = page.controlCode
    ? `<p>Control code: <strong class="control-code" data-testid="control-code">${controlCode(echoed.session ?? '')}</strong></p>`
    : '';
  const buttons = page.outcomes
    .map((outcome) => `<button type="button" data-value="${escapeHtml(outcome.value)}">${escapeHtml(outcome.label)}</button>`)
    .join('\n');
  return layout(
    page.title,
    `<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.description)}</p>
<dl>
${details}
</dl>
${code}
<div class="outcomes">
${buttons}
</div>
<p role="status" aria-live="polite" data-testid="status"></p>
<script src="/assets/simulator.js"></script>`,
    ` data-payload="${escapeHtml(payload)}" data-return-origin="${escapeHtml(returnOrigin)}"`,
  );
}

export function renderRejected(reason: string): string {
  return layout('Request rejected', `<h1>Request rejected</h1>\n<p>${escapeHtml(reason)}</p>`);
}
