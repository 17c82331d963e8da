import { http, type HttpHandler } from 'msw';
import type { LimitAmountChange, QuestionnaireResult } from '../../api/endpoints';
import { isJsonObject } from '../../engine/is-json-object';
import { depositLimitPopupsOf } from '../../engine/limits/deposit-limit-popups';
import { isLimitPeriod, isLimitType, type LimitPeriod } from '../../engine/limits/limit-kinds';
import { pgsiAnswers, pgsiBand, pgsiScore, PGSI_QUESTIONS } from '../../engine/limits/pgsi-score';
import type { MockDb } from '../db/create-mock-db';
import type { MockPlayer } from '../db/mock-types';
import { decimalCents } from '../../engine/money/decimal-cents';
import { applyLimitCommand, type LimitCommand } from '../platform/limits/apply-limit-command';
import { limitsView } from '../platform/limits/limits-view';
import type { PlayerLimitBook } from '../platform/limits/player-limit-book';
import { regimeForPlayer } from '../platform/limits/regime-for-player';
import { settleLimits } from '../platform/limits/settle-limits';
import { platformFailure } from '../platform/platform-failure';
import { playerRealityCheck, setPlayerRealityCheck } from '../platform/limits/player-reality-check';
import { ruleContextFor } from './rule-context-for';
import { API_PATTERN, creatingEndpointHandler, endpointHandler, type ResolverInfo } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { readJsonBody } from './read-json-body';
import { requirePlayer } from './require-player';
import { respond } from './respond';
import { servedSettings } from './served-settings';

function bookOf(db: MockDb, player: MockPlayer): PlayerLimitBook {
  const all = (db.state.limits ??= {});
  return (all[player.id] ??= {});
}

/**
 * The account details' permanentNetDepositLimit (the menu's net-deposit-threshold item) follows
 * the player's net deposit limit once they have one in the book — set, raised, or removed when its
 * time comes (a seeded value stays until the player changes the limit).
 */
function syncNetDeposit(player: MockPlayer, book: PlayerLimitBook): void {
  if (book.netDeposit === undefined) return;
  player.permanentNetDepositLimit = book.netDeposit.permanent?.amount ?? undefined;
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
 * regime is the `fe.limitRegime` of the player's applied country (regimeForPlayer) — the same data the editor and the content
 * check read — and effective times come from it (src/engine/limits/change-effective-time.ts);
 * what has come due is settled before every answer, so moving the clock is enough.
 */
export function limitsHandlers({ db }: HandlerContext): HttpHandler[] {
  const run = (kind: Exclude<LimitCommand['kind'], 'set'>) => ({ request, params }: ResolverInfo) => {
    const current = requirePlayer(db);
    if ('failure' in current) return respond(current);
    const { type, period } = params;
    if (!isLimitType(type) || !isLimitPeriod(period)) return respond({ failure: platformFailure(101) });
    const regime = regimeForPlayer(servedSettings(request, db), current.player);
    const book = bookOf(db, current.player);
    settleLimits(book, regime, db.now());
    const failure = applyLimitCommand(book, regime, db.now(), { kind, type, period });
    syncNetDeposit(current.player, book);
    return respond(failure ? { failure } : { data: {} });
  };
  return [
    endpointHandler('limits', ({ request }) => {
      const current = requirePlayer(db);
      if ('failure' in current) return respond(current);
      const served = servedSettings(request, db);
      const regime = regimeForPlayer(served, current.player);
      const book = bookOf(db, current.player);
      settleLimits(book, regime, db.now());
      const currency = db.walletOf(current.player).currency;
      syncNetDeposit(current.player, book);
      const { highAmount } = depositLimitPopupsOf(served.fe.depositLimitConfirmations);
      return respond({ data: limitsView(book, regime, db.now(), currency, highAmount) });
    }),
    creatingEndpointHandler(db, 'setLimits', async ({ request, params }) => {
      const current = requirePlayer(db);
      if ('failure' in current) return respond(current);
      const type = params.type;
      if (!isLimitType(type)) return respond({ failure: platformFailure(101) });
      const body = await readJsonBody(request);
      const regime = regimeForPlayer(servedSettings(request, db), current.player);
      const book = bookOf(db, current.player);
      settleLimits(book, regime, db.now());
      const failure = applyLimitCommand(book, regime, db.now(), { kind: 'set', type, periods: periodsOf(body.periods) });
      if (!failure) syncNetDeposit(current.player, book);
      return respond(failure ? { failure } : { data: {} });
    }),
    creatingEndpointHandler(db, 'removeLimit', run('remove')),
    endpointHandler('undoRemoveLimit', run('undoRemove')),
    endpointHandler('undoIncreaseLimit', run('undoIncrease')),
    endpointHandler('confirmLimitIncrease', run('confirmIncrease')),
    endpointHandler('confirmLimitRemoval', run('confirmRemoval')),
    // QA: what the player has used of a limit this period (deposits, losses, wagers, session minutes), to see the
    // available ring, the lowLimit1 popup and a renewal that starts again with nothing used
    http.post(`${API_PATTERN}/__mock/limits`, async ({ request }) => {
      const current = requirePlayer(db);
      if ('failure' in current) return respond(current);
      const body = await readJsonBody(request);
      const { type, period, used } = body;
      if (!isLimitType(type) || !isLimitPeriod(period) || typeof used !== 'string' || decimalCents(used) === null || (decimalCents(used) ?? 0) < 0)
        return respond({ failure: platformFailure(196, { fields: [{ field: 'used', code: 'invalid' }] }) });
      const regime = regimeForPlayer(servedSettings(request, db), current.player);
      const book = bookOf(db, current.player);
      settleLimits(book, regime, db.now());
      const record = book[type]?.[period];
      if (!record || record.amount === null) return respond({ failure: platformFailure(101) });
      record.usedAmount = used;
      return respond({ data: {} });
    }),
    // the player's reality-check interval (the Session Time page): read, and set where the market lets the player choose
    endpointHandler('realityCheck', () => {
      const current = requirePlayer(db);
      if ('failure' in current) return respond(current);
      return respond({ data: playerRealityCheck(db, current.player.id) });
    }),
    creatingEndpointHandler(db, 'setRealityCheck', async ({ request }) => {
      const current = requirePlayer(db);
      if ('failure' in current) return respond(current);
      const body = await readJsonBody(request);
      return respond(await setPlayerRealityCheck(db, current.player.id, body, servedSettings(request, db), ruleContextFor(request, db)));
    }),
    // the responsible-gambling self-assessment (/my/questionnaire): nine PGSI answers 0–3, scored and recorded
    creatingEndpointHandler(db, 'submitQuestionnaire', async ({ request }) => {
      const current = requirePlayer(db);
      if ('failure' in current) return respond(current);
      const body = await readJsonBody(request);
      const given = isJsonObject(body.answers) ? body.answers : {};
      const answers = pgsiAnswers(Object.fromEntries(PGSI_QUESTIONS.map((question) => [question, typeof given[question] === 'number' ? given[question] : undefined])));
      if (answers === null) {
        const fields = PGSI_QUESTIONS.filter((question) => typeof given[question] !== 'number' || ![0, 1, 2, 3].includes(given[question])).map((field) => ({ field, code: 'oneOf' }));
        return respond({ failure: platformFailure(196, { fields }) });
      }
      const score = pgsiScore(answers);
      const data: QuestionnaireResult = { score, band: pgsiBand(score) };
      return respond({ data });
    }),
  ];
}
