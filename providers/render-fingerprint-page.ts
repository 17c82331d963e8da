import { allowedReturnOrigin } from './allowed-return-origin';
import { escapeHtml } from './escape-html';
import type { PageAnswer } from './page-answer';
import { pageLayout } from './page-layout';
import { renderRejected } from './render-rejected';

const REFERENCE = /^[\w-]{1,64}$/;

/**
 * The hidden fingerprint frame (spec 2 §3 useFingerPrint / fingerPrintUrl): the provider's device
 * fingerprinting page. Its script reports `{ type: 'fingerprint', value: 'done', nonce }` to the
 * app at `returnOrigin` only, echoing the channel nonce of the address fragment; the app then sends
 * depositFinish with the browser details.
 */
export function renderFingerprintPage(params: URLSearchParams, appOrigins: readonly string[]): PageAnswer {
  const returnOrigin = allowedReturnOrigin(params.get('returnOrigin'), appOrigins);
  const reference = params.get('reference') ?? '';
  if (!returnOrigin) return renderRejected(400, 'The return origin is not one of the app origins.');
  if (!REFERENCE.test(reference)) return renderRejected(400, 'A fingerprint needs the deposit reference.');
  // QA: `answer=wrong-nonce` answers with a tampered nonce, then nothing (forged-message tests)
  const wrongNonce = params.get('answer') === 'wrong-nonce';
  const body = `<h1>Device fingerprint (simulator)</h1>
<p>Deposit <code>${escapeHtml(reference)}</code>.</p>
<p id="fingerprint-log" role="status"></p>`;
  return {
    status: 200,
    html: pageLayout('Device fingerprint', body, { bodyAttributes: ` data-return-origin="${escapeHtml(returnOrigin)}"${wrongNonce ? ' data-wrong-nonce="true"' : ''}`, scripts: ['fingerprint-page.js'] }),
  };
}
