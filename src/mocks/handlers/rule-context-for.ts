import type { RuleContext } from '../../engine/rules/rule';
import type { MockDb } from '../db/create-mock-db';
import { effectiveMarket } from './effective-market';
import { servedSettings } from './served-settings';

/** The platform validates with the same settings it serves for the request's market. */
export function ruleContextFor(request: Request, db: MockDb): RuleContext {
  const market = effectiveMarket(request, db);
  return { market, settings: servedSettings(request, db), now: db.now() };
}
