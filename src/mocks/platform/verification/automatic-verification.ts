import { AUTOMATIC_VERIFICATION_PROVIDERS, type AccountVerificationStatusData, type AutomaticVerificationProvider, type StartAutomaticVerificationData } from '../../../api/endpoints';
import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import type { ProviderClient } from '../../provider/provider-client';
import { platformFailure, type PlatformFailure } from '../platform-failure';
import { emptyVerificationState } from './verification-state';

type Answer<T> = Promise<{ data: T } | { failure: PlatformFailure }>;

/** The settings flag of each automatic provider (src/features/verification/verification-back-end-flags.ts). */
const FLAG_OF: Readonly<Record<AutomaticVerificationProvider, string>> = { veriff: 'veriffActive', ondato: 'ondatoActive', sumsub: 'sumsubActive' };

/** Automatic attempts a player has (spec 1 §8 305: then the manual upload is offered). */
export const AUTOMATIC_ATTEMPT_LIMIT = 3;

/** The only pages a provider may send its frame or popup back to: the app's own message interface and window middleware. */
const RETURN_PATHS: readonly string[] = ['/interfaces/message.html', '/interfaces/window-middleware.html'];

function isProvider(value: unknown): value is AutomaticVerificationProvider {
  return typeof value === 'string' && (AUTOMATIC_VERIFICATION_PROVIDERS as readonly string[]).includes(value);
}

/** returnUrl must be an http(s) /interfaces/message.html or /interfaces/window-middleware.html without credentials or a query of its own. */
function isReturnUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && RETURN_PATHS.includes(url.pathname) && url.username === '' && url.password === '' && url.search === '';
  } catch {
    return false;
  }
}

/**
 * Starts an automatic identity verification (SCENARIOS.md "Verification"): a provider switched off
 * by its back-end flag is 297, a returnUrl other than the app's /interfaces/message.html (frame) or
 * /interfaces/window-middleware.html (popup) is 196,
 * the fourth attempt of a player is 305 (the limit of automatic validation attempts), an
 * unreachable provider is 297. The answer is the provider page's address (verificationUrl).
 */
export async function startAutomaticVerification(
  db: MockDb,
  player: MockPlayer,
  provider: ProviderClient,
  providerOrigin: string,
  be: Readonly<Record<string, unknown>>,
  name: unknown,
  body: Record<string, unknown>,
): Answer<StartAutomaticVerificationData> {
  if (!isProvider(name) || be[FLAG_OF[name]] !== true) return { failure: platformFailure(297) };
  if (!isReturnUrl(body.returnUrl)) return { failure: platformFailure(196, { fields: [{ field: 'returnUrl', code: 'required' }] }) };
  const attempts = db.state.verification?.automaticSessions?.filter((record) => record.playerId === player.id).length ?? 0;
  if (attempts >= AUTOMATIC_ATTEMPT_LIMIT) return { failure: platformFailure(305) };
  const started = await provider.createSession({ method: name, kind: 'redirect', purpose: 'verification' });
  if (!started) return { failure: platformFailure(297) };
  const state = (db.state.verification ??= emptyVerificationState());
  (state.automaticSessions ??= []).push({ session: started.session, provider: name, playerId: player.id, startedAt: db.now().toISOString() });
  const query = new URLSearchParams({ session: started.session, returnUrl: body.returnUrl });
  return { data: { verificationUrl: `${providerOrigin.replace(/\/+$/, '')}/automatic-verification.html?${query.toString()}` } };
}

/**
 * The player's verification now: verified players are approved; otherwise the latest automatic
 * session decides, read from the provider as a real back end learns it (an approval verifies the
 * player once); pending while the person has not decided; none without a session.
 */
export async function accountVerificationStatus(db: MockDb, player: MockPlayer, provider: ProviderClient): Answer<AccountVerificationStatusData> {
  if (player.verified) return { data: { status: 'approved' } };
  const sessions = db.state.verification?.automaticSessions?.filter((record) => record.playerId === player.id) ?? [];
  const latest = sessions.at(-1);
  if (!latest) return { data: { status: 'none' } };
  if (latest.outcome === undefined) {
    const session = await provider.getSession(latest.session);
    if (!session) return { failure: platformFailure(297) };
    if (session.status === 'pending') return { data: { status: 'pending' } };
    latest.outcome = session.status === 'approved' ? 'approved' : 'rejected';
    if (latest.outcome === 'approved') {
      player.verified = true;
      db.state.verification?.identityVerifications.push({ method: latest.provider, subject: player.id, at: db.now().toISOString() });
    }
  }
  return { data: { status: latest.outcome } };
}
