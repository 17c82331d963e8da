import { isMarket, type MarketId } from '../../engine/market';
import type { MockDb } from '../db/create-mock-db';

/** Header a test sends to pick the market of one request (vitest); else the session's market. */
export const MARKET_HEADER = 'x-mock-market';

export function effectiveMarket(request: Request, db: MockDb): MarketId {
  const requested = request.headers.get(MARKET_HEADER)?.trim().toUpperCase();
  return requested && isMarket(requested) ? requested : db.state.market;
}
