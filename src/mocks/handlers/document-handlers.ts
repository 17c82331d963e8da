import { delay, type HttpHandler } from 'msw';
import { acceptDocument } from '../platform/accept-document';
import { creatingEndpointHandler } from './endpoint-handler';
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
      const upload = { file, name: form.get('name'), side: form.get('side'), type: form.get('type') };
      return respond(await acceptDocument(db, session.player, upload, servedSettings(request, db)));
    }),
  ];
}
