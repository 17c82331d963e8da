import { assign, fromPromise } from 'xstate';
import type { DocumentSide, DocumentsData, ListedDocument } from '../../api/endpoints';
import { FlowCallError } from '../../engine/flow-call-error';
import { newIdempotencyKey, type IdempotencyKey } from '../../engine/idempotency-key';
import { uploadFileStore } from '../../engine/uploads/upload-file-store';
import { uploadedFileItems, type UploadedFileItem } from '../../engine/uploads/uploaded-file-item';
import type { ValidationIssue } from '../../engine/validation-issue';
import type { ApiPort, StoreApiError } from '../../stores/api-port';
import { callOrThrow } from '../../stores/flow-call';
import { VARIANT_INDEX } from '../../generated/content-index';
import { detailsFormOf, documentGroups, isDocumentUploadType, sideFormOf, sidesOf, validationState, type DocumentGroup, type DocumentUploadType } from './document-types';
import type { UploadProgress } from './upload-progress';

export type UploadSuccess = 'successUploading' | 'successUpdated';

export interface AccountValidationContext {
  data: Record<string, unknown>;
  serverErrors: ValidationIssue[];
  notice: StoreApiError | null;
  groups: DocumentGroup[];
  documents: ListedDocument[];
  type: DocumentUploadType | null;
  sides: DocumentSide[];
  sideIndex: number;
  /** the form of the current side's images: one photo of a front or back, several pages of a document without sides */
  sideForm: string;
  /** the chosen images per side (metadata; the bytes are in uploadFileStore) */
  sideImages: Partial<Record<DocumentSide, UploadedFileItem[]>>;
  /** one idempotency key per chosen file, kept across retries of the upload */
  uploadKeys: Record<string, string>;
  /** the form of the chosen type's extra fields (document-details-<type>), null when content describes none */
  detailsForm: string | null;
  /** the extra fields as entered, sent with each image */
  details: Record<string, string>;
  success: UploadSuccess | null;
  /** the type chosen last time in this tab, offered first */
  lastType: DocumentUploadType | null;
}

export interface AccountValidationDeps {
  api: ApiPort;
  /** back-end setting accountValidationTypes, front-end documentSides and documents.homeCountry as served */
  settings: { accountValidationTypes: () => unknown; documentSides: () => unknown; homeCountry: () => unknown };
  /** the player's citizenship (ISO alpha-3), else their country */
  citizenship: () => string | undefined;
  progress: UploadProgress;
  /** the document type last chosen in this tab (session storage, allow-listed) */
  lastType: { get: () => string | null; set: (type: DocumentUploadType) => void };
  /** whether content describes a form (a compiled variant exists); default: the generated variant index */
  hasForm?: (formId: string) => boolean;
}

type Args = { context: AccountValidationContext };
type EventArgs = { context: AccountValidationContext; event: { type: string; output?: unknown; data?: unknown; documentType?: unknown } };

/** What is still to send, in order: each side's images with the side. */
export function pendingUploads(context: AccountValidationContext): Array<{ side: DocumentSide; item: UploadedFileItem }> {
  return context.sides.flatMap((side) => (context.sideImages[side] ?? []).map((item) => ({ side, item })));
}

function documentsOf(event: EventArgs['event']): ListedDocument[] {
  const output = event.output as DocumentsData | undefined;
  return Array.isArray(output?.documents) ? output.documents : [];
}

