import { DEFAULT_MARKET } from '../../engine/market';
import type { MockDbState, MockPlayer } from './mock-types';
import { seedPlayer } from './seed-player';
import { seedWallet } from './seed-wallet';

/** The accounts QA reaches each scenario with (src/mocks/SCENARIOS.md lists them). */
const PLAYERS: MockPlayer[] = [
  seedPlayer('p1', 'player@example.com', {
    nickName: 'LuckyAnna',
    availableBonusCount: 2,
    // the offers of /my/available-bonuses (src/mocks/platform/bonuses/available-bonus-catalogue.ts)
    availableBonuses: ['a-birthday', 'a-reload'],
    // the two bonuses behind the wallet's promo 5000.50, 20 free spins and wagering 12000.00 of 40000.00 (issue 16 §4)
    bonuses: [
      { bonusId: 'b-welcome', campaignId: 7001, title: 'Welcome bonus', bonusType: 'promo', amount: '5000.50', currency: 'HUF', currentTurnover: '12000.00', totalTurnover: '40000.00', grantedAt: '2026-01-10T09:00:00.000Z', expiresAt: '2027-02-10T09:00:00.000Z' },
      { bonusId: 'b-spins', campaignId: 7002, title: 'Weekend spins', bonusType: 'freeSpin', freeSpins: 20, currency: 'HUF', currentTurnover: '0.00', totalTurnover: '0.00', grantedAt: '2026-01-12T18:00:00.000Z', expiresAt: '2027-01-19T18:00:00.000Z' },
    ],
    note: 'HUN, activated, verified; 20 free spins, 2 available bonuses, wagering 12000.00 of 40000.00; current bonuses Welcome bonus (promo) and Weekend spins',
  }),
  seedPlayer('p2', 'unverified@example.com', {
    firstName: 'Béla',
    lastName: 'Nagy',
    gender: 'male',
    emailVerified: false,
    phoneVerified: false,
    verified: false,
    note: 'e-mail and phone not verified',
  }),
  // verification (issue 13): one channel pending, so the warning banner links to the modal
  seedPlayer('v1', 'unverified.phone@example.com', { phoneNumber: '+36301234567', phoneVerified: false, verified: false, note: 'phone not verified' }),
  seedPlayer('v2', 'unverified.email@example.com', { emailVerified: false, verified: false, note: 'e-mail not verified' }),
  seedPlayer('p3', 'swede@example.com', {
    firstName: 'Astrid',
    lastName: 'Lindqvist',
    country: 'SWE',
    currency: 'SEK',
    language: 'sv',
    phoneNumber: '+46701234567',
    zipCode: '11122',
    city: 'Stockholm',
    address: 'Drottninggatan 10',
    market: 'SWE',
    note: 'SWE market',
  }),
  ...(['INT', 'GBR', 'ROU', 'NLD', 'EST', 'LTU', 'MLT'] as const).map((market, index) =>
    seedPlayer(`m${index + 1}`, `player.${market.toLowerCase()}@example.com`, {
      firstName: 'Alex',
      lastName: 'Morgan',
      country: market === 'INT' ? 'DEU' : market,
      currency: market === 'GBR' ? 'GBP' : market === 'ROU' ? 'RON' : 'EUR',
      language: 'en',
      market,
      note: `${market} market`,
    }),
  ),
  seedPlayer('p4', 'nickowner@example.com', { nickName: 'taken_nick', note: 'owns the nickname taken_nick (171)' }),
  seedPlayer('p5', 'frozen@example.com', { status: 'frozen', note: '111 frozen' }),
  seedPlayer('p6', 'closed@example.com', { status: 'closed', note: '112 closed' }),
  seedPlayer('p7', 'deleted@example.com', { status: 'deleted', note: '112 deleted (deletionRequested)' }),
  seedPlayer('p8', 'notactivated@example.com', { activated: false, note: '114 not activated; expired-code' }),
  seedPlayer('p9', 'blocked-country@example.com', { status: 'blockedCountry', note: '108 country blacklisted' }),
  seedPlayer('p10', 'selfexcluded@example.com', { status: 'selfExcluded', note: '120 excluded' }),
  seedPlayer('p11', 'toactivate@example.com', { activated: false, note: 'activation code valid-code' }),
  seedPlayer('p12', 'slow@example.com', { note: 'login answers after slowResponseMs (client timeout)' }),
  seedPlayer('p13', 'slowdetails@example.com', { note: 'account details after slowDetailsMs (popover timeout)' }),
  seedPlayer('p14', 'payandplay@example.com', {
    firstName: 'Erik',
    lastName: 'Berg',
    payAndPlay: true,
    note: 'came through pay-and-play: the side menu hides Password, Payment details, Verify account',
  }),
  seedPlayer('p15', 'netdeposit@example.com', {
    permanentNetDepositLimit: '2000.00',
    note: 'permanent net deposit limit 2000.00: the net-deposit-threshold menu item shows',
  }),
  seedPlayer('p16', 'vip@example.com', { groups: ['VIP'], note: 'member of group VIP: sees the high-rollers page' }),
  seedPlayer('p17', 'minor.gbr@example.com', {
    market: 'GBR',
    country: 'GBR',
    currency: 'GBP',
    potentialMinor: true,
    note: 'GBR player flagged as a potential minor: uk-rules and uk-minors body classes',
  }),
  // account pages (issue 16): an empty wallet, so /my/profile-close can close it (others answer 263)
  // games (issue 17 §4): 20 years old in Estonia, where sports betting starts at 21 (casino at 18)
  seedPlayer('g1', 'young.est@example.com', { market: 'EST', country: 'EST', currency: 'EUR', birthDate: '2006-01-01', note: 'EST player aged 20: sports betting (21+) hidden and refused' }),
  // limits (issue 17 §3): accounts closed by a national exclusion register (238 with the provider), not by the player here
  seedPlayer('x1', 'spelpaus@example.com', {
    market: 'SWE',
    country: 'SWE',
    currency: 'SEK',
    closure: { code: 238, until: '2031-01-01T00:00:00.000Z', provider: 3 },
    note: '238 registered with Spelpaus (provider 3) until 2031-01-01',
  }),
  seedPlayer('x2', 'gamstop@example.com', {
    market: 'GBR',
    country: 'GBR',
    currency: 'GBP',
    closure: { code: 238, until: null, provider: 0 },
    note: '238 registered with GamStop (provider 0), no end',
  }),
  seedPlayer('a1', 'closable@example.com', { nickName: 'Leaving_Lea', note: 'empty wallet: closing the account succeeds' }),
  // the password dialog without a password (issue 16 §1): logs in only by token, `/?authorizationToken=passwordless-token`
  seedPlayer('a3', 'passwordless@example.com', { password: '', nickName: 'NoKey_Nils', note: 'no password (pay-and-play style): log in with ?authorizationToken=passwordless-token' }),
  // the prefill form (issue 16 §1): an account missing what deposits, withdrawals, games and bingo need
  seedPlayer('a2', 'incomplete@example.com', {
    nickName: '',
    firstName: '',
    lastName: '',
    country: 'AUS',
    city: '',
    address: '',
    zipCode: '',
    phoneNumber: '',
    phoneVerified: false,
    verified: false,
    note: 'no names, nickname, address, zip or phone; country AUS (has states): every prefill type asks',
  }),
  // the Hungarian-licence wizard (issue 14 §4): e-mail and phone verified, identity not; deposit details answer 125 once the wizard is open
  seedPlayer('w1', 'wizard@example.com', { firstName: 'Zoltán', lastName: 'Szabó', gender: 'male', verified: false, note: 'identity not verified: the Hungarian wizard' }),
  // withdrawal notices (issue 12): pending withdrawals by the e-mail's prefix; GBR's bank transfer pays out in EUR only
  seedPlayer('d1', 'withdrawals.gbr@example.com', { nickName: 'Waiting_Will', market: 'GBR', country: 'GBR', currency: 'GBP', note: 'GBR, 2 pending withdrawals (the notice hides after 10 s); bank transfer pays out in EUR only (the unsupported-currency hint)' }),
  // contract signing (issue 11): the payment card 1140001 comes with a contract to sign first (unsigned; approved 60 s after signing)
  seedPlayer('k1', 'contract@example.com', { nickName: 'Signing_Sara', note: 'HUN card 1140001 needs a signed contract (depositAgreementRequired): sign, pending, approved 60 s later' }),
  seedPlayer('w2', 'wizard2@example.com', { firstName: 'Éva', lastName: 'Tóth', verified: false, note: 'identity not verified: the Hungarian wizard (quick mode, card lookups)' }),
  // bonuses and promotions (issue 16 §4): a cool-off of 3 days makes campaigns and claims unavailable (405)
  seedPlayer('c1', 'cooloff@example.com', { nickName: 'Calm_Cecil', availableBonuses: ['a-spins'], availableBonusCount: 1, campaignCoolOffDays: 3, note: 'campaign cool-off for 3 days: promotions and the available bonus cannot be joined (405)' }),
];

