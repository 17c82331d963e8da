import type { MockDeposit } from '../platform/cashier/mock-deposit';
import type { MockWithdrawal } from '../platform/cashier/mock-withdrawal';
import type { MockResumeSession } from '../platform/cashier/resume-session';
import type { MockIbanVerification } from '../platform/cashier/iban-verification';
import type {
  CreatedRecordKind,
  CurrentBonus,
  DocumentSide,
  DocumentStatus,
  EndpointName,
  IdentificationMethod,
  IdentificationResult,
  IdentifiedDetails,
} from '../../api/endpoints';
import type { MarketId } from '../../engine/market';
import type { VerificationMockState } from '../platform/verification/verification-state';
import type { PlayerLimitBook } from '../platform/limits/player-limit-book';
import type { GamesMockState } from '../platform/games/games-mock-state';
import type { DocumentsMockState } from '../platform/documents/documents-mock-state';
import type { ContactMockState } from '../platform/account/contact-messages';

/** Why a seeded account cannot log in (spec 3 §8 codes 108, 111, 112, 120). */
export type PlayerStatus = 'active' | 'frozen' | 'closed' | 'deleted' | 'blockedCountry' | 'selfExcluded';

export interface MockPlayer {
  id: string;
  email: string;
  /** plain text: this is a simulator, never a store of real credentials */
  password: string;
  nickName: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: string;
  country: string;
  /** state / province (countries with fe.countryStates); absent: none given */
  state?: string;
  currency: string;
  language: string;
  phoneNumber: string;
  zipCode: string;
  city: string;
  address: string;
  market: MarketId;
  status: PlayerStatus;
  activated: boolean;
  emailVerified: boolean;
  phoneVerified: boolean;
  /** identity verified (documents / provider) */
  verified: boolean;
  /** citizenship (ISO alpha-3) the AML questionnaire recorded; absent: the country */
  citizenship?: string;
  /** personal identity number, kept when registration sent one (third-party registrations always do) */
  nationalIdNumber?: string;
  /** came through pay-and-play (bank identification, no password of its own); menus hide items by it */
  payAndPlay?: boolean;
  /** the consents a pay-and-play login by a deposit's login code carried (spec 2 §4), newest last */
  payAndPlayConsents?: { reference: string; privacyPolicyChecked: boolean; depositAgeAndPolicyChecked: boolean; at: string }[];
  /** decimal string of a permanent net deposit limit; the net-deposit-threshold menu item needs one */
  permanentNetDepositLimit?: string;
  /** player groups content can be restricted to (case-insensitive markers) */
  groups?: string[];
  /** flagged by the platform as possibly under age (UK-minors body class under GBR rules) */
  potentialMinor?: boolean;
  receiveEmail: boolean;
  receiveSms: boolean;
  receivePushNotification: boolean;
  /** failed password attempts since the last successful login */
  hackCount: number;
  loginCount: number;
  /**
   * a responsible-gambling closure (spec 3 §8): 217 a time-out, 216 a self-exclusion (until a
   * time, or permanent when `until` is null), 238 by an exclusion provider; login is refused while it lasts
   */
  closure?: { code: 216 | 217 | 238; until: string | null; provider?: number };
  /** bonus campaigns open to the player: accountDetails.availableBonusCount (the balance button) */
  availableBonusCount?: number;
  /** the bonuses held now (/my/current-bonuses, issue 16 §4); forfeiting removes one */
  bonuses?: CurrentBonus[];
  /** the available bonuses (ids of src/mocks/platform/bonuses/available-bonus-catalogue.ts); claiming removes one */
  availableBonuses?: string[];
  /** the campaigns the player opted in to (/promotions, issue 16 §4) */
  optedInCampaigns?: number[];
  /** a cool-off of this many days from now: campaigns and claims answer 405 (SCENARIOS.md "Bonuses and promotions") */
  campaignCoolOffDays?: number;
  /** which seed scenario the account serves, for SCENARIOS.md readers */
  note?: string;
}

/** Amounts are decimal strings with two decimals ("1234.50"). */
export interface MockWallet {
  currency: string;
  cash: string;
  cashReserve: string;
  promo: string;
  bettingBonus: string;
  liveCasinoBonus: string;
  cashBack: string;
  freeSpins: number;
  freeMoney: string;
  savingCash: string;
  bonusDeduction: string;
  currentTurnover: string;
  totalTurnover: string;
  statusPoints: number;
}

export type ActivationCodeStatus = 'valid' | 'used' | 'expired';

export interface ActivationCodeRecord {
  code: string;
  email: string;
  status: ActivationCodeStatus;
}

/** A login token handed out by a provider: it logs a player in, or says nobody is registered. */
export interface LoginTokenRecord {
  token: string;
  email?: string;
  /** minted by an identification: it logs in once (a token seen in an address or a log is spent) */
  singleUse?: boolean;
  /** the login code of a visitor's pay-and-play deposit (its reference): the login must carry the visitor's consents */
  payAndPlayDeposit?: string;
}

/**
 * A started third-party identification; `token` is the provider simulator's session id
 * (identificationToken = titanToken). `result` is kept once decided, so a repeated waiting
 * request or result submission answers the same tokens.
 */
export interface IdentificationRecord {
  token: string;
  method: IdentificationMethod;
  purpose: 'login' | 'registration' | 'verification';
  startedAt: string;
  /** code methods only: after this a still pending identification answers expired */
  expirationTime?: string;
  personalCode?: string;
  phoneNumber?: string;
  bic?: string;
  result?: IdentificationResult;
}

