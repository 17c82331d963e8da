import type { DocumentsData } from '../../../api/endpoints';
import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';

/** The player's stored documents, newest first, without file metadata (spec 1 §7 "documents"). */
export function listDocuments(db: MockDb, player: MockPlayer): DocumentsData {
  const documents = db.state.documents
    .filter((document) => document.playerId === player.id)
    .map(({ id, name, side, type, status, uploadedAt }) => ({ id, name, side, type, status, uploadedAt }))
    .reverse();
  return { documents };
}
