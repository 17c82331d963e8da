import { allowedReturnOrigin } from './allowed-return-origin';
import { escapeHtml } from './escape-html';
import type { PageAnswer } from './page-answer';
import { pageLayout } from './page-layout';
import { renderRejected } from './render-rejected';

const REFERENCE = /^[\w-]{1,64}$/;
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const CURRENCY = /^[A-Z]{3}$/;

/** The answers the tester can give as the card holder's bank (spec 2 §4 "3-D-secure frame"). */
export const THREE_DS_ANSWERS = [
  { status: 'paid', error: '', label: 'Approve (payment_status paid)' },
  { status: 'declined', error: 'The bank declined the card.', label: 'Decline (card declined)' },
  { status: 'paid', error: 'Authentication timed out.', label: 'Paid, but with an error' },
] as const;

/**
 * The card holder's bank's 3-D Secure challenge (spec 2 §4, §7 /api/conekta/redirect.html): a
 * third-party page served from its own origin (in dev and e2e the provider server reached as
 * 127.0.0.1, a different origin from the payment provider's localhost). Its script posts
 * `{ payment_status, error, reference }` to the app at `returnOrigin` only; it cannot echo a nonce.
 */
export function renderThreeDsPage(params: URLSearchParams, appOrigins: readonly string[]): PageAnswer {
  const returnOrigin = allowedReturnOrigin(params.get('returnOrigin'), appOrigins);
  const reference = params.get('reference') ?? '';
  const amount = params.get('amount') ?? '';
  const currency = params.get('currency') ?? '';
  if (!returnOrigin) return renderRejected(400, 'The return origin is not one of the app origins.');
  if (!REFERENCE.test(reference) || !AMOUNT.test(amount) || !CURRENCY.test(currency)) return renderRejected(400, 'A 3-D Secure check needs a reference, an amount and a currency.');
  const buttons = THREE_DS_ANSWERS.map(
    (answer) => `<button type="button" class="outcome" data-status="${answer.status}" data-error="${escapeHtml(answer.error)}">${escapeHtml(answer.label)}</button>`,
  ).join('\n');
  const body = `<h1>3-D Secure check (simulator)</h1>
<p>Confirm the card payment of <strong>${escapeHtml(amount)} ${escapeHtml(currency)}</strong>, reference <code>${escapeHtml(reference)}</code>.</p>
<div class="outcomes" role="group" aria-label="Answer">
${buttons}
</div>
<p id="three-ds-log" role="status"></p>`;
  return {
    status: 200,
    html: pageLayout('3-D Secure', body, {
      bodyAttributes: ` data-return-origin="${escapeHtml(returnOrigin)}" data-reference="${escapeHtml(reference)}"`,
      scripts: ['three-ds-page.js'],
    }),
  };
}
