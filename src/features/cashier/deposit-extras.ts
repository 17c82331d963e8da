import type { DepositStore } from './deposit-store';

/** What the deposit page hands its screens. */
export interface DepositExtras {
  deposit: DepositStore;
  /** a path in the player's language */
  at: (path: string) => string;
  /** starts a new deposit after a finished one */
  again: () => void;
  language: string;
}
