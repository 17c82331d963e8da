import { FALLBACK_MARKET } from './variant-index';

/** The market the served settings belong to (fe.market), or the fallback market when they name none. */
export function servedMarket(fe: Readonly<Record<string, unknown>> | null | undefined): string {
  const market = fe?.market;
  return typeof market === 'string' && market !== '' ? market : FALLBACK_MARKET;
}
