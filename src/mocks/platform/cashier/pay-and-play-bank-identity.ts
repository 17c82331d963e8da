import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { seedPlayer } from '../../db/seed-player';

/** The simulated bank whose account holder is the seeded Swedish player (SCENARIOS.md "Pay-and-play visitor deposit"). */
const KNOWN_HOLDER: Readonly<Record<string, string>> = { seb: 'swede@example.com' };

/**
 * spec 2 §1 pay-and-play: the bank identifies the person behind a visitor's deposit. In the
 * simulator an SEB account belongs to the seeded swede@example.com (an existing player is found
 * by the identity); any other bank and country is a person new to the casino, registered by
 * the deposit as `payandplay.<bank>.<country>@example.com` (found again by a later deposit).
 */
export function playerOfBankIdentity(db: MockDb, identity: { bank: string; country: string }, currency: string): MockPlayer {
  const email = KNOWN_HOLDER[identity.bank] ?? `payandplay.${identity.bank}.${identity.country.toLowerCase()}@example.com`;
  const found = db.findPlayerByEmail(email);
  if (found) return found;
  const { id: _id, ...fresh } = seedPlayer('', email, {
    firstName: 'Bank',
    lastName: 'Customer',
    country: identity.country,
    currency,
    language: 'en',
    market: db.state.market,
    payAndPlay: true,
    // a pay-and-play account has no password of its own: the bank logs it in
    password: '',
    note: 'registered by a visitor pay-and-play deposit',
  });
  return db.addPlayer(fresh);
}
