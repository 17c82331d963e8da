import { escapeHtml } from './escape-html';
import type { PageAnswer } from './page-answer';
import { pageLayout } from './page-layout';

/** A refusal page: the reason in text, no script, nothing of the refused input echoed. */
export function renderRejected(status: number, reason: string): PageAnswer {
  return { status, html: pageLayout('Request rejected', `<h1>Request rejected</h1>\n<p>${escapeHtml(reason)}</p>`) };
}
