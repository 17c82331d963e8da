/** The value types of the named runtime inputs (see runtime-input-registry.ts). */

/** A campaign the player may pick at registration (GET /api/campaigns/registration). */
export interface RegistrationCampaign {
  campaignId: number;
  /** display text served by the platform (already in the player's language) */
  title: string;
}

/** An amount as the platform sends it: a decimal string ("10", "2500.50"), never a float. */
export type DecimalAmount = string;

export interface AmountRange {
  min: DecimalAmount;
  max: DecimalAmount;
}

/** A payment method's minimum and maximum per ISO 4217 currency. */
export type AmountLimits = Readonly<Record<string, AmountRange>>;

/** A stored card or account of a payment method (spec 2 "Stored payment details"). */
export interface StoredPaymentDetail {
  storedDetailReference: number;
  description: string;
  /** none, auto-blocked by a document, manually blocked, verified-blocked */
  blocked: 'none' | 'byDocument' | 'manually' | 'verified';
}

export type LimitRangeType = 'deposit' | 'session' | 'loss' | 'wager' | 'maxBalance' | 'netDeposit';

/** The amounts a limit editor accepts, per limit type (session limits in minutes). */
export type LimitRanges = Readonly<Partial<Record<LimitRangeType, AmountRange>>>;

/** The logged-in player's profile details (spec 3 "Profile details"); every key optional. */
export interface PlayerProfile {
  email?: string;
  firstName?: string;
  lastName?: string;
  fullName?: string;
  nickName?: string;
  userName?: string;
  publicUserId?: string;
  phoneNumber?: string;
  currency?: string;
  language?: string;
  /** ISO 3166-1 alpha-3 */
  country?: string;
  /** YYYY-MM-DD */
  birthDate?: string;
  hasPassword?: boolean;
  receiveEmail?: boolean;
  receiveSms?: boolean;
  receivePushNotification?: boolean;
  emailVerified?: boolean;
  phoneVerified?: boolean;
  verified?: boolean;
}

/** The amount offer of the chosen payment method and currency: quick amounts and the range shown as text (spec 2 §2, amountList). */
export interface QuickAmounts {
  currency: string;
  amounts: readonly DecimalAmount[];
  min: DecimalAmount;
  max: DecimalAmount;
}

export type LimitEditorPeriodName = 'daily' | 'weekly' | 'monthly' | 'permanent';

/** One period of the limit being edited, as the platform sends it (spec 3 §3 "Limit"). */
export interface LimitEditorPeriod {
  amount: DecimalAmount | null;
  availableAmount: DecimalAmount | null;
  usedAmount: DecimalAmount;
  minAmount: DecimalAmount;
  maxAmount: DecimalAmount;
  newAmount: DecimalAmount | null;
  amountEffectiveTime: string | null;
  endTime: string | null;
  autoRenew: boolean;
  increasingRequiresConfirmation: boolean;
  removalRequiresConfirmation: boolean;
  removalToBeConfirmed: boolean;
  removalEffectiveTime: string | null;
  removeDisabled: boolean;
  /** when a limit without auto-renew lapses (null while it renews) */
  expiresAt?: string | null;
  /** the player switched renewal off on a renewing limit: it still renews until expiresAt, then lapses (the platform's WillSetRenew) */
  willSetRenew?: boolean;
  /** the limit lapses before its pending newAmount would apply, so the new amount is dropped (the platform's WillRemoveNewAmount) */
  willRemoveNewAmount?: boolean;
}

/** What a limit editor's period buttons ask for. */
/** keepRenewing: switch renewal back on for a period whose renewal is to stop (willSetRenew / willRemoveNewAmount) */
export type LimitEditorCommand = 'remove' | 'confirmIncrease' | 'confirmRemoval' | 'undoIncrease' | 'undoRemoval' | 'keepRenewing';

/**
 * The limit the editor shows (src/features/limits): its periods with their pending changes and
 * times, the session choices in minutes per period, and `command`, which hands a period's button
 * to the editor's flow.
 */
export interface LimitEditorInput {
  type: LimitRangeType;
  /** money amounts (decimal strings) or session minutes */
  unit: 'money' | 'minutes';
  currency: string;
  periods: Readonly<Partial<Record<LimitEditorPeriodName, LimitEditorPeriod>>>;
  choices?: Readonly<Partial<Record<LimitEditorPeriodName, readonly number[]>>>;
  /** nothing may be changed (the whole editor is read-only) */
  readOnly: boolean;
  /** the operator lets the player remove this type of limit */
  removalPermitted: boolean;
  /** a call is under way: the buttons wait */
  busy: boolean;
  command: (period: LimitEditorPeriodName, command: LimitEditorCommand) => void;
}

/** What the source-of-funds form offers (documents, issue 14 §3): the open types and the monthly ranges. */
export interface SourceOfFundsInput {
  /** the types the player may still declare (status not approved or uploaded) */
  types: readonly string[];
  /** "start:end" per range as the platform serves amountRanges */
  ranges: readonly string[];
  /** ISO 4217 currency of the ranges */
  currency: string;
}

/** Name → value type of every runtime input a schema may declare in `x-inputs`. */
export interface RuntimeInputTypes {
  campaigns: readonly RegistrationCampaign[];
  amountLimits: AmountLimits;
  currencies: readonly string[];
  storedPaymentDetails: readonly StoredPaymentDetail[];
  limitRanges: LimitRanges;
  profile: PlayerProfile;
  quickAmounts: QuickAmounts;
  limitEditor: LimitEditorInput;
  sourceOfFunds: SourceOfFundsInput;
}

export type RuntimeInputName = keyof RuntimeInputTypes;

/** Runtime inputs after the check: only what the schema declares, each of its shape. */
export type RuntimeInputs = { readonly [K in RuntimeInputName]?: RuntimeInputTypes[K] };
