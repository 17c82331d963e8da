/**
 * What every endpoint row says, and how a domain file ties its rows to its types: a call that
 * creates something (`creates` in its types) must say so in its row too, with the same kind,
 * and the other way round; `body: 'multipart'` likewise.
 */
export type HttpMethod = 'GET' | 'POST';

/**
 * What a creating call creates. The client requires an `Idempotency-Key` for these calls (one per
 * attempt, DESIGN §2.13); the mock platform replays the first answer of a key and counts the
 * records per kind.
 */
export type CreatedRecordKind =
  | 'registration'
  | 'deposit'
  | 'withdrawal'
  | 'upload'
  | 'limitChange'
  | 'contactMessage'
  // verification (issue 13): a code message sent, an identity verification, an AML questionnaire
  | 'verificationCode'
  | 'identityVerification'
  | 'amlQuestionnaire'
  // games (issue 17 §4): a started game session
  | 'gameSession'
  // documents (issue 14 §3): a source-of-funds declaration
  | 'sourceOfFunds'
  // limits (issue 17 §3): a responsible-gambling self-assessment
  | 'rgQuestionnaire'
  // withdrawal (issue 12, error 284): an IBAN check request
  | 'ibanVerification'
  // deposit (issue 11, error 253): the player-affordability details saved
  | 'affordabilityDetails'
  // deposit (issue 11): a signed payment-card contract (signDocuments)
  | 'contractSignature'
  // bonuses (issue 16 §4): a campaign opt-in, a claimed bonus, a forfeited bonus
  | 'campaignOptIn'
  | 'bonusClaim'
  | 'bonusForfeit'
  // account (issue 16 §5): an age verification started at the provider
  | 'ageVerification';

export interface EndpointDefinition {
  method: HttpMethod;
  /** relative to the API base; `{name}` segments are filled from the payload */
  path: string;
  timeoutMs: number;
  /** the call creates a record of this kind: an idempotency key is required */
  creates?: CreatedRecordKind;
  /** sent as multipart/form-data through `upload()` (progress, abort), never through `call()` */
  body?: 'multipart';
}

/** The type side of one endpoint: payload, answer, and the markers above. */
export interface EndpointShape {
  payload: unknown;
  data: unknown;
  creates?: CreatedRecordKind;
  body?: 'multipart';
}

type CreatesOf<S> = S extends { creates: infer K } ? { creates: K } : { creates?: undefined };
type BodyOf<S> = S extends { body: 'multipart' } ? { body: 'multipart' } : { body?: undefined };

/** The rows of a domain's types: `satisfies EndpointTable<DomainEndpoints>` checks the markers agree. */
export type EndpointTable<T> = {
  readonly [E in keyof T]: Omit<EndpointDefinition, 'creates' | 'body'> & CreatesOf<T[E]> & BodyOf<T[E]>;
};

/** Amounts are decimal strings ("1234.50"), never numbers. */
export type DecimalString = string;

export type EmptyData = Record<string, never>;
