import { ACCOUNT_ENDPOINTS, type AccountEndpoints } from './account';
import { CASHIER_ENDPOINTS, type CashierEndpoints } from './cashier';
import { CONTENT_ENDPOINTS, type ContentEndpoints } from './content';
import type { CreatedRecordKind, EndpointDefinition } from './definition';
import { DOCUMENT_ENDPOINTS, type DocumentEndpoints } from './documents';
import { GAMES_ENDPOINTS, type GamesEndpoints } from './games';
import { IDENTIFICATION_ENDPOINTS, type IdentificationEndpoints } from './identification';
import { LIMITS_ENDPOINTS, type LimitsEndpoints } from './limits';
import { PASSWORD_ENDPOINTS, type PasswordEndpoints } from './password';
import { PROFILE_ENDPOINTS, type ProfileEndpoints } from './profile';
import { REGISTRATION_ENDPOINTS, type RegistrationEndpoints } from './registration';
import { SESSION_ENDPOINTS, type SessionEndpoints } from './session';
import { TRANSACTION_ENDPOINTS, type TransactionEndpoints } from './transactions';
import { VERIFICATION_ENDPOINTS, type VerificationEndpoints } from './verification';
import { WALLET_ENDPOINTS, type WalletEndpoints } from './wallet';
import { WITHDRAWAL_ENDPOINTS, type WithdrawalEndpoints } from './withdrawal';
import { RESUME_ENDPOINTS, type ResumeEndpoints } from './resume';
import { BONUS_ENDPOINTS, type BonusEndpoints } from './bonuses';
import { CONTACT_ENDPOINTS, type ContactEndpoints } from './contact';

/**
 * Payload and answer of every endpoint of the platform (CONTRACTS "API"), one file per domain;
 * the mock platform answers with these shapes. A new domain adds its file and one line to each
 * list below.
 */
export * from './account';
export * from './cashier';
export * from './content';
export * from './definition';
export * from './documents';
export * from './games';
export * from './identification';
export * from './limits';
export * from './password';
export * from './profile';
export * from './registration';
export * from './session';
export * from './transactions';
export * from './verification';
export * from './wallet';
export * from './withdrawal';
export * from './resume';
export * from './bonuses';
export * from './contact';

/** name → payload and answer; `payload: undefined` means the call takes none. */
export interface EndpointTypes
  extends ContentEndpoints,
    SessionEndpoints,
    RegistrationEndpoints,
    IdentificationEndpoints,
    PasswordEndpoints,
    AccountEndpoints,
    WalletEndpoints,
    CashierEndpoints,
    WithdrawalEndpoints,
    ResumeEndpoints,
    DocumentEndpoints,
    VerificationEndpoints,
    LimitsEndpoints,
    GamesEndpoints,
    ProfileEndpoints,
    TransactionEndpoints,
    BonusEndpoints,
    ContactEndpoints {}

export type EndpointName = keyof EndpointTypes;

/** Endpoints that create something: their calls need an idempotency key. */
export type CreatingEndpointName = {
  [E in EndpointName]: EndpointTypes[E] extends { creates: CreatedRecordKind } ? E : never;
}[EndpointName];

/** Endpoints sent as multipart through `upload()`. */
export type MultipartEndpointName = {
  [E in EndpointName]: EndpointTypes[E] extends { body: 'multipart' } ? E : never;
}[EndpointName];

/** The one endpoint table: the client calls these and the mock platform implements them. */
export const ENDPOINTS: Readonly<Record<EndpointName, EndpointDefinition>> = {
  ...CONTENT_ENDPOINTS,
  ...SESSION_ENDPOINTS,
  ...REGISTRATION_ENDPOINTS,
  ...IDENTIFICATION_ENDPOINTS,
  ...PASSWORD_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...WALLET_ENDPOINTS,
  ...CASHIER_ENDPOINTS,
  ...WITHDRAWAL_ENDPOINTS,
  ...RESUME_ENDPOINTS,
  ...DOCUMENT_ENDPOINTS,
  ...VERIFICATION_ENDPOINTS,
  ...LIMITS_ENDPOINTS,
  ...GAMES_ENDPOINTS,
  ...PROFILE_ENDPOINTS,
  ...TRANSACTION_ENDPOINTS,
  ...BONUS_ENDPOINTS,
  ...CONTACT_ENDPOINTS,
};

/** Whether a call to this endpoint must carry an idempotency key (runtime side of CreatingEndpointName). */
export function isCreatingEndpoint(name: EndpointName): boolean {
  return ENDPOINTS[name].creates !== undefined;
}
