import { assign, fromPromise, type AnyEventObject } from 'xstate';
import type { ContactMessageSent } from '../../api/endpoints';
import { FlowCallError } from '../../engine/flow-call-error';
import { uploadFileStore } from '../../engine/uploads/upload-file-store';
import type { UploadedFileItem } from '../../engine/uploads/uploaded-file-item';
import type { ApiPort } from '../../stores/api-port';
import { callOrThrow } from '../../stores/flow-call';
import { forgetDocumentImages, withUploadKeys } from '../../stores/upload-document-images';
import type { ContactContext } from './contact-context';
import { contactAttachments, contactMessagePayload } from './contact-payload';

type Input = { input: { context: ContactContext }; signal: AbortSignal };

/**
 * Uploads each attachment (its own idempotency key, so a retry never stores an image twice) and
 * returns the ids the platform gave them, in order.
 */
async function uploadAttachments(api: ApiPort, items: readonly UploadedFileItem[], keys: Readonly<Record<string, string>>, subjectId: number, signal: AbortSignal): Promise<string[]> {
  if (items.length === 0) return [];
  const upload = api.upload;
  if (!upload) throw new FlowCallError({ errorCode: 0, kind: 'network' });
  const ids: string[] = [];
  for (const item of items) {
    const file = uploadFileStore.get(item.id);
    const key = keys[item.id];
    // the bytes live in the tab's memory only: after a reload the player chooses the file again
    if (!file || key === undefined) throw new FlowCallError({ errorCode: 0, kind: 'network' });
    const answer = await upload('uploadContactAttachment', { file, fileName: item.name, fields: { subjectId: String(subjectId) } }, { idempotencyKey: key, signal });
    if (!answer.ok) throw new FlowCallError(answer.error);
    ids.push(answer.data.id);
  }
  return ids;
}

/** The guards, actions and actors of flows/contact-us.flow.json. */
export function contactImplementations(api: ApiPort) {
  return {
    guards: {},
    actions: {
      // every chosen attachment gets its key before the send: a retry of the same file reuses it
      assignUploadKeys: assign({
        uploadKeys: ({ context }: { context: ContactContext }) => withUploadKeys({ images: contactAttachments(context.data), uploadKeys: context.uploadKeys }),
      }),
      assignSent: assign({ sent: ({ event }: { event: AnyEventObject }) => (event as AnyEventObject & { output?: ContactMessageSent }).output ?? null }),
      // the message went: its files' bytes leave the tab's memory
      forgetAttachments: assign(({ context }: { context: ContactContext }) => {
        forgetDocumentImages(contactAttachments(context.data));
        return { uploadKeys: {} };
      }),
    },
    actors: {
      sendContactMessage: fromPromise(async ({ input, signal }: Input) => {
        const { data, profileData, uploadKeys, attemptKey } = input.context;
        const items = contactAttachments(data);
        const fileIds = await uploadAttachments(api, items, uploadKeys, typeof data.subjectId === 'number' ? data.subjectId : 0, signal);
        if (!attemptKey) throw new FlowCallError({ errorCode: 0, kind: 'network' });
        return callOrThrow(api.call('sendContactMessage', contactMessagePayload(data, profileData, fileIds), { signal, idempotencyKey: attemptKey }));
      }),
    },
  };
}