/** The account validation flow's own names (flows/account-validation.flow.json); form-step actions come from the engine. */
export function accountValidationImplementations(deps: AccountValidationDeps) {
  const hasForm = deps.hasForm ?? ((formId: string) => Object.hasOwn(VARIANT_INDEX.forms, formId));
  const groupsNow = () => documentGroups(deps.settings.accountValidationTypes(), deps.citizenship(), deps.settings.homeCountry());
  return {
    guards: {
      isApproved: ({ event }: EventArgs) => validationState(groupsNow(), documentsOf(event)) === 'approved',
      isWaiting: ({ event }: EventArgs) => validationState(groupsNow(), documentsOf(event)) === 'waiting',
      hasMoreSides: ({ context }: Args) => context.sideIndex < context.sides.length - 1,
      isFirstSide: ({ context }: Args) => context.sideIndex === 0,
      isFirstSideWithDetails: ({ context }: Args) => context.sideIndex === 0 && context.detailsForm !== null,
      hasDetailsForm: ({ event }: EventArgs) => isDocumentUploadType(event.documentType) && hasForm(detailsFormOf(event.documentType)),
    },
    actions: {
      assignDocuments: assign(({ event }: EventArgs) => {
        const last = deps.lastType.get();
        return { documents: documentsOf(event), groups: groupsNow(), lastType: isDocumentUploadType(last) ? last : null };
      }),
      chooseType: assign(({ event }: EventArgs) => {
        const type = isDocumentUploadType(event.documentType) ? event.documentType : null;
        if (type) deps.lastType.set(type);
        const detailsForm = type ? detailsFormOf(type) : null;
        const sides = type ? sidesOf(type, deps.settings.documentSides()) : [];
        return {
          lastType: type,
          type,
          detailsForm: detailsForm !== null && hasForm(detailsForm) ? detailsForm : null,
          details: {},
          sides,
          sideIndex: 0,
          sideForm: sideFormOf(sides[0]),
          sideImages: {},
          data: {},
          serverErrors: [],
          success: null,
        };
      }),
      // the side's images are kept by side; the form then shows the next side's (or nothing)
      keepSideImages: assign(({ context, event }: EventArgs) => {
        const side = context.sides[context.sideIndex];
        if (side === undefined) return {};
        const typed = (event.data ?? {}) as Record<string, unknown>;
        return { sideImages: { ...context.sideImages, [side]: uploadedFileItems(typed.images) } };
      }),
      nextSide: assign(({ context }: Args) => {
        const index = Math.min(context.sideIndex + 1, context.sides.length - 1);
        return sideStep(context, index);
      }),
      previousSide: assign(({ context }: Args) => {
        const index = Math.max(context.sideIndex - 1, 0);
        return sideStep(context, index);
      }),
      lastSide: assign(({ context }: Args) => {
        const index = Math.max(context.sides.length - 1, 0);
        return sideStep(context, index);
      }),
      resetImages: assign(({ context }: Args) => {
        forget(context);
        return { sideImages: {}, sideIndex: 0, sideForm: sideFormOf(context.sides[0]), data: {}, uploadKeys: {} };
      }),
      forgetImages: assign(({ context }: Args) => {
        forget(context);
        return { sideImages: {}, sideIndex: 0, sideForm: sideFormOf(context.sides[0]), data: {}, uploadKeys: {} };
      }),
      assignUploadKeys: assign(({ context }: Args) => {
        const keys = { ...context.uploadKeys };
        for (const { item } of pendingUploads(context)) keys[item.id] ??= newIdempotencyKey();
        return { uploadKeys: keys };
      }),
      assignSuccess: assign(({ context }: Args) => ({
        success: context.documents.some((document) => document.type === context.type) ? ('successUpdated' as const) : ('successUploading' as const),
      })),
      clearSuccess: assign({ success: () => null }),
      assignDetails: assign(({ event }: EventArgs) => {
        const typed = (event.data ?? {}) as Record<string, unknown>;
        const details = Object.fromEntries(Object.entries(typed).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
        return { details, data: {} };
      }),
      detailsToData: assign(({ context }: Args) => ({ data: { ...context.details } })),
    },
    actors: {
      loadDocuments: fromPromise(async ({ signal }: { signal: AbortSignal }) => callOrThrow<DocumentsData>(deps.api.call('documents', undefined, { signal }))),
      uploadDocuments: fromPromise(async ({ input, signal }: { input: { context: AccountValidationContext }; signal: AbortSignal }) => {
        const { context } = input;
        const upload = deps.api.upload;
        if (!upload || context.type === null) throw new FlowCallError({ errorCode: 0, kind: 'network' });
        const pending = pendingUploads(context);
        deps.progress.start(pending.length);
        for (const [index, { side, item }] of pending.entries()) {
          const file = uploadFileStore.get(item.id);
          if (!file) throw new FlowCallError({ errorCode: 0, kind: 'network' });
          deps.progress.file(index, file.size);
          const key: IdempotencyKey | undefined = context.uploadKeys[item.id];
          if (key === undefined) throw new FlowCallError({ errorCode: 0, kind: 'network' });
          const answer = await upload(
            'uploadDocument',
            { file, fileName: item.name, fields: { ...context.details, name: context.type, side, type: context.type } },
            { idempotencyKey: key, signal, onProgress: (sent) => deps.progress.sent(sent) },
          );
          if (!answer.ok) throw new FlowCallError(answer.error);
        }
      }),
    },
  };
}

/** The side at `index` as its step shows it: its form and the images chosen for it so far. */
function sideStep(context: AccountValidationContext, index: number): Pick<AccountValidationContext, 'sideIndex' | 'sideForm' | 'data'> {
  const side = context.sides[index];
  const images = side === undefined ? [] : (context.sideImages[side] ?? []);
  return { sideIndex: index, sideForm: sideFormOf(side), data: images.length > 0 ? { images } : {} };
}

/** The chosen files leave the tab's memory with the list. */
function forget(context: AccountValidationContext): void {
  for (const { item } of pendingUploads(context)) uploadFileStore.remove(item.id);
}
