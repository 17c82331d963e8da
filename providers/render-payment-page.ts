import { allowedReturnOrigin } from './allowed-return-origin';
import { escapeHtml } from './escape-html';
import { pageLayout } from './page-layout';
import { renderRejected } from './render-rejected';

const REFERENCE = /^[\w-]{1,64}$/;
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const CURRENCY = /^[A-Z]{3}$/;

/** The values the tester can send back from the payment provider (spec 2 §4 frame messages). */
export const PAYMENT_FRAME_VALUES = [
  { value: 'waiting', label: 'Payment started — wait for the bank' },
  { value: 'confirm', label: 'Confirm (deposit finish)' },
  { value: 'ok', label: 'Paid' },
  { value: 'failed', label: 'Payment failed' },
  { value: 'cancelled', label: 'Cancel the payment' },
] as const;

/**
 * The payment provider's page (issue 11): embedded (`mode=frame`) it posts `{ type: 'deposit',
 * value, reference }` to the framing app at `returnOrigin` only (never '*') and shows the redirect
 * URL the app passes back after `confirm`; opened by the auto-submitted form (`mode=redirect`,
 * GET or POST) it sends the browser back to `<returnOrigin>/payment/deposit?reference=…&status=…`.
 * A `returnOrigin` that is not one of the app origins is refused.
 */
export function renderPaymentPage(params: URLSearchParams, appOrigins: readonly string[]): { status: number; html: string } {
  const returnOrigin = allowedReturnOrigin(params.get('returnOrigin'), appOrigins);
  const reference = params.get('reference') ?? '';
  const amount = params.get('amount') ?? '';
  const currency = params.get('currency') ?? '';
  if (!returnOrigin) return renderRejected(400, 'The return origin is not one of the app origins.');
  if (!REFERENCE.test(reference) || !AMOUNT.test(amount) || !CURRENCY.test(currency)) return renderRejected(400, 'A payment needs a reference, an amount and a currency.');
  const mode = params.get('mode') === 'redirect' ? 'redirect' : 'frame';
  const buttons =
    mode === 'frame'
      ? PAYMENT_FRAME_VALUES.map((entry) => `<button type="button" class="outcome" data-value="${entry.value}">${escapeHtml(entry.label)}</button>`).join('\n')
      : ['ok', 'failed', 'cancelled']
          .map((status) => {
            const back = `${returnOrigin}/payment/deposit?reference=${encodeURIComponent(reference)}&status=${status}`;
            return `<a class="outcome" href="${escapeHtml(back)}">${escapeHtml(status === 'ok' ? 'Pay and return to the casino' : status === 'failed' ? 'Fail and return' : 'Cancel and return')}</a>`;
          })
          .join('\n');
  const body = `<h1>Payment provider (simulator)</h1>
<p>Deposit <strong>${escapeHtml(amount)} ${escapeHtml(currency)}</strong>, reference <code>${escapeHtml(reference)}</code>.</p>
<div class="outcomes" role="group" aria-label="Outcome">
${buttons}
</div>
<p id="payment-log" role="status"></p>`;
  return {
    status: 200,
    html: pageLayout('Payment provider', body, {
      bodyAttributes: ` data-return-origin="${escapeHtml(returnOrigin)}" data-reference="${escapeHtml(reference)}" data-mode="${mode}"`,
      scripts: ['payment-page.js'],
    }),
  };
}
