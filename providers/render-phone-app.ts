import { escapeHtml } from './escape-html';
import type { PageRenderer } from './page-answer';
import { pageLayout } from './page-layout';
import { dataAttributes, outcomeButtons, personaChoice, STATUS_LINE } from './page-parts';
import { pageSession } from './page-session';
import { renderRejected } from './render-rejected';
import { DETAIL_FIELDS, DETAIL_LABEL } from './session-vocabulary';

/** One request of the list, cloned by phone-app.js; rows without a value are removed there. */
function requestTemplate(page: Parameters<PageRenderer>[0]): string {
  const rows = [['purpose', 'Purpose'] as const, ...DETAIL_FIELDS.map((field) => [field, DETAIL_LABEL[field]] as const)]
    .map(([field, label]) => `<div data-detail="${field}"><dt>${escapeHtml(label)}</dt><dd></dd></div>`)
    .join('\n');
  return `<template id="request-template">
<li class="request">
<h2>Control code <strong class="control-code" data-testid="control-code" data-field="code"></strong></h2>
<dl>
${rows}
</dl>
${personaChoice(page.personaLegend, page.personas)}
${outcomeButtons(page.outcomes)}
</li>
</template>`;
}

/**
 * `/smart-id.html`, `/mobile-id.html` (optionally `?session=`): the person's phone. The list is
 * drawn by the script from `GET /api/sessions?method=` so it follows new requests every second.
 */
export const renderPhoneApp: PageRenderer = (page, query, context) => {
  let session = '';
  if (query.has('session')) {
    const found = pageSession(page, query, context, false);
    if (!found.ok) return renderRejected(found.status, found.reason);
    session = found.session.session;
  }
  const method = page.methods[0] ?? '';
  const body = `<h1 tabindex="-1">${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.description)}</p>
${STATUS_LINE}
<p class="empty" data-testid="empty">${session ? 'Loading the request…' : 'No waiting requests.'}</p>
<ul class="requests" aria-label="Waiting requests" data-testid="requests"></ul>
${requestTemplate(page)}`;
  return {
    status: 200,
    html: pageLayout(page.title, body, {
      bodyAttributes: dataAttributes({ method, session }),
      scripts: ['simulator-common.js', page.script],
    }),
  };
};
