import { assign, fromPromise } from 'xstate';
import type { DocumentSide, DocumentsData, ListedDocument, LvcData, QuickVerifyData, WizardFields, WizardFieldsData, WizardFormFieldsFor } from '../../api/endpoints';
import { FlowCallError } from '../../engine/flow-call-error';
import { uploadFileStore } from '../../engine/uploads/upload-file-store';
import { uploadedFileItems, type UploadedFileItem } from '../../engine/uploads/uploaded-file-item';
import type { ValidationIssue } from '../../engine/validation-issue';
import type { ApiPort, StoreApiError } from '../../stores/api-port';
import { apiErrorOf, callOrThrow } from '../../stores/flow-call';
import { withUploadKeys } from '../../stores/upload-document-images';
import { isDocumentUploadType, sideFormOf, sidesOf, type DocumentUploadType } from './document-types';
import { reviewRequestOf, type ReviewRequest } from './review-request';
import type { UploadProgress } from './upload-progress';

/** Approval polls of step 5 before "still in review" (60 × 10 s: ten minutes; spec 1 §9 polls every 10 000 ms). */
export const WIZARD_MAX_POLLS = 60;

/** Why step 5 sent the player back to step 4 (a repeated 125), or a card lookup's answer shown above step 3. */
export type WizardMessage = 'documentsAgain' | 'duplicated' | 'notFound' | 'declined';

export interface HungarianWizardContext {
  data: Record<string, unknown>;
  serverErrors: ValidationIssue[];
  notice: StoreApiError | null;
  validationType: WizardFormFieldsFor;
  /** quick mode: the details come from the player's account at another licensed site */
  quick: boolean;
  /** the fields saved on the platform, as last read or saved */
  fields: WizardFields;
  documents: ListedDocument[];
  /** the other site's stored images, for the player to confirm in quick mode */
  quickDocuments: ListedDocument[];
  lvcCard: LvcData['card'] | null;
  lvcMessage: WizardMessage | null;
  /** step 4's sides of the document (fe.documentSides): one image of a front or back, several pages without sides */
  sides: DocumentSide[];
  sideIndex: number;
  /** the form of the current side's images (document-side-image or document-images) */
  sideForm: string;
  /** the chosen images per side (metadata; the bytes are in uploadFileStore) */
  sideImages: Partial<Record<DocumentSide, UploadedFileItem[]>>;
  /** every chosen image of step 4, in upload order */
  images: UploadedFileItem[];
  /** one idempotency key per chosen image, kept across retries */
  uploadKeys: Record<string, string>;
  polls: number;
  /** what the review asks for (a 128 with document-related details): step 4 then uploads that document */
  request: ReviewRequest | null;
}

export interface HungarianWizardDeps {
  api: ApiPort;
  progress: UploadProgress;
  /** completion: the payment page of the verification type (spec 1 §2 "After completion it goes to /payment/deposit or /payment/withdrawal") */
  goToPayment: (type: WizardFormFieldsFor) => void;
  maxPolls?: number;
  /** a newer wizard tab took over (the tab lock): this one asks the platform nothing more */
  isLocked?: () => boolean;
  /** front-end setting documentSides as served (document-types.ts sidesOf; defaults per type without it) */
  documentSides?: () => unknown;
}

/** The wizard's own fields; the step forms filter what they show. */
const FIELD_NAMES = ['zipCode', 'city', 'address', 'addressCardNumber', 'documentType', 'documentNumber', 'issueDate', 'expiryDate', 'issuedBy', 'lvcNumber'] as const;

export function personalDone(fields: WizardFields): boolean {
  return Boolean(fields.zipCode && fields.city && fields.address && fields.addressCardNumber);
}

export function documentDone(fields: WizardFields): boolean {
  return fields.lvcStatus === 'confirmed' || Boolean(fields.documentType && fields.documentNumber && fields.issueDate && fields.expiryDate);
}

/** The upload type of the wizard's document (spec 1 §3: nationalIdCard is uploaded as identificationCard; the membership card as another document). */
export function wizardUploadType(fields: WizardFields): string {
  if (fields.lvcStatus === 'confirmed') return 'otherDocuments';
  if (fields.documentType === 'nationalIdCard') return 'identificationCard';
  return fields.documentType ?? 'otherDocuments';
}

