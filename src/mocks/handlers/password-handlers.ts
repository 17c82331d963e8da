import { http, type HttpHandler } from 'msw';
import type { MockDb } from '../db/create-mock-db';
import { platformFailure, type PlatformFailure } from '../platform/platform-failure';
import { scenarioError } from '../platform/scenario-error';
import { API_PATTERN, endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { readJsonBody } from './read-json-body';
import { requirePlayer } from './require-player';
import { respond } from './respond';

/** Reset code that answers 183 (the second "wrong code" of the catalogue); unknown codes answer 150. */
const INVALID_RESET_CODE = 'invalid-code';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function missingFields(body: Record<string, unknown>, names: string[]): PlatformFailure | undefined {
  const missing = names.filter((name) => text(body[name]) === '');
  return missing.length > 0 ? platformFailure(196, { fields: missing.map((field) => ({ field, code: 'required' })) }) : undefined;
}

function issueResetCode(db: MockDb, email: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const code = `reset-${Array.from(bytes, (value) => value.toString(16).padStart(2, '0')).join('')}`;
  db.state.resetCodes[code] = { code, email, status: 'valid' };
  return code;
}

function resetPassword(db: MockDb, body: Record<string, unknown>): PlatformFailure | undefined {
  const missing = missingFields(body, ['activationCode', 'newPassword']);
  if (missing) return missing;
  const code = text(body.activationCode).trim();
  if (code === INVALID_RESET_CODE) return platformFailure(183);
  const record = db.state.resetCodes[code];
  if (!record) return platformFailure(150);
  if (record.status === 'used') return platformFailure(113);
  if (record.status === 'expired') return platformFailure(116);
  const player = db.findPlayerByEmail(record.email);
  if (!player) return platformFailure(150);
  const newPassword = text(body.newPassword);
  if (newPassword === player.password) return platformFailure(182);
  player.password = newPassword;
  player.hackCount = 0;
  record.status = 'used';
  return undefined;
}

function changePassword(db: MockDb, body: Record<string, unknown>): PlatformFailure | undefined {
  const current = requirePlayer(db);
  if ('failure' in current) return current.failure;
  const missing = missingFields(body, ['oldPassword', 'newPassword']);
  if (missing) return missing;
  const { player } = current;
  if (text(body.oldPassword) !== player.password) {
    player.hackCount += 1;
    return platformFailure(109, { hackLimit: db.state.hackLimit, hackCount: player.hackCount });
  }
  const newPassword = text(body.newPassword);
  if (newPassword === player.password) return platformFailure(182);
  player.password = newPassword;
  player.hackCount = 0;
  return undefined;
}

/**
 * Password recovery and change (spec 1 §2, §4): forgot (181 unknown e-mail; a reset code is
 * "e-mailed", i.e. logged and readable at /api/__mock/last-reset-code), reset by code (113 used,
 * 116 expired, 150/183 wrong, 182 same password) and change while logged in (109 wrong old
 * password, 182 same password). Inputs are listed in SCENARIOS.md.
 */
export function passwordHandlers({ db, log }: HandlerContext): HttpHandler[] {
  return [
    endpointHandler('forgotPassword', async ({ request }) => {
      const body = await readJsonBody(request);
      const email = text(body.email).trim();
      const failure = missingFields(body, ['email']) ?? scenarioError(email, db.now());
      if (failure) return respond({ failure });
      if (!db.findPlayerByEmail(email)) return respond({ failure: platformFailure(181) });
      const code = issueResetCode(db, email);
      log(`password reset code for ${email}: ${code} (open /forgot-password/reset/${code})`);
      return respond({ data: {} });
    }),
    endpointHandler('resetPassword', async ({ request }) => {
      const failure = resetPassword(db, await readJsonBody(request));
      return failure ? respond({ failure }) : respond({ data: {} });
    }),
    endpointHandler('changePassword', async ({ request }) => {
      const failure = changePassword(db, await readJsonBody(request));
      return failure ? respond({ failure }) : respond({ data: {} });
    }),
    // mock-only (never on a real platform): the reset code a real platform would have e-mailed
    http.get(`${API_PATTERN}/__mock/last-reset-code`, ({ request }) => {
      const email = new URL(request.url).searchParams.get('email') ?? '';
      const sameEmail = (other: string) => other.trim().toLowerCase() === email.trim().toLowerCase();
      const activationCode = Object.values(db.state.resetCodes).filter((record) => sameEmail(record.email)).at(-1)?.code;
      return activationCode ? respond({ data: { activationCode } }) : respond({ failure: platformFailure(101) });
    }),
  ];
}
