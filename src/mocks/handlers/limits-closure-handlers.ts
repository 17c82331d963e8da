import type { HttpHandler } from 'msw';
import type { ExclusionData } from '../../api/endpoints';
import type { MockDb } from '../db/create-mock-db';
import { platformFailure } from '../platform/platform-failure';
import { creatingEndpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { readJsonBody } from './read-json-body';
import { requirePlayer } from './require-player';
import { respond } from './respond';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The periods the time-out and self-exclusion forms offer (schemas/forms/time-out, self-exclusion). */
const TIME_OUT_DAYS = [1, 7, 14, 30, 42];
const EXCLUSION_MONTHS = [6, 12, 24, 60];

function addMonths(from: Date, months: number): Date {
  const date = new Date(from.getTime());
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
}

/** Closes the logged-in player's account from now until `until` (null: permanently) and ends the session. */
function close(db: MockDb, code: 216 | 217, until: Date | null): Response {
  const current = requirePlayer(db);
  if ('failure' in current) return respond(current);
  current.player.closure = { code, until: until === null ? null : until.toISOString() };
  db.endSession();
  const data: ExclusionData = { until: until === null ? null : until.toISOString() };
  return respond({ data });
}

/**
 * Time-out and self-exclusion (spec 3 §2, §8): the account is closed at once and the session ends;
 * login answers 217 (time-out) or 216 (self-exclusion, until a time or permanently) until the
 * closure ends on the platform clock. A period the forms do not offer answers 196 at its field.
 */
export function limitsClosureHandlers({ db }: HandlerContext): HttpHandler[] {
  return [
    creatingEndpointHandler(db, 'timeOut', async ({ request }) => {
      const body = await readJsonBody(request);
      const days = body.days;
      if (typeof days !== 'number' || !TIME_OUT_DAYS.includes(days)) return respond({ failure: platformFailure(196, { fields: [{ field: 'days', code: 'oneOf' }] }) });
      return close(db, 217, new Date(db.now().getTime() + days * DAY_MS));
    }),
    creatingEndpointHandler(db, 'selfExclusion', async ({ request }) => {
      const body = await readJsonBody(request);
      const months = body.months;
      if (typeof months !== 'number' || (months !== 0 && !EXCLUSION_MONTHS.includes(months)))
        return respond({ failure: platformFailure(196, { fields: [{ field: 'months', code: 'oneOf' }] }) });
      return close(db, 216, months === 0 ? null : addMonths(db.now(), months));
    }),
  ];
}
