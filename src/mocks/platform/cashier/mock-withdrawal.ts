/** A withdrawal the simulated platform took (kept in the database, so reloads and replays see it). */
export interface MockWithdrawal {
  reference: string;
  playerId: string;
  idempotencyKey: string;
  method: number;
  amount: string;
  currency: string;
  storedPayoutReference: number;
  confirmed: boolean;
  createdAt: string;
}
