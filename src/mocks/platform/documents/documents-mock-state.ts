import type { SourceOfFundsStatus, SourceOfFundsType, WizardFields } from '../../../api/endpoints';
import type { MockDb } from '../../db/create-mock-db';

/** A player's Hungarian-licence wizard on the platform (hungarian-wizard-state.ts). */
export interface MockWizardState {
  fields: WizardFields;
  /** details calls answered while under review */
  reviewPolls: number;
  quickTriesUsed: number;
  /** documents found by quick verification count as this player's images */
  quickDocuments: boolean;
  /** QA's `hwStart=again`: the review rejects the document images once (a repeated 125 in step 5) */
  sendBackOnce?: boolean;
  /** QA's `hwStart=documents`: the review asks for a proof of address (128 with details) until an address card is uploaded */
  requestAddress?: boolean;
}

/** A player's source-of-funds statuses (source-of-funds-state.ts). */
export interface MockSofState {
  statuses: Record<SourceOfFundsType, SourceOfFundsStatus>;
}

/**
 * What the documents area of the simulated platform remembers, by player id: plain JSON in
 * `db.state`, so it is kept in the tab's session with the rest of the simulation and a reload
 * resumes where the player was. Image bytes are never here (document-images.ts keeps them in
 * the tab's memory only), and neither is anything else a player chose as a file.
 */
export interface DocumentsMockState {
  wizards: Record<string, MockWizardState>;
  sourceOfFunds: Record<string, MockSofState>;
}

/** The documents area's state, created on first use (absent in older snapshots). */
export function documentsStateOf(db: MockDb): DocumentsMockState {
  db.state.documentFlows ??= { wizards: {}, sourceOfFunds: {} };
  return db.state.documentFlows;
}
