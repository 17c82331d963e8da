import type { RuleContext } from '../../engine/rules/rule';
import { settingsFor } from '../../engine/settings-for';
import type { MockDb } from '../db/create-mock-db';
import { effectiveMarket } from './effective-market';

/** The platform validates with the same settings it serves for the request's market. */
export function ruleContextFor(request: Request, db: MockDb): RuleContext {
  const market = effectiveMarket(request, db);
  return { market, settings: settingsFor(market), now: db.now() };
}
