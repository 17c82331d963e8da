/**
 * The words the provider back end understands. Kept apart from src/api so the simulators stay a
 * separate "third party": they are checked against the contract (brief ISSUE3), not imported types.
 */

/** How the app talks to the provider of a method. */
export const SESSION_KINDS = ['code', 'window', 'iframe', 'redirect', 'social'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** Every method the simulators serve, with the only kind it is opened with. */
export const METHOD_KIND = {
  smartId: 'code',
  mobileId: 'code',
  idin: 'window',
  trustly: 'window',
  payAndPlay: 'window',
  loginToPlay: 'window',
  cddn: 'iframe',
  top: 'iframe',
  // identity verification with a document and the face (spec 1 §2 'Identity verification in a provider frame')
  idenfy: 'iframe',
  zignSec: 'redirect',
  // automatic identity providers of account validation (spec 1 §4): the frame is sent back to the app's /interfaces/message.html
  veriff: 'redirect',
  ondato: 'redirect',
  sumsub: 'redirect',
  google: 'social',
  facebook: 'social',
  apple: 'social',
} as const satisfies Record<string, SessionKind>;
export type ProviderMethod = keyof typeof METHOD_KIND;

export const METHOD_LABEL: Readonly<Record<ProviderMethod, string>> = {
  smartId: 'Smart-ID',
  mobileId: 'Mobile-ID',
  idin: 'iDIN',
  trustly: 'Trustly',
  payAndPlay: 'Pay and Play',
  loginToPlay: 'Login to Play',
  cddn: 'CDDN document check',
  top: 'TOP',
  idenfy: 'iDenfy',
  zignSec: 'ZignSec',
  veriff: 'Veriff',
  ondato: 'Ondato',
  sumsub: 'Sumsub',
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};

export const PURPOSES = ['login', 'registration', 'verification'] as const;
export type SessionPurpose = (typeof PURPOSES)[number];

export const SESSION_STATUSES = ['pending', 'approved', 'rejected', 'expired', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
/** what a tester can decide: every status but the one a session starts with */
export type DecisionStatus = Exclude<SessionStatus, 'pending'>;

/** who the provider says the person is; the mock platform turns it into a login or a registration */
export const PERSONAS = ['registered', 'registeredAutoLogin', 'new'] as const;
export type Persona = (typeof PERSONAS)[number];

/** what the session was started with (shown to the tester, read back by the mock platform) */
export interface SessionDetails {
  personalCode?: string;
  phoneNumber?: string;
  bic?: string;
}
export const DETAIL_FIELDS = ['personalCode', 'phoneNumber', 'bic'] as const satisfies readonly (keyof SessionDetails)[];

export function isProviderMethod(value: unknown): value is ProviderMethod {
  return typeof value === 'string' && Object.hasOwn(METHOD_KIND, value);
}

export const DETAIL_LABEL: Readonly<Record<keyof SessionDetails, string>> = {
  personalCode: 'Personal code',
  phoneNumber: 'Phone number',
  bic: 'Bank (BIC)',
};
