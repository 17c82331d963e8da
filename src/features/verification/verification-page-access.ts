import { VERIFICATION_METHOD_ROLES, type VerificationMethod } from './offered-verification-methods';

export interface VerificationPageAccessInput {
  loggedIn: boolean;
  /** the methods offered to this person now (offeredVerificationMethods) */
  offered: readonly VerificationMethod[];
  /** a verification under way (it stays on screen when it logs the visitor in) */
  running: VerificationMethod | null;
}

/**
 * The page's own guard (README "Verification", the access decision): the route is open to visitors
 * only for the visitor methods of spec 1 §6 (Smart-ID, Mobile-ID, Idenfy). A visitor is shown the
 * authorization-required page unless this market offers one of them, or one of them is running —
 * never a list of player methods, never a player method under way.
 */
export function verificationPageAccess({ loggedIn, offered, running }: VerificationPageAccessInput): 'page' | 'authorizationRequired' {
  if (loggedIn) return 'page';
  const forVisitors = (method: VerificationMethod) => VERIFICATION_METHOD_ROLES[method] !== 'player';
  if (running !== null) return forVisitors(running) ? 'page' : 'authorizationRequired';
  return offered.length > 0 && offered.every(forVisitors) ? 'page' : 'authorizationRequired';
}