function fieldsOf(data: Record<string, unknown>): WizardFields {
  const fields: Record<string, string> = {};
  for (const name of FIELD_NAMES) {
    const value = data[name];
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

/** Waits until the actor is stopped (the page leaves), then rejects. */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }));
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function errorCodeOf(error: unknown): number | string {
  return apiErrorOf(error).errorCode;
}

/** The document step 4 asks for: the one a review requested, else the wizard's own. */
export function wizardImagesType(context: Pick<HungarianWizardContext, 'fields' | 'data' | 'request'>): DocumentUploadType {
  const requested = context.request?.documentType;
  if (requested !== undefined && requested !== null) return requested;
  const type = wizardUploadType({ ...context.fields, ...fieldsOf(context.data) });
  return isDocumentUploadType(type) ? type : 'otherDocuments';
}

/** The sides step 4 asks for (spec 1 §3 "sides per type from front-end setting documentSides"). */
export function wizardSides(context: Pick<HungarianWizardContext, 'fields' | 'data' | 'request'>, setting: unknown): DocumentSide[] {
  return sidesOf(wizardImagesType(context), setting);
}

/** A 128 answer's request (spec 1 §8), with the wizard's identity document for age and name. */
function requestOf(context: Pick<HungarianWizardContext, 'fields' | 'data'>, error: unknown): ReviewRequest | null {
  const apiError = apiErrorOf(error);
  if (String(apiError.errorCode) !== '128' || apiError.kind !== 'server') return null;
  return reviewRequestOf(apiError.errorDetails, wizardImagesType({ ...context, request: null }));
}

/** Each chosen image with the side it shows, in upload order. */
export function imagesBySide(context: Pick<HungarianWizardContext, 'sides' | 'sideImages'>): Array<{ side: DocumentSide; item: UploadedFileItem }> {
  return context.sides.flatMap((side) => (context.sideImages[side] ?? []).map((item) => ({ side, item })));
}

/** The side at `index` as step 4 shows it: its form and the images chosen for it so far. */
function sideStep(context: HungarianWizardContext, index: number) {
  const side = context.sides[index];
  const images = side === undefined ? [] : (context.sideImages[side] ?? []);
  // an empty side says so (images: []): a missing key would leave the previous side's images in the form
  return { sideIndex: index, sideForm: sideFormOf(side), data: { ...context.data, images } };
}

type Args = { context: HungarianWizardContext };
type EventArgs = { context: HungarianWizardContext; event: { type: string; output?: unknown; error?: unknown; data?: unknown; documentType?: unknown } };
type Input = { input: { context: HungarianWizardContext }; signal: AbortSignal };

const DOCUMENT_TYPES: readonly string[] = ['nationalIdCard', 'passport', 'driverLicence'];

