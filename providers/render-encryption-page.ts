import { allowedReturnOrigin } from './allowed-return-origin';
import { escapeHtml } from './escape-html';
import type { PageAnswer } from './page-answer';
import { pageLayout } from './page-layout';
import { renderRejected } from './render-rejected';

/** `/interfaces/encryption/{type}.html` (spec 2 §7): the hidden client-side encryption frame of one encryption type. */
export const ENCRYPTION_PAGE_PATH = /^\/interfaces\/encryption\/([a-z][a-z0-9-]{0,31})\.html$/;

/**
 * QA card numbers of the simulated encryption (src/mocks/SCENARIOS.md "Cashier deposit"): one the
 * page refuses (encryptionFailed), one it never answers (the app's 5 s timeout).
 */
export const ENCRYPTION_REFUSED_CARD = '4000000000000069';
export const ENCRYPTION_SILENT_CARD = '4000000000000002';
/** The card whose encrypted values come back with a tampered nonce, then nothing (forged-message QA input). */
export const ENCRYPTION_WRONG_NONCE_CARD = '4000000000000010';

/**
 * The hidden encryption frame (spec 2 §4 "Encrypted fields"): a provider page that says `ready`,
 * takes the values to encrypt from the app that framed it (its origin and window only) and
 * answers `encrypted` with each value as `enc:<type>:<base64>`, or `encryptionFailed`. Every
 * message goes to `returnOrigin` only and echoes the channel nonce of the address fragment.
 */
export function renderEncryptionPage(path: string, params: URLSearchParams, appOrigins: readonly string[]): PageAnswer {
  const type = ENCRYPTION_PAGE_PATH.exec(path)?.[1];
  const returnOrigin = allowedReturnOrigin(params.get('returnOrigin'), appOrigins);
  if (!type) return renderRejected(404, 'No such encryption page.');
  if (!returnOrigin) return renderRejected(400, 'The return origin is not one of the app origins.');
  const body = `<h1>Field encryption (simulator)</h1>
<p>Encryption type ${escapeHtml(type)}.</p>
<p id="encryption-log" role="status"></p>`;
  return {
    status: 200,
    html: pageLayout('Field encryption', body, {
      bodyAttributes: ` data-return-origin="${escapeHtml(returnOrigin)}" data-type="${escapeHtml(type)}" data-refused-card="${ENCRYPTION_REFUSED_CARD}" data-silent-card="${ENCRYPTION_SILENT_CARD}" data-wrong-nonce-card="${ENCRYPTION_WRONG_NONCE_CARD}"`,
      scripts: ['encryption-page.js'],
    }),
  };
}
