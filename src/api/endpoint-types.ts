/**
 * Payload and answer of every endpoint of the platform (CONTRACTS "API"). The mock platform
 * answers with these shapes; amounts are decimal strings ("1234.50"), never numbers.
 */
export type DecimalString = string;

export type SettingsGroupName = 'be' | 'fe';

export interface Language {
  code: string;
  name: string;
}

/** Visibility markers of content (spec 1 §6): prelogin, postlogin, none, or group names. */
export interface CmsPage {
  key: string;
  title: string;
  /** markdown; sanitised by the renderer */
  body: string;
  markers?: string[];
}

export interface ServerTime {
  now: string;
}

export interface PlayerSummary {
  id: string;
  publicUserId: string;
  email: string;
  nickName: string;
  userName: string;
  fullName: string;
  country: string;
  currency: string;
  language: string;
  birthDate: string;
  emailVerified: boolean;
  phoneVerified: boolean;
  verified: boolean;
  firstLogin: boolean;
  hasPassword: boolean;
}

export interface SessionData {
  loggedIn: boolean;
  player?: PlayerSummary;
}

export interface LoginPayload {
  login: string;
  password: string;
}

export interface LoginData {
  player: PlayerSummary;
}

export interface LoginByTokenPayload {
  t: string;
  tokenProvider?: string;
  /** consent flags carried over from a pay-and-play deposit (spec 2 §4) */
  privacyPolicyChecked?: boolean;
  depositAgeAndPolicyChecked?: boolean;
}

/** Registration form data; `step` names the form page being checked (validate only). */
export type RegistrationPayload = Record<string, unknown> & { step?: string };

export interface RegisterData {
  activationRequired: boolean;
  verificationRequired: boolean;
  autoLogin: boolean;
  player?: PlayerSummary;
}

export interface ActivatePayload {
  activationCode: string;
}

export interface ForgotPasswordPayload {
  email: string;
}

export interface ResetPasswordPayload {
  activationCode: string;
  newPassword: string;
}

export interface ChangePasswordPayload {
  oldPassword: string;
  newPassword: string;
}

export interface AccountDetails {
  publicUserId: string;
  firstLogin: boolean;
  fullName: string;
  firstName: string;
  lastName: string;
  nickName: string;
  userName: string;
  email: string;
  birthDate: string;
  gender: string;
  country: string;
  city: string;
  address: string;
  zipCode: string;
  phoneNumber: string;
  currency: string;
  language: string;
  receiveEmail: boolean;
  receiveSms: boolean;
  receivePushNotification: boolean;
  hasPassword: boolean;
  emailVerified: boolean;
  phoneVerified: boolean;
  /** player groups that group-marked content is shown to (spec 3 §4; case-insensitive) */
  groups?: string[];
  /** the platform suspects a minor (age not yet proven): body class potential-minor (spec 3 §4) */
  potentialMinor?: boolean;
  /** identity verified (documents / provider); the side menu offers verification until it is */
  verified?: boolean;
  /** the player came through pay-and-play (spec 3 §6 onlyNotPayAndPlay) */
  payAndPlay?: boolean;
  /** the country whose rules apply to the player (ISO3 / market id, e.g. "SWE"); absent: the served settings' market */
  appliedCountryRules?: string;
  /** amount of a permanent net deposit limit, when one is set (the net-deposit-threshold menu item) */
  permanentNetDepositLimit?: DecimalString | null;
}

export interface Wallet {
  currency: string;
  cash: DecimalString;
  cashReserve: DecimalString;
  promo: DecimalString;
  balance: DecimalString;
  bettingBonus: DecimalString;
  liveCasinoBonus: { playableBonus: DecimalString };
  cashBack: DecimalString;
  freeSpins: number;
  freeMoney: DecimalString;
  savingCash: DecimalString;
  bonusDeduction: DecimalString;
  currentTurnover: DecimalString;
  totalTurnover: DecimalString;
  statusPoints: number;
}

export interface ChangeLanguagePayload {
  language: string;
}

export interface RegistrationCampaign {
  campaignId: number;
  title: string;
}

/** A game group of the side menu (spec 1 §2 "Side menu"); the title is CMS content. */
export interface GameMenuGroup {
  key: string;
  title: string;
}

/** The casino and live game groups; the preloading curtain waits for this call (spec 1 §9). */
export interface GameMenu {
  casino: GameMenuGroup[];
  live: GameMenuGroup[];
}

/** The protection check: when enabled a protection screen replaces the whole site (spec 1 §2). */
export interface ProtectionStatus {
  enabled: boolean;
}

