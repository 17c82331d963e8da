import { http, type HttpHandler } from 'msw';
import { acceptContactAttachment, contactMessages, sendContactMessage } from '../platform/account/contact-messages';
import { API_PATTERN, creatingEndpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { readJsonBody } from './read-json-body';
import { respond } from './respond';
import { servedSettings } from './served-settings';

/** The contact-us form (issue 16 §2): attachments (multipart) and the message, idempotent by key; open to visitors. */
export function contactHandlers({ db }: HandlerContext): HttpHandler[] {
  return [
    creatingEndpointHandler(db, 'uploadContactAttachment', async ({ request }) => {
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return respond(await acceptContactAttachment(db, null, null, servedSettings(request, db)));
      }
      return respond(await acceptContactAttachment(db, form.get('file'), form.get('subjectId'), servedSettings(request, db)));
    }),
    creatingEndpointHandler(db, 'sendContactMessage', async ({ request }) => {
      return respond(sendContactMessage(db, db.currentPlayer() ?? null, await readJsonBody(request)));
    }),
    // mock only (QA, e2e): the messages the platform received, with their attachments' metadata
    http.get(`${API_PATTERN}/__mock/contact-messages`, () => respond({ data: { messages: contactMessages(db) } })),
  ];
}
