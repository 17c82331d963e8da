import { allowedReturnOrigin } from './allowed-return-origin';
import { escapeHtml } from './escape-html';
import type { PageAnswer } from './page-answer';
import { pageLayout } from './page-layout';
import { renderRejected } from './render-rejected';

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const CURRENCY = /^[A-Z]{3}$/;
/** `/interfaces/{provider}-{methodId}.html` (spec 2 §7): the hidden token frame of one provider and method. */
export const TOKEN_PAGE_PATH = /^\/interfaces\/(\d{1,9})-(\d{1,9})\.html$/;

/**
 * The amount cents that make the simulated processor refuse to create a token (QA input,
 * src/mocks/SCENARIOS.md "Cashier deposit"): errorCreatePaymentToken, PaymentGatewayException 119
 * with this subcode.
 */
export const TOKEN_REFUSED_CENTS = '89';
export const TOKEN_REFUSED_SUBCODE = '7';
/** The amount cents that make the simulated processor answer with a tampered nonce, then nothing (forged-message QA input). */
export const TOKEN_WRONG_NONCE_CENTS = '88';
/** getPreDepositInfo's session (spec 2 §4), echoed into the token fields when the app passed it. */
const PRE_DEPOSIT_SESSION = /^pre-[0-9a-f]{16}$/;

/**
 * The hidden token frame (spec 2 §4 "Token flow", methods 900006, 400001, 400003, 1010001): the
 * payment processor's page, loaded hidden by the app with the method, amount and currency. Its
 * script answers at once, at `returnOrigin` only and echoing the channel nonce of the address
 * fragment: createPaymentToken with the token fields the deposit takes, or errorCreatePaymentToken.
 * Nothing of the card is passed in the address; the token is what stands for it.
 */
export function renderTokenPage(path: string, params: URLSearchParams, appOrigins: readonly string[]): PageAnswer {
  const match = TOKEN_PAGE_PATH.exec(path);
  const returnOrigin = allowedReturnOrigin(params.get('returnOrigin'), appOrigins);
  const amount = params.get('amount') ?? '';
  const currency = params.get('currency') ?? '';
  if (!match) return renderRejected(404, 'No such interface page.');
  if (!returnOrigin) return renderRejected(400, 'The return origin is not one of the app origins.');
  if (!AMOUNT.test(amount) || !CURRENCY.test(currency)) return renderRejected(400, 'A token needs an amount and a currency.');
  const [, provider = '', method = ''] = match;
  const cents = /\.(\d{2})$/.exec(amount)?.[1];
  const outcome = cents === TOKEN_REFUSED_CENTS ? 'refused' : cents === TOKEN_WRONG_NONCE_CENTS ? 'wrongNonce' : 'token';
  const session = params.get('preDepositSession') ?? '';
  const preDeposit = PRE_DEPOSIT_SESSION.test(session) ? ` data-pre-deposit-session="${escapeHtml(session)}"` : '';
  const body = `<h1>Token frame (simulator)</h1>
<p>Provider ${escapeHtml(provider)}, method ${escapeHtml(method)}: ${escapeHtml(amount)} ${escapeHtml(currency)}.</p>
<p id="token-log" role="status"></p>`;
  return {
    status: 200,
    html: pageLayout('Token frame', body, {
      bodyAttributes: ` data-return-origin="${escapeHtml(returnOrigin)}" data-method="${escapeHtml(method)}" data-outcome="${outcome}" data-sub-code="${TOKEN_REFUSED_SUBCODE}"${preDeposit}`,
      scripts: ['token-page.js'],
    }),
  };
}
