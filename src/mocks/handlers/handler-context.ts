import type { MockDb } from '../db/create-mock-db';

export interface HandlerContext {
  db: MockDb;
  /** where the platform "prints" what a real one would e-mail (activation codes) */
  log: (message: string) => void;
}