export interface GeoCountry {
  country: string;
}

/** Identification methods of spec 1 §2–§4 that go through a provider (not the password). */
export type IdentificationMethod =
  | 'smartId'
  | 'mobileId'
  | 'idin'
  | 'trustly'
  | 'payAndPlay'
  | 'loginToPlay'
  | 'cddn'
  | 'top'
  | 'zignSec';

/** Start an identification (spec 1 §3 "Identification call"); `purpose` tells the platform what follows. */
export interface IdentifyPayload {
  method: IdentificationMethod;
  purpose: 'login' | 'registration';
  personalCode?: string;
  /** mobileId only: a Lithuanian number (+370…) */
  phoneNumber?: string;
  /** iDin bank (BIC) when the bank dropdown is on */
  bic?: string;
  /** redirect methods (zignSec): where the provider sends the browser back to */
  returnUrl?: string;
  /** window and iframe methods: the app origin the provider page posts its message to */
  returnOrigin?: string;
}

/**
 * Answer of the identification call: code-based methods (Smart-ID, Mobile-ID) get a control
 * `code` and its `expirationTime`; window and iframe methods a provider `url`; redirect methods
 * a `zignSecRedirectUrl`. `identificationToken` is the token of the waiting request and of the
 * result submission (`titanToken`).
 */
export interface IdentifyData {
  identificationToken: string;
  code?: string;
  /** ISO date-time */
  expirationTime?: string;
  url?: string;
  zignSecRedirectUrl?: string;
}

/** What the provider identified (external data details); `authorizationToken` logs in at once. */
export interface IdentifiedDetails {
  firstName?: string;
  lastName?: string;
  birthDate?: string;
  gender?: string;
  nationalIdNumber?: string;
  country?: string;
  email?: string;
  phoneNumber?: string;
  authorizationToken?: string;
}

/**
 * Third-party identification result (spec 1 §3): a `loginToken` means the person is registered
 * (logged in at once with `autoLogin`); else `registrationToken` and `details` prefill the
 * registration. `status: 'expired'` and `error` end the identification.
 */
export interface IdentificationResult {
  loginToken?: string;
  autoLogin?: boolean;
  registrationToken?: string;
  gender?: string;
  details?: IdentifiedDetails;
  status?: 'expired';
  error?: number;
}

export interface IdentificationWaitPayload {
  token: string;
}

/** Verification result submission: the method plus the provider's token (spec 1 §7). */
export interface IdentificationResultPayload {
  method: IdentificationMethod;
  titanToken: string;
}

export type EmptyData = Record<string, never>;

/** name → payload and answer; `payload: undefined` means the call takes none. */
export interface EndpointTypes {
  settings: { payload: { group: SettingsGroupName }; data: Record<string, unknown> };
  languages: { payload: undefined; data: Language[] };
  translations: { payload: { lang: string }; data: Record<string, string> };
  pages: { payload: undefined; data: CmsPage[] };
  serverTime: { payload: undefined; data: ServerTime };
  session: { payload: undefined; data: SessionData };
  login: { payload: LoginPayload; data: LoginData };
  loginByToken: { payload: LoginByTokenPayload; data: LoginData };
  logout: { payload: undefined; data: EmptyData };
  validateRegistration: { payload: RegistrationPayload; data: EmptyData };
  register: { payload: RegistrationPayload; data: RegisterData };
  registerViaMobileId: { payload: RegistrationPayload; data: RegisterData };
  registerViaSmartId: { payload: RegistrationPayload; data: RegisterData };
  registerViaCddnV3: { payload: RegistrationPayload; data: RegisterData };
  identify: { payload: IdentifyPayload; data: IdentifyData };
  identificationWait: { payload: IdentificationWaitPayload; data: IdentificationResult };
  identificationResult: { payload: IdentificationResultPayload; data: IdentificationResult };
  activate: { payload: ActivatePayload; data: EmptyData };
  forgotPassword: { payload: ForgotPasswordPayload; data: EmptyData };
  resetPassword: { payload: ResetPasswordPayload; data: EmptyData };
  changePassword: { payload: ChangePasswordPayload; data: EmptyData };
  accountDetails: { payload: undefined; data: AccountDetails };
  wallet: { payload: undefined; data: Wallet };
  changeLanguage: { payload: ChangeLanguagePayload; data: EmptyData };
  campaigns: { payload: undefined; data: RegistrationCampaign[] };
  countryDetect: { payload: undefined; data: GeoCountry };
  gameMenu: { payload: undefined; data: GameMenu };
  protection: { payload: undefined; data: ProtectionStatus };
}
