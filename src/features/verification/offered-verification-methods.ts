import { backEndFlag, type VerificationBackEndFlag } from './verification-back-end-flags';

/**
 * The verification methods of spec 1 §2 ("Verification screens") in the order of the setting
 * `verification.methods.selector`, with the role rules of spec 1 §6: Smart-ID, Mobile-ID and
 * Idenfy only for visitors (a person the provider knows as a player is "verified already" and
 * logs in), the Hungarian wizard for anyone, the others (bank and document identifications,
 * document upload) for logged-in players.
 */
export const VERIFICATION_METHODS = [
  'smartId',
  'mobileId',
  'idin',
  'trustly',
  'cddn',
  'top',
  'zignSec',
  'idenfy',
  'documentUpload',
  'hungarianWizard',
  // the automatic identity providers of account validation (spec 1 §4), each behind its back-end flag
  'veriff',
  'ondato',
  'sumsub',
] as const;

export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

export type VerificationRole = 'visitor' | 'player' | 'anyone';

/** Who each method is offered to (spec 1 §6). */
export const VERIFICATION_METHOD_ROLES: Readonly<Record<VerificationMethod, VerificationRole>> = {
  smartId: 'visitor',
  mobileId: 'visitor',
  idenfy: 'visitor',
  hungarianWizard: 'anyone',
  idin: 'player',
  trustly: 'player',
  cddn: 'player',
  top: 'player',
  zignSec: 'player',
  documentUpload: 'player',
  // they verify the logged-in player's account (spec 1 §4 "Account validation")
  veriff: 'player',
  ondato: 'player',
  sumsub: 'player',
};

/** The automatic providers and the back-end flag that offers each (verification-back-end-flags.ts). */
export const AUTOMATIC_PROVIDER_FLAGS = { veriff: 'veriffActive', ondato: 'ondatoActive', sumsub: 'sumsubActive' } as const satisfies Partial<
  Record<VerificationMethod, VerificationBackEndFlag>
>;

export function isAutomaticProvider(method: VerificationMethod): method is keyof typeof AUTOMATIC_PROVIDER_FLAGS {
  return Object.hasOwn(AUTOMATIC_PROVIDER_FLAGS, method);
}

export function isVerificationMethod(name: unknown): name is VerificationMethod {
  return typeof name === 'string' && (VERIFICATION_METHODS as readonly string[]).includes(name);
}

export interface OfferedVerificationInput {
  /** `fe.verification.methods.selector` as served (anything else offers nothing) */
  configured: unknown;
  loggedIn: boolean;
  /** methods this build can run (the rest of the list waits for its issue) */
  implemented: readonly string[];
  /** `be.zignSecActive`: zignSec only when the back end has it on (spec 1 §4) */
  zignSecActive: boolean;
  /** the served back-end flags: an automatic provider only when its flag is on (spec 1 §4 "Account validation") */
  backEnd?: Readonly<Record<string, unknown>> | null;
}

/** The methods the player is offered, in the configured order, each once. */
export function offeredVerificationMethods({ configured, loggedIn, implemented, zignSecActive, backEnd }: OfferedVerificationInput): VerificationMethod[] {
  if (!Array.isArray(configured)) return [];
  const offered: VerificationMethod[] = [];
  for (const name of configured) {
    if (!isVerificationMethod(name) || offered.includes(name) || !implemented.includes(name)) continue;
    if (name === 'zignSec' && !zignSecActive) continue;
    if (isAutomaticProvider(name) && !backEndFlag(backEnd, AUTOMATIC_PROVIDER_FLAGS[name])) continue;
    const role = VERIFICATION_METHOD_ROLES[name];
    if (role === 'visitor' && loggedIn) continue;
    if (role === 'player' && !loggedIn) continue;
    offered.push(name);
  }
  return offered;
}
