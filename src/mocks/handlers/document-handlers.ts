import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { acceptDocument } from '../platform/accept-document';
import { documentImageOf } from '../platform/documents/document-images';
import { listDocuments } from '../platform/documents/list-documents';
import { declareSourceOfFunds, sofQueryOf, sourceOfFundsOf } from '../platform/documents/source-of-funds-state';
import { readJsonBody } from './read-json-body';
import { API_PATTERN, creatingEndpointHandler, endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { requirePlayer } from './require-player';
import { respond } from './respond';
import { servedSettings } from './served-settings';

/** How long a file named `slow-upload…` is held, so QA can watch the progress and press Cancel. */
export const SLOW_UPLOAD_MS = 3000;

/** Document upload (multipart; idempotent by key like every creating call). */
export function documentHandlers({ db }: HandlerContext): HttpHandler[] {
  return [
    creatingEndpointHandler(db, 'uploadDocument', async ({ request }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return respond(await acceptDocument(db, session.player, { file: null, name: null, side: null, type: null }, servedSettings(request, db)));
      }
      const file = form.get('file');
      if (typeof file === 'object' && file !== null && file.name.toLowerCase().includes('slow-upload')) await delay(SLOW_UPLOAD_MS);
      const extra = Object.fromEntries([...form.entries()].filter(([key]) => !['file', 'name', 'side', 'type'].includes(key)));
      const upload = { file, name: form.get('name'), side: form.get('side'), type: form.get('type'), extra };
      return respond(await acceptDocument(db, session.player, upload, servedSettings(request, db)));
    }),
    // documents (issue 14): the player's documents with their review status
    endpointHandler('documents', () => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      return respond({ data: listDocuments(db, session.player) });
    }),
    // mock-only (tests and QA, never on a real platform): what the player's uploads stored, with
    // each file's name and side (the platform's list leaves file metadata out)
    http.get(`${API_PATTERN}/__mock/documents`, () => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      const documents = db.state.documents
        .filter((document) => document.playerId === session.player.id)
        .map(({ id, name, side, type, fileName, status }) => ({ id, name, side, type, fileName, status }));
      return respond({ data: { documents } });
    }),
    // a stored document's image (spec 1 §7: an image source, not a JSON call): the player's own, else 404
    http.get(`${API_PATTERN}/player/documents/images/:id`, ({ params }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      const image = documentImageOf(db, session.player, String(params.id));
      if (!image) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(image, { headers: { 'content-type': image.type || 'application/octet-stream', 'cache-control': 'private, no-store' } });
    }),
    // source of funds (issue 14 §3): details per type, and a declaration (idempotent by key)
    endpointHandler('sourceOfFunds', ({ request }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      return respond({ data: sourceOfFundsOf(db, session.player, sofQueryOf(request.referrer)) });
    }),
    creatingEndpointHandler(db, 'submitSourceOfFunds', async ({ request }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      return respond(declareSourceOfFunds(db, session.player, await readJsonBody(request), sofQueryOf(request.referrer)));
    }),
  ];
}
