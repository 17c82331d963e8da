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
};

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
}

/** The methods the player is offered, in the configured order, each once. */
export function offeredVerificationMethods({ configured, loggedIn, implemented, zignSecActive }: OfferedVerificationInput): VerificationMethod[] {
  if (!Array.isArray(configured)) return [];
  const offered: VerificationMethod[] = [];
  for (const name of configured) {
    if (!isVerificationMethod(name) || offered.includes(name) || !implemented.includes(name)) continue;
    if (name === 'zignSec' && !zignSecActive) continue;
    const role = VERIFICATION_METHOD_ROLES[name];
    if (role === 'visitor' && loggedIn) continue;
    if (role === 'player' && !loggedIn) continue;
    offered.push(name);
  }
  return offered;
}
