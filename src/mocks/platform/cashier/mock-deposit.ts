import type { DepositStatusValue } from '../../../api/endpoints/cashier';

/** A deposit the simulated platform took (kept in the database, so reloads and replays see it). */
export interface MockDeposit {
  reference: string;
  playerId: string;
  idempotencyKey: string;
  method: number;
  amount: string;
  currency: string;
  campaignId: number;
  /** the status the deposit ends in and whether it stays pending with limitRequire */
  finalStatus: DepositStatusValue;
  limitRequire: boolean;
  /** status calls answered so far: the first answers pending, the next the final status */
  statusCalls: number;
  credited: boolean;
  createdAt: string;
  /** the status turns final at this time (ISO), not per call: pending before it, whatever the number of calls */
  settlesAt?: string;
  /** the deposit answer asked for the device fingerprint: the deposit goes on once depositFinish brings the browser details */
  awaitsFingerprint?: boolean;
  /** the browser details depositFinish brought (spec 2 §7) */
  browserDetails?: Record<string, unknown>;
  /** the bank's 3-D Secure answer the app reported after a failed check (GET /api/conekta/redirect.html) */
  threeDs?: { paymentStatus: string; error: string };
  /**
   * a visitor's pay-and-play deposit (src/mocks/platform/cashier/pay-and-play-visitor-deposit.ts): the bank account it
   * came from and the consents sent with it; `playerId` stays '' until the bank identity finds or makes the player
   */
  payAndPlay?: { country: string; bank: string; privacyPolicyChecked: boolean; depositAgeAndPolicyChecked: boolean; loginCode?: string };
}
