import { allowedReturnOrigin } from './allowed-return-origin';
import { escapeHtml } from './escape-html';
import type { PageAnswer } from './page-answer';
import { pageLayout } from './page-layout';
import { renderRejected } from './render-rejected';

/** spec 2 §7: the Apple Pay interface page the deposit of a oneClick method (210055) frames. */
export const APPLE_PAY_PAGE_PATH = '/interfaces/safecharge-applepay.html';

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const CURRENCY = /^[A-Z]{3}$/;
const COUNTRY = /^[A-Z]{2}$/;
const MERCHANT_ID = /^[\w-]{1,64}$/;
const METHOD = /^\d{1,9}$/;
const ENV = /^(test|prod)$/;
const COMPANY = /^[\p{L}\p{N} .,&'-]{1,64}$/u;

/**
 * The wallet's payment sheet (spec 2 §7 /interfaces/safecharge-applepay.html with env, merchantId,
 * merchantSiteId, countryCode, companyName, method, currencyCode — and the amount it asks for),
 * standing for the browser's Apple Pay sheet: the merchant, the amount and the wallet's card,
 * Pay or Cancel. Its script posts `{type:'applePay', value:'authorized', token}` or
 * `{value:'cancelled'}` to the framing app at `returnOrigin` only, echoing the channel nonce of the
 * address fragment, once (both buttons are disabled after the first press). No card data travels:
 * the token stands for the wallet's card.
 */
export function renderApplePayPage(params: URLSearchParams, appOrigins: readonly string[]): PageAnswer {
  const returnOrigin = allowedReturnOrigin(params.get('returnOrigin'), appOrigins);
  const value = (name: string) => params.get(name) ?? '';
  if (!returnOrigin) return renderRejected(400, 'The return origin is not one of the app origins.');
  if (!AMOUNT.test(value('amount')) || !CURRENCY.test(value('currencyCode'))) return renderRejected(400, 'Apple Pay needs an amount and a currency.');
  if (!MERCHANT_ID.test(value('merchantId')) || !MERCHANT_ID.test(value('merchantSiteId')) || !COMPANY.test(value('companyName'))) {
    return renderRejected(400, 'Apple Pay needs the merchant (merchantId, merchantSiteId, companyName).');
  }
  if (!METHOD.test(value('method')) || !ENV.test(value('env')) || (value('countryCode') !== '' && !COUNTRY.test(value('countryCode')))) {
    return renderRejected(400, 'Apple Pay needs the method, the environment and a two-letter country.');
  }
  const amount = `${value('amount')} ${value('currencyCode')}`;
  const body = `<h1>Apple Pay (simulator)</h1>
<section class="sheet" aria-labelledby="sheet-title">
<h2 id="sheet-title">Pay ${escapeHtml(value('companyName'))}</h2>
<dl>
<div><dt>Merchant</dt><dd>${escapeHtml(value('companyName'))} (${escapeHtml(value('merchantId'))} / ${escapeHtml(value('merchantSiteId'))})</dd></div>
<div><dt>Amount</dt><dd><strong>${escapeHtml(amount)}</strong></dd></div>
<div><dt>Card</dt><dd>Wallet card Visa •••• 4242</dd></div>
<div><dt>Environment</dt><dd>${escapeHtml(value('env'))}${value('countryCode') ? `, ${escapeHtml(value('countryCode'))}` : ''}</dd></div>
</dl>
<div class="outcomes" role="group" aria-label="Apple Pay">
<button type="button" class="outcome" data-value="authorized">Pay with Apple Pay</button>
<button type="button" class="outcome" data-value="cancelled">Cancel</button>
</div>
</section>
<p id="apple-pay-log" role="status"></p>`;
  return {
    status: 200,
    html: pageLayout('Apple Pay', body, {
      bodyAttributes: ` data-return-origin="${escapeHtml(returnOrigin)}"`,
      scripts: ['apple-pay-page.js'],
    }),
  };
}
