import type { MarketId } from '../../engine/market';
import type { MockDb } from '../db/create-mock-db';
import type { MockPlayer } from '../db/mock-types';
import { seededPlayerEmail } from '../db/seeded-player-email';
import type { ProviderClient } from '../provider/provider-client';
import { platformFailure, type PlatformFailure } from './platform-failure';

export const SOCIAL_PROVIDERS: readonly string[] = ['google', 'facebook', 'apple'];

/**
 * Token login with a social provider's session (tokenProvider google / facebook / apple): the
 * platform asks the provider about the session. Approved as a registered person → the seeded
 * player of the tab's market; "no account" (persona new) → 110 so the app offers sign-up;
 * anything else (unknown, other provider, cancelled, still pending) → 286.
 */
export async function socialLoginPlayer(
  db: MockDb,
  provider: ProviderClient,
  tokenProvider: string,
  token: unknown,
  market: MarketId,
): Promise<{ player: MockPlayer } | { failure: PlatformFailure }> {
  const session = typeof token === 'string' && token !== '' ? await provider.getSession(token) : undefined;
  if (!session || session.method !== tokenProvider || session.status !== 'approved') return { failure: platformFailure(286) };
  if (session.persona === 'new') return { failure: platformFailure(110) };
  if (session.persona !== 'registered' && session.persona !== 'registeredAutoLogin') return { failure: platformFailure(286) };
  const player = db.findPlayerByEmail(seededPlayerEmail(market));
  return player ? { player } : { failure: platformFailure(110) };
}
