import { assign, fromPromise } from 'xstate';
import type { ApiError } from '../../api/api-error';
import type { IbanVerification, IbanVerificationStatus, VerifyIbanPayload } from '../../api/endpoints/withdrawal';
import type { FormStepContext } from '../../engine/flow-host/form-step-context';
import { uploadedFileItems, type UploadedFileItem } from '../../engine/uploads/uploaded-file-item';
import type { ApiPort } from '../../stores/api-port';
import { attemptKeyOf } from '../../stores/attempt-key-of';
import { callOrThrow } from '../../stores/flow-call';
import { forgetDocumentImages, uploadDocumentImages, withUploadKeys } from '../../stores/upload-document-images';

/** The document the back office asks for: a bank statement naming the account holder and the IBAN. */
export const IBAN_DOCUMENT_TYPE = 'bankStatement';

/** The IBAN verification flow's context (flows/withdrawal-iban-verification.flow.json). */
export interface IbanVerificationContext extends FormStepContext<ApiError> {
  /** where the check stands, as last answered */
  verification: IbanVerification | null;
  /** the bank statement's images (metadata; the bytes stay in the tab's memory) */
  images: UploadedFileItem[];
  /** one idempotency key per image, kept across a retry */
  uploadKeys: Record<string, string>;
}

export interface IbanVerificationDeps {
  api: ApiPort;
  /** closes the modal: the player is back on the withdrawal form as they left it */
  close: () => void;
  /** a check that moved on: the withdrawal page loads its details again (the status it shows) */
  changed: () => void;
}

type Args = { context: IbanVerificationContext; event: { type: string; data?: unknown; output?: unknown } };
type Input = { input: { context: IbanVerificationContext }; signal: AbortSignal };

function statusOf(output: unknown): IbanVerificationStatus | undefined {
  return typeof output === 'object' && output !== null && 'status' in output ? (output as IbanVerification).status : undefined;
}

function formData(event: Args['event']): Record<string, unknown> {
  return typeof event.data === 'object' && event.data !== null ? (event.data as Record<string, unknown>) : {};
}

/** The IBAN check form's answer as verifyIban takes it (spec 2 §7: abbreviatedName, ibanNumber). */
export function verifyIbanPayload(data: Record<string, unknown>): VerifyIbanPayload {
  return {
    abbreviatedName: typeof data.abbreviatedName === 'string' ? data.abbreviatedName.trim() : '',
    ibanNumber: typeof data.ibanNumber === 'string' ? data.ibanNumber : '',
  };
}

/** The IBAN verification flow's own names; the form-step actions come from the engine. */
export function ibanVerificationImplementations(deps: IbanVerificationDeps) {
  const { api } = deps;
  return {
    guards: {
      isIbanVerified: ({ event }: Args) => statusOf(event.output) === 'verified',
      isIbanDocumentUploaded: ({ event }: Args) => statusOf(event.output) === 'uploaded',
      needsIbanDocument: ({ event }: Args) => statusOf(event.output) === 'needToProvideDocument',
    },
    actions: {
      assignVerification: assign({ verification: ({ event }: Args) => (statusOf(event.output) !== undefined ? (event.output as IbanVerification) : null) }),
      // the account details are not carried into the document step
      clearDetails: assign({ data: () => ({}) }),
      keepImages: assign(({ event }: Args) => {
        const images = uploadedFileItems(formData(event).images);
        return { images, data: { images } };
      }),
      assignUploadKeys: assign(({ context }: Args) => ({ uploadKeys: withUploadKeys(context) })),
      forgetImages: assign(({ context }: Args) => {
        forgetDocumentImages(context.images);
        return { images: [], uploadKeys: {}, data: {} };
      }),
      close: () => deps.close(),
    },
    actors: {
      loadIbanVerification: fromPromise(({ signal }: { signal: AbortSignal }) => callOrThrow<IbanVerification>(api.call('ibanVerification', undefined, { signal }))),
      verifyIban: fromPromise(async ({ input, signal }: Input) => {
        const answer = await callOrThrow<IbanVerification>(api.call('verifyIban', verifyIbanPayload(input.context.data), { signal, idempotencyKey: attemptKeyOf(input.context) }));
        deps.changed();
        return answer;
      }),
      // each image in turn with its own key (a retry re-sends the same keys), then the status again
      uploadIbanDocument: fromPromise(async ({ input, signal }: Input) => {
        await uploadDocumentImages(api, input.context, { name: IBAN_DOCUMENT_TYPE, side: 'any', type: IBAN_DOCUMENT_TYPE }, signal);
        const answer = await callOrThrow<IbanVerification>(api.call('ibanVerification', undefined, { signal }));
        deps.changed();
        return answer;
      }),
    },
  };
}