/** A registration token from a "new person" identification: one registration, by its method only. */
export interface RegistrationTokenRecord {
  token: string;
  method: IdentificationMethod;
  /** what the provider identified; registration takes these over the form's values */
  details: IdentifiedDetails;
  used: boolean;
}

export interface RegistrationRecord {
  email: string;
  market: MarketId;
  at: string;
  outcome: RegistrationOutcome;
}

export type RegistrationOutcome = 'activation' | 'verification' | 'autoLogin';

/**
 * The first successful answer of a creating call, kept per endpoint and Idempotency-Key: the same
 * key again gets this answer replayed and creates nothing. Each is one created record of `kind`.
 */
export interface IdempotentAnswer {
  endpoint: EndpointName;
  kind: CreatedRecordKind;
  key: string;
  status: number;
  contentType: string;
  /** the answer body as sent (JSON text) */
  body: string;
  at: string;
  /** creation order */
  seq: number;
}

/** An uploaded document: metadata only; the platform simulator never keeps file contents. */
export interface MockDocument {
  id: string;
  playerId: string;
  name: string;
  side: DocumentSide;
  type: string;
  fileName: string;
  contentType: string;
  size: number;
  /** the review status (documents, issue 14: QA sets it by the file name, see SCENARIOS.md "Documents") */
  status: DocumentStatus;
  uploadedAt: string;
}

export interface MockSession {
  playerId: string;
  startedAt: string;
}

/** Everything the simulated platform remembers; plain JSON so the browser can keep it per tab. */
export interface MockDbState {
  version: 1;
  market: MarketId;
  /** country the geo lookup reports; null = the market's country */
  geoCountry: string | null;
  hackLimit: number;
  /** delay of the `slow@example.com` login, beyond the client's default time limit */
  slowResponseMs: number;
  /** delay of account details for `slowdetails@example.com`, beyond the popover's 100 ms */
  slowDetailsMs: number;
  /**
   * delay of a successful registration whose e-mail contains `+late` or `+unkept`: the player is
   * created at once, the answer comes after this, beyond the register call's client limit (10 s)
   */
  lateRegistrationMs: number;
  players: MockPlayer[];
  wallets: Record<string, MockWallet>;
  activationCodes: Record<string, ActivationCodeRecord>;
  /** password reset codes from forgot-password requests (same shape and statuses as activation codes) */
  resetCodes: Record<string, ActivationCodeRecord>;
  loginTokens: Record<string, LoginTokenRecord>;
  /** third-party identifications by token (provider session id) */
  identifications: Record<string, IdentificationRecord>;
  registrationTokens: Record<string, RegistrationTokenRecord>;
  /** how long a waiting request for a pending identification is held (beyond the client's 500 ms) */
  identificationHoldMs: number;
  /** QA overrides of the served `be` settings group (zignSecActive, idinBanks…), shallow over settingsFor(market).be */
  beSettings: Record<string, unknown>;
  registrations: RegistrationRecord[];
  /** creating calls' first answers by `<endpoint> <Idempotency-Key>` (replays and per-kind record counts) */
  idempotentAnswers: Record<string, IdempotentAnswer>;
  /** uploaded documents (metadata only) */
  documents: MockDocument[];
  /** documents (issue 14): the wizards and source-of-funds statuses per player; absent until first used, never image bytes */
  documentFlows?: DocumentsMockState;
  /** cashier deposits by reference (src/mocks/platform/cashier); absent until the first deposit */
  deposits?: Record<string, MockDeposit>;
  /** getPreDepositInfo sessions by value → the player and method they were made for (src/mocks/platform/cashier/pre-deposit-info.ts) */
  preDepositSessions?: Record<string, { playerId: string; method: number }>;
  /** cashier withdrawals by reference (src/mocks/platform/cashier/submit-withdrawal.ts); absent until the first */
  withdrawals?: Record<string, MockWithdrawal>;
  /** continue-play sessions by token (src/mocks/platform/cashier/resume-*.ts); absent until the first */
  resumes?: Record<string, MockResumeSession>;
  /** IBAN checks of withdrawal error 284 by player id (src/mocks/platform/cashier/iban-verification.ts); absent until the first */
  ibanVerifications?: Record<string, MockIbanVerification>;
  /** player-affordability details of deposit error 253 by player id (src/mocks/platform/cashier/affordability-details.ts); absent until the first */
  affordabilityDetails?: Record<string, Record<string, string>>;
  /** payment-card contracts (signDocuments) by player id (src/mocks/platform/cashier/contract-signing.ts); absent until the first signature */
  contracts?: Record<string, { cardStatus: 'pending' | 'approved'; signedAt: string }>;
  /** verification (issue 13): phone and e-mail codes, identity verifications; absent in older snapshots */
  verification?: VerificationMockState;
  session: MockSession | null;
  nextId: number;
  /** responsible-gambling limits per player id (src/mocks/platform/limits/); absent until a player sets one */
  limits?: Record<string, PlayerLimitBook>;
  /** games (issue 17 §4, src/mocks/platform/games/): sessions and QA scenarios; absent until the first game */
  games?: GamesMockState;
  /** contact-us (issue 16 §2, src/mocks/platform/account/contact-messages.ts): attachments held and messages received; absent until the first */
  contact?: ContactMockState;
}
