import type { WithdrawalStore } from './withdrawal-store';

/** What the withdrawal page hands its screens. */
export interface WithdrawalExtras {
  withdrawal: WithdrawalStore;
  /** a path in the player's language */
  at: (path: string) => string;
  /** the player has a password (the password dialog asks for it, else only confirms) */
  hasPassword: boolean;
}
