import { assign, fromPromise } from 'xstate';
import type { SourceOfFundsData, SourceOfFundsDeclaration } from '../../api/endpoints';
import { FlowCallError } from '../../engine/flow-call-error';
import { newIdempotencyKey } from '../../engine/idempotency-key';
import { uploadFileStore } from '../../engine/uploads/upload-file-store';
import { uploadedFileItems, type UploadedFileItem } from '../../engine/uploads/uploaded-file-item';
import type { ValidationIssue } from '../../engine/validation-issue';
import type { ApiPort, StoreApiError } from '../../stores/api-port';
import { attemptKeyOf } from '../../stores/attempt-key-of';
import { callOrThrow } from '../../stores/flow-call';
import { declaredTypes, sofDeclaration } from './source-of-funds-offer';
import type { SourceOfFundsStore } from './source-of-funds-store';
import type { UploadProgress } from './upload-progress';

export interface SourceOfFundsContext {
  data: Record<string, unknown>;
  serverErrors: ValidationIssue[];
  notice: StoreApiError | null;
  validationType: string | null;
  /** what the player typed in the type / range step */
  details: Record<string, unknown>;
  declaration: SourceOfFundsDeclaration | null;
  images: UploadedFileItem[];
  uploadKeys: Record<string, string>;
  attemptKey?: string | null;
}

export interface SourceOfFundsDeps {
  api: ApiPort;
  sof: SourceOfFundsStore;
  progress: UploadProgress;
}

type Args = { context: SourceOfFundsContext };
type DataArgs = { context: SourceOfFundsContext; event: { type: string; data?: unknown } };

function typed(event: DataArgs['event']): Record<string, unknown> {
  return typeof event.data === 'object' && event.data !== null ? (event.data as Record<string, unknown>) : {};
}

function forget(images: readonly UploadedFileItem[]): void {
  for (const item of images) uploadFileStore.remove(item.id);
}

/** The source-of-funds flow's own names (flows/source-of-funds.flow.json); form-step actions come from the engine. */
export function sourceOfFundsImplementations(deps: SourceOfFundsDeps) {
  const details = () => deps.sof.details;
  return {
    guards: {
      noTypesLeft: () => deps.sof.offered.length === 0,
      isRangeMode: () => details()?.amountVersion === 'range',
      isAmountRequired: () => details()?.amountRequired === true,
      isFileRequired: () => details()?.fileRequired !== false,
      hasImages: ({ context }: Args) => context.images.length > 0,
    },
    actions: {
      assignDeclaration: assign(({ context, event }: DataArgs) => {
        const data = typed(event);
        const loaded = details();
        return {
          details: data,
          declaration: loaded ? sofDeclaration(data, loaded, deps.sof.offered) : null,
          data: context.images.length > 0 ? { images: context.images } : {},
        };
      }),
      // Back from the documents: the images are kept and the details come back
      assignImages: assign(({ context, event }: DataArgs) => ({ images: uploadedFileItems(typed(event).images), data: context.details })),
      keepImages: assign(({ event }: DataArgs) => {
        const images = uploadedFileItems(typed(event).images);
        return { images, data: { images } };
      }),
      restoreDetails: assign(({ context }: Args) => ({ data: context.details })),
      assignUploadKeys: assign(({ context }: Args) => {
        const keys = { ...context.uploadKeys };
        for (const item of context.images) keys[item.id] ??= newIdempotencyKey();
        return { uploadKeys: keys };
      }),
      forgetImages: assign(({ context }: Args) => {
        forget(context.images);
        return { images: [], uploadKeys: {} };
      }),
      startOver: assign(() => ({ data: {}, details: {}, declaration: null, images: [], uploadKeys: {}, serverErrors: [], notice: null })),
    },
    actors: {
      loadSourceOfFunds: fromPromise(async ({ signal }: { signal: AbortSignal }) => {
        const answer = await callOrThrow<SourceOfFundsData>(deps.api.call('sourceOfFunds', undefined, { signal }));
        deps.sof.setDetails(answer);
        return answer;
      }),
      submitSourceOfFunds: fromPromise(async ({ input, signal }: { input: { context: SourceOfFundsContext }; signal: AbortSignal }) => {
        const { context } = input;
        const type = declaredTypes(context.declaration)[0];
        if (context.declaration === null || type === undefined) throw new FlowCallError({ errorCode: 196, kind: 'server', errorDetails: { fields: [{ field: 'sourceType', code: 'selectionRequired' }] } });
        // the documents first, each in turn with its own key; then the declaration
        if (context.images.length > 0) {
          const upload = deps.api.upload;
          if (!upload) throw new FlowCallError({ errorCode: 0, kind: 'network' });
          deps.progress.start(context.images.length);
          for (const [index, item] of context.images.entries()) {
            const file = uploadFileStore.get(item.id);
            const key = context.uploadKeys[item.id];
            if (!file || key === undefined) throw new FlowCallError({ errorCode: 0, kind: 'network' });
            deps.progress.file(index, file.size);
            const answer = await upload('uploadDocument', { file, fileName: item.name, fields: { name: type, side: 'any', type } }, { idempotencyKey: key, signal, onProgress: (sent) => deps.progress.sent(sent) });
            if (!answer.ok) throw new FlowCallError(answer.error);
          }
        }
        const answer = await callOrThrow<SourceOfFundsData>(deps.api.call('submitSourceOfFunds', context.declaration, { signal, idempotencyKey: attemptKeyOf(context) }));
        deps.sof.setDetails(answer);
        return answer;
      }),
    },
  };
}
