import type { RegisterData } from '../../api/endpoints';
import type { RuleContext } from '../../engine/rules/rule';
import type { MockDb } from '../db/create-mock-db';
import { emptyWallet } from '../db/seed-wallet';
import type { PlatformFailure } from './platform-failure';
import { playerSummary } from './player-summary';
import { registrationFailure } from './registration-failure';
import { registrationOutcome } from './registration-outcome';

const LANGUAGE_BY_MARKET: Readonly<Record<string, string>> = { HUN: 'hu', SWE: 'sv' };

export type RegisterOutcome =
  | { ok: true; data: RegisterData; activationCode?: string }
  | { ok: false; failure: PlatformFailure };

export interface RegisterPlayerOptions {
  /** identity already proven by a provider (third-party registration) */
  verified?: boolean;
}

/** Creates the player after the full server validation; the outcome decides what happens next. */
export async function registerPlayer(
  db: MockDb,
  data: Record<string, unknown>,
  ctx: RuleContext,
  options: RegisterPlayerOptions = {},
): Promise<RegisterOutcome> {
  const failure = await registrationFailure(db, data, ctx);
  if (failure) return { ok: false, failure };
  const email = String(data.email).trim();
  const outcome = registrationOutcome(email, ctx.settings);
  const str = (name: string, fallback = '') => (typeof data[name] === 'string' ? String(data[name]).trim() : fallback);
  const currency = str('currency');
  const nationalIdNumber = str('nationalIdNumber');
  const player = db.addPlayer({
    email,
    password: String(data.password),
    nickName: str('nickName', email.split('@')[0]?.replace(/[^A-Za-z0-9_]/g, '_') ?? ''),
    firstName: str('firstName'),
    lastName: str('lastName'),
    birthDate: str('birthDate'),
    gender: str('gender'),
    country: str('country'),
    currency,
    language: LANGUAGE_BY_MARKET[ctx.market] ?? 'en',
    phoneNumber: str('phoneNumber'),
    zipCode: str('zipCode'),
    city: str('city'),
    address: str('address'),
    market: ctx.market,
    status: 'active',
    activated: outcome !== 'activation',
    emailVerified: outcome === 'autoLogin',
    phoneVerified: outcome === 'autoLogin',
    verified: options.verified === true,
    ...(nationalIdNumber ? { nationalIdNumber } : {}),
    receiveEmail: data.receiveEmail === true,
    receiveSms: data.receiveSms === true,
    receivePushNotification: data.receivePushNotification === true,
    hackCount: 0,
    loginCount: 0,
  });
  db.state.wallets[player.id] = emptyWallet(currency);
  db.state.registrations.push({ email, market: ctx.market, at: ctx.now.toISOString(), outcome });
  const flags = { activationRequired: outcome === 'activation', verificationRequired: outcome === 'verification', autoLogin: outcome === 'autoLogin' };
  if (outcome === 'activation') return { ok: true, data: flags, activationCode: db.issueActivationCode(email) };
  if (outcome === 'verification') return { ok: true, data: flags };
  db.startSession(player);
  return { ok: true, data: { ...flags, player: playerSummary(player) } };
}
