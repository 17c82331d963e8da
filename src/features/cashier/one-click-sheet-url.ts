import countries from 'i18n-iso-countries';
import type { DepositMethod } from '../../api/endpoints/cashier';
import { MARKETS } from '../../engine/market';

/** spec 2 §7: the interface page of the Apple Pay one-click sheet, on the provider origin. */
export const ONE_CLICK_SHEET_PATH = '/interfaces/safecharge-applepay.html';

export interface OneClickSheetRequest {
  /** the provider origin the page is served from (providerOrigins()[0]) */
  providerOrigin: string;
  method: Pick<DepositMethod, 'method' | 'metadata'>;
  /** with two decimals */
  amount: string;
  currency: string;
  /** the market the player deposits in (its country is the sheet's countryCode; none for INT) */
  market: string;
  /** the name the sheet shows the player is paying */
  companyName: string;
  /** the processor's environment: prod in a production build, test elsewhere */
  env: 'prod' | 'test';
  /** the app origin the page answers to */
  returnOrigin: string;
}

/**
 * The address of the Apple Pay sheet of a oneClick method (spec 2 §7: env, merchantId,
 * merchantSiteId, countryCode, companyName, method, currencyCode; the amount it asks the wallet
 * for and the origin it answers to), or null when the platform sent no merchant for the method —
 * the sheet cannot be opened then ("Frame is not supported"). countryCode is the market's country
 * as ISO 3166-1 alpha-2, left out for the international market.
 */
export function oneClickSheetUrl(request: OneClickSheetRequest): string | null {
  const merchant = request.method.metadata;
  if (!merchant || merchant.merchantId === '' || merchant.merchantSiteId === '') return null;
  const url = new URL(ONE_CLICK_SHEET_PATH, request.providerOrigin);
  url.searchParams.set('env', request.env);
  url.searchParams.set('merchantId', merchant.merchantId);
  url.searchParams.set('merchantSiteId', merchant.merchantSiteId);
  const country = MARKETS.find((market) => market.id === request.market)?.country;
  const alpha2 = country ? countries.alpha3ToAlpha2(country) : undefined;
  if (alpha2) url.searchParams.set('countryCode', alpha2);
  url.searchParams.set('companyName', request.companyName);
  url.searchParams.set('method', String(request.method.method));
  url.searchParams.set('currencyCode', request.currency);
  url.searchParams.set('amount', request.amount);
  url.searchParams.set('returnOrigin', request.returnOrigin);
  return url.href;
}