export function defaultSeed(): MockDbState {
  const wallets = Object.fromEntries(PLAYERS.map((player) => [player.id, seedWallet(player.currency)]));
  wallets.a1 = seedWallet('HUF', { cash: '0.00' });
  wallets.p1 = seedWallet('HUF', { cashReserve: '20000.00', promo: '5000.50', freeSpins: 20, statusPoints: 340, currentTurnover: '12000.00', totalTurnover: '40000.00' });
  return {
    version: 1,
    market: DEFAULT_MARKET,
    geoCountry: null,
    hackLimit: 5,
    slowResponseMs: 12000,
    slowDetailsMs: 1000,
    lateRegistrationMs: 12000,
    players: structuredClone(PLAYERS),
    wallets,
    activationCodes: {
      'valid-code': { code: 'valid-code', email: 'toactivate@example.com', status: 'valid' },
      'used-code': { code: 'used-code', email: 'player@example.com', status: 'used' },
      'expired-code': { code: 'expired-code', email: 'notactivated@example.com', status: 'expired' },
    },
    resetCodes: {
      'used-code': { code: 'used-code', email: 'player@example.com', status: 'used' },
      'expired-code': { code: 'expired-code', email: 'player@example.com', status: 'expired' },
    },
    loginTokens: {
      'valid-token': { token: 'valid-token', email: 'player@example.com' },
      'passwordless-token': { token: 'passwordless-token', email: 'passwordless@example.com' },
      'unregistered-token': { token: 'unregistered-token' },
    },
    identifications: {},
    registrationTokens: {},
    identificationHoldMs: 1500,
    beSettings: {},
    registrations: [],
    idempotentAnswers: {},
    documents: [],
    session: null,
    nextId: 100,
  };
}
