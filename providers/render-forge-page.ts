import { allowedReturnOrigin } from './allowed-return-origin';
import { escapeHtml } from './escape-html';
import type { PageAnswer } from './page-answer';
import { pageLayout } from './page-layout';
import { renderRejected } from './render-rejected';

/**
 * A forger for e2e (issue 11 "forged messages to every frame kind change nothing"): a page on a
 * provider origin that posts, once loaded, the JSON of its address fragment (`#message=…`) to the
 * window that framed it, at `returnOrigin`. It stands for a page of the right origin that is not
 * the frame the app opened (another window), or for the payment provider answering in the bank's
 * name. The app must ignore whatever it sends.
 */
export function renderForgePage(params: URLSearchParams, appOrigins: readonly string[]): PageAnswer {
  const returnOrigin = allowedReturnOrigin(params.get('returnOrigin'), appOrigins);
  if (!returnOrigin) return renderRejected(400, 'The return origin is not one of the app origins.');
  const body = `<h1>Forged message (simulator)</h1>
<p id="forge-log" role="status"></p>`;
  return { status: 200, html: pageLayout('Forged message', body, { bodyAttributes: ` data-return-origin="${escapeHtml(returnOrigin)}"`, scripts: ['forge-page.js'] }) };
}
