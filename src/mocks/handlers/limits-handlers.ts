import type { HttpHandler } from 'msw';
import type { LimitAmountChange } from '../../api/endpoints';
import { isJsonObject } from '../../engine/is-json-object';
import { isLimitPeriod, isLimitType, type LimitPeriod } from '../../engine/limits/limit-kinds';
import { limitRegimeOf } from '../../engine/limits/limit-regime';
import type { MockDb } from '../db/create-mock-db';
import type { MockPlayer } from '../db/mock-types';
import { applyLimitCommand, type LimitCommand } from '../platform/limits/apply-limit-command';
import { limitsView } from '../platform/limits/limits-view';
import type { PlayerLimitBook } from '../platform/limits/player-limit-book';
import { settleLimits } from '../platform/limits/settle-limits';
import { platformFailure } from '../platform/platform-failure';
import { creatingEndpointHandler, endpointHandler, type ResolverInfo } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { readJsonBody } from './read-json-body';
import { requirePlayer } from './require-player';
import { respond } from './respond';
import { servedSettings } from './served-settings';

function bookOf(db: MockDb, player: MockPlayer): PlayerLimitBook {
  const all = (db.state.limits ??= {});
  return (all[player.id] ??= {});
}

function periodsOf(value: unknown): Partial<Record<LimitPeriod, LimitAmountChange>> {
  if (!isJsonObject(value)) return {};
  const periods: Partial<Record<LimitPeriod, LimitAmountChange>> = {};
  for (const [period, change] of Object.entries(value)) {
    if (!isLimitPeriod(period) || !isJsonObject(change)) continue;
    periods[period] = { amount: typeof change.amount === 'string' ? change.amount : null, autoRenew: change.autoRenew === true };
  }
  return periods;
}

/**
 * The limit calls (spec 3 §7): read, set, remove, undo and confirm per type and period. The
 * regime is the served market's `fe.limitRegime` — the same data the editor and the content
 * check read — and effective times come from it (src/engine/limits/change-effective-time.ts);
 * what has come due is settled before every answer, so moving the clock is enough.
 */
export function limitsHandlers({ db }: HandlerContext): HttpHandler[] {
  const run = (kind: Exclude<LimitCommand['kind'], 'set'>) => ({ request, params }: ResolverInfo) => {
    const current = requirePlayer(db);
    if ('failure' in current) return respond(current);
    const { type, period } = params;
    if (!isLimitType(type) || !isLimitPeriod(period)) return respond({ failure: platformFailure(101) });
    const regime = limitRegimeOf(servedSettings(request, db).fe);
    const book = bookOf(db, current.player);
    settleLimits(book, regime, db.now());
    const failure = applyLimitCommand(book, regime, db.now(), { kind, type, period });
    return respond(failure ? { failure } : { data: {} });
  };
  return [
    endpointHandler('limits', ({ request }) => {
      const current = requirePlayer(db);
      if ('failure' in current) return respond(current);
      const regime = limitRegimeOf(servedSettings(request, db).fe);
      const book = bookOf(db, current.player);
      settleLimits(book, regime, db.now());
      const currency = db.walletOf(current.player).currency;
      return respond({ data: limitsView(book, regime, db.now(), currency) });
    }),
    creatingEndpointHandler(db, 'setLimits', async ({ request, params }) => {
      const current = requirePlayer(db);
      if ('failure' in current) return respond(current);
      const type = params.type;
      if (!isLimitType(type)) return respond({ failure: platformFailure(101) });
      const body = await readJsonBody(request);
      const regime = limitRegimeOf(servedSettings(request, db).fe);
      const book = bookOf(db, current.player);
      settleLimits(book, regime, db.now());
      const failure = applyLimitCommand(book, regime, db.now(), { kind: 'set', type, periods: periodsOf(body.periods) });
      if (!failure && type === 'netDeposit') current.player.permanentNetDepositLimit = book.netDeposit?.permanent?.amount ?? undefined;
      return respond(failure ? { failure } : { data: {} });
    }),
    creatingEndpointHandler(db, 'removeLimit', run('remove')),
    endpointHandler('undoRemoveLimit', run('undoRemove')),
    endpointHandler('undoIncreaseLimit', run('undoIncrease')),
    endpointHandler('confirmLimitIncrease', run('confirmIncrease')),
    endpointHandler('confirmLimitRemoval', run('confirmRemoval')),
  ];
}
