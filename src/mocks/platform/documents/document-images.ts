import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';

/** A small grey card (PNG) served for the documents quick verification found at the other site. */
const QUICK_IMAGE = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAACAAAAAUCAIAAABj86gYAAAAIElEQVR4nGM4YaNBU8QwasGoBaMWjFowasGoBaMWEIMACjjuH0y+EOkAAAAASUVORK5CYII='),
  (char) => char.charCodeAt(0),
);

/** Ids of the images quick verification answers (src/mocks/platform/documents/hungarian-wizard-state.ts). */
export const QUICK_IMAGE_IDS: readonly string[] = ['quick-front', 'quick-back'];

const IMAGES = new WeakMap<MockDb, Map<string, Blob>>();

function imagesOf(db: MockDb): Map<string, Blob> {
  let images = IMAGES.get(db);
  if (!images) {
    images = new Map();
    IMAGES.set(db, images);
  }
  return images;
}

/**
 * Keeps an accepted upload's bytes in the tab's memory of the simulation (never in
 * `mock-platform:db`, so no image reaches session storage); a reload forgets them and the image
 * call answers 404, as a platform that lost the file would.
 */
export function keepDocumentImage(db: MockDb, id: string, blob: Blob): void {
  imagesOf(db).set(id, blob);
}

/** The image of one of the player's documents (spec 1 §7 "GET /api/player/documents/images/{id}"), or undefined: 404. */
export function documentImageOf(db: MockDb, player: MockPlayer, id: string): Blob | undefined {
  if (QUICK_IMAGE_IDS.includes(id)) return new Blob([QUICK_IMAGE], { type: 'image/png' });
  const own = db.state.documents.some((document) => document.id === id && document.playerId === player.id);
  return own ? imagesOf(db).get(id) : undefined;
}