/** The Hungarian-licence wizard's own names (flows/hungarian-wizard.flow.json); form-step actions come from the engine. */
export function hungarianWizardImplementations(deps: HungarianWizardDeps) {
  const maxPolls = deps.maxPolls ?? WIZARD_MAX_POLLS;
  const progressOf = (event: EventArgs['event']) => event.output as { documents: ListedDocument[]; fields: WizardFields } | undefined;
  const save = (context: HungarianWizardContext, fields: WizardFields, signal: AbortSignal) =>
    callOrThrow<WizardFieldsData>(deps.api.call('updateFields', { formFieldsFor: context.validationType, fields }, { signal }));
  return {
    guards: {
      isIncomplete: ({ event }: EventArgs) => String(errorCodeOf(event.error)) === '125',
      isUnderReview: ({ event }: EventArgs) => String(errorCodeOf(event.error)) === '128',
      isDocumentRequest: ({ context, event }: EventArgs) => (requestOf(context, event.error)?.documentType ?? null) !== null,
      isContactRequest: ({ context, event }: EventArgs) => requestOf(context, event.error)?.documentType === null,
      pollLimitReached: ({ context }: Args) => context.polls + 1 >= maxPolls,
      hasNothingYet: ({ event }: EventArgs) => {
        const output = progressOf(event);
        return output !== undefined && output.documents.length === 0 && Object.keys(fieldsOf(output.fields as Record<string, unknown>)).length === 0;
      },
      needsPersonal: ({ event }: EventArgs) => !personalDone(progressOf(event)?.fields ?? {}),
      needsDocument: ({ event }: EventArgs) => !documentDone(progressOf(event)?.fields ?? {}),
      isQuick: ({ context }: Args) => context.quick,
      isCardFound: ({ event }: EventArgs) => (event.output as LvcData | undefined)?.lvcStatus === 'found',
      hasMoreSides: ({ context }: Args) => context.sideIndex < context.sides.length - 1,
      hasSidesAfterNext: ({ context }: Args) => context.sideIndex + 2 < context.sides.length,
      isFirstSide: ({ context }: Args) => context.sideIndex === 0,
      isRequestedFirstSide: ({ context }: Args) => context.sideIndex === 0 && context.request !== null,
    },
    actions: {
      assignProgress: assign(({ event }: EventArgs) => {
        const output = progressOf(event);
        return output ? { documents: output.documents, fields: output.fields } : {};
      }),
      setNormalMode: assign({ quick: () => false, quickDocuments: () => [] as ListedDocument[] }),
      // the quick login's credentials never stay in the flow once answered
      forgetQuickLogin: assign(({ context }: Args) => {
        const { siteId: _siteId, email: _email, password: _password, ...rest } = context.data;
        return { data: rest };
      }),
      assignQuickResult: assign(({ event }: EventArgs) => {
        const output = event.output as QuickVerifyData;
        return { quick: true, fields: output.fields, quickDocuments: output.documents };
      }),
      // a step shows the saved values under what the player typed since
      fieldsToData: assign(({ context }: Args) => ({ data: { ...context.fields, ...context.data } })),
      assignFields: assign(({ event }: EventArgs) => ({ fields: (event.output as WizardFieldsData).fields })),
      chooseDocumentType: assign(({ context, event }: EventArgs) => {
        const documentType = typeof event.documentType === 'string' && DOCUMENT_TYPES.includes(event.documentType) ? event.documentType : undefined;
        return { data: { ...context.data, documentType }, lvcMessage: null };
      }),
      assignCard: assign(({ context, event }: EventArgs) => {
        const output = event.output as LvcData;
        const message: WizardMessage | null = output.lvcStatus === 'duplicated' || output.lvcStatus === 'notFound' ? output.lvcStatus : null;
        return { lvcCard: output.card ?? null, lvcMessage: message, fields: { ...context.fields, lvcStatus: output.lvcStatus } };
      }),
      assignCardAnswer: assign(({ context, event }: EventArgs) => {
        const output = event.output as LvcData;
        return { lvcCard: null, lvcMessage: output.lvcStatus === 'declined' ? ('declined' as const) : null, fields: { ...context.fields, lvcStatus: output.lvcStatus } };
      }),
      // step 4 starts at the document's first side, nothing chosen yet
      startSides: assign(({ context }: Args) => {
        for (const item of context.images) uploadFileStore.remove(item.id);
        const sides = wizardSides(context, deps.documentSides?.());
        return { ...sideStep({ ...context, sides, sideImages: {} }, 0), sides, sideImages: {}, images: [] as UploadedFileItem[], uploadKeys: {} };
      }),
      // the side's images are kept by side; the form then shows another side's (or nothing)
      keepSideImages: assign(({ context, event }: EventArgs) => {
        const side = context.sides[context.sideIndex];
        if (side === undefined) return {};
        return { sideImages: { ...context.sideImages, [side]: uploadedFileItems((event.data as Record<string, unknown> | undefined)?.images) } };
      }),
      nextSide: assign(({ context }: Args) => sideStep(context, Math.min(context.sideIndex + 1, context.sides.length - 1))),
      previousSide: assign(({ context }: Args) => sideStep(context, Math.max(context.sideIndex - 1, 0))),
      assignImages: assign(({ context }: Args) => ({ images: imagesBySide(context).map(({ item }) => item) })),
      assignUploadKeys: assign(({ context }: Args) => ({ uploadKeys: withUploadKeys(context) })),
      forgetImages: assign(({ context }: Args) => {
        for (const item of [...context.images, ...imagesBySide(context).map((entry) => entry.item)]) uploadFileStore.remove(item.id);
        const { images: _images, ...rest } = context.data;
        return { images: [] as UploadedFileItem[], sideImages: {}, sideIndex: 0, uploadKeys: {}, data: rest };
      }),
      assignRequest: assign(({ context, event }: EventArgs) => ({ request: requestOf(context, event.error) })),
      clearRequest: assign({ request: () => null }),
      countPoll: assign({ polls: ({ context }: Args) => context.polls + 1 }),
      resetPolls: assign({ polls: () => 0 }),
      assignSteppedBack: assign({ lvcMessage: () => 'documentsAgain' as const }),
      goToPayment: ({ context }: Args) => deps.goToPayment(context.validationType),
    },
    actors: {
      // the deposit or withdrawal details (spec 1 §4 "at start deposit or withdrawal details are requested"; 5000 ms, spec 1 §9)
      requestDetails: fromPromise(async ({ input, signal }: Input) => {
        // a locked wizard stops polling: the newer tab asks (one request in flight across tabs)
        if (deps.isLocked?.() === true) await untilAborted(signal);
        return callOrThrow<unknown>(deps.api.call(input.context.validationType === 'withdrawal' ? 'withdrawalDetails' : 'depositDetails', undefined, { signal }));
      }),
      loadProgress: fromPromise(async ({ input, signal }: Input) => {
        const [documents, fields] = await Promise.all([
          callOrThrow<DocumentsData>(deps.api.call('documents', undefined, { signal })),
          callOrThrow<WizardFieldsData>(deps.api.call('wizardFields', { formFieldsFor: input.context.validationType }, { signal })),
        ]);
        return { documents: documents.documents, fields: fields.fields };
      }),
      quickVerify: fromPromise(async ({ input, signal }: Input) => {
        const { data } = input.context;
        return callOrThrow<QuickVerifyData>(deps.api.call('quickVerify', { siteId: textOf(data.siteId), email: textOf(data.email), password: textOf(data.password) }, { signal }));
      }),
      saveFields: fromPromise(async ({ input, signal }: Input) => save(input.context, fieldsOf(input.context.data), signal)),
      // the card number is saved, then looked up (spec 1 §4 "Step 2 with a membership card")
      lookUpCard: fromPromise(async ({ input, signal }: Input) => {
        const lvcNumber = textOf(input.context.data.lvcNumber);
        await save(input.context, { lvcNumber }, signal);
        return callOrThrow<LvcData>(deps.api.call('verifyLvcNumber', { lvcNumber }, { signal }));
      }),
      confirmCard: fromPromise(async ({ signal }: Input) => callOrThrow<LvcData>(deps.api.call('confirmLvcNumber', undefined, { signal }))),
      declineCard: fromPromise(async ({ signal }: Input) => callOrThrow<LvcData>(deps.api.call('declineLvcNumber', undefined, { signal }))),
      // each image in turn with its side, with its own idempotency key (spec 1 §4 "Step 4 uploads each snapshot in turn")
      uploadImages: fromPromise(async ({ input, signal }: Input) => {
        const { context } = input;
        const upload = deps.api.upload;
        if (!upload) throw new FlowCallError({ errorCode: 0, kind: 'network' });
        const type = wizardImagesType(context);
        const pending = imagesBySide(context);
        deps.progress.start(pending.length);
        for (const [index, { side, item }] of pending.entries()) {
          const file = uploadFileStore.get(item.id);
          const key = context.uploadKeys[item.id];
          if (!file || key === undefined) throw new FlowCallError({ errorCode: 0, kind: 'network' });
          deps.progress.file(index, file.size);
          const answer = await upload(
            'uploadDocument',
            { file, fileName: item.name, fields: { name: type, side, type } },
            { idempotencyKey: key, signal, onProgress: (sent) => deps.progress.sent(sent) },
          );
          if (!answer.ok) throw new FlowCallError(answer.error);
        }
      }),
    },
  };
}
