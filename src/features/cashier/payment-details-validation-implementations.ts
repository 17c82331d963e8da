import { assign, fromPromise } from 'xstate';
import type { ApiError } from '../../api/api-error';
import type { PaymentDetailsData, StoredPaymentDetailView } from '../../api/endpoints/profile';
import type { FormStepContext } from '../../engine/flow-host/form-step-context';
import { uploadedFileItems, type UploadedFileItem } from '../../engine/uploads/uploaded-file-item';
import type { ApiPort } from '../../stores/api-port';
import { callOrThrow } from '../../stores/flow-call';
import { forgetDocumentImages, uploadDocumentImages, withUploadKeys } from '../../stores/upload-document-images';

/** The document type the platform files a payment detail's proof under; its name carries the detail. */
export const PAYMENT_DETAIL_DOCUMENT_TYPE = 'paymentDetail';

/** The validation flow's context (flows/payment-details-validation.flow.json). */
export interface PaymentDetailsValidationContext extends FormStepContext<ApiError> {
  details: StoredPaymentDetailView[];
  /** the stored detail the document is for */
  chosen: number | null;
  /** the document's images (metadata; the bytes stay in the tab's memory) */
  images: UploadedFileItem[];
  /** one idempotency key per image, kept across a retry */
  uploadKeys: Record<string, string>;
}

export interface PaymentDetailsValidationDeps {
  api: ApiPort;
  /** closes the modal: the player is back on the withdrawal form as they left it */
  close: () => void;
  /** a document sent: the cashier's cached details (their blocked states) are stale */
  changed: () => void;
}

type Args = { context: PaymentDetailsValidationContext; event: { type: string; data?: unknown; output?: unknown; reference?: unknown } };
type Input = { input: { context: PaymentDetailsValidationContext }; signal: AbortSignal };

/** A detail the player can unblock with a document: blocked by document, no document waiting yet. */
export function needsDocument(detail: StoredPaymentDetailView): boolean {
  return detail.blocked === 'byDocument' && detail.documentUploaded !== true;
}

function detailsOf(output: unknown): StoredPaymentDetailView[] {
  return typeof output === 'object' && output !== null && Array.isArray((output as PaymentDetailsData).details) ? (output as PaymentDetailsData).details : [];
}

/** The upload's name: the platform files the proof under the stored detail it unblocks. */
export function paymentDetailDocumentName(reference: number): string {
  return `${PAYMENT_DETAIL_DOCUMENT_TYPE}-${reference}`;
}

/** The payment-details validation flow's own names; the form-step actions come from the engine. */
export function paymentDetailsValidationImplementations(deps: PaymentDetailsValidationDeps) {
  const { api } = deps;
  return {
    guards: {
      hasOneDetailToValidate: ({ event }: Args) => detailsOf(event.output).filter(needsDocument).length === 1,
      hasDetailsToValidate: ({ event }: Args) => detailsOf(event.output).some(needsDocument),
    },
    actions: {
      assignDetails: assign({ details: ({ event }: Args) => detailsOf(event.output) }),
      chooseOnlyDetail: assign({ chosen: ({ event }: Args) => detailsOf(event.output).find(needsDocument)?.storedDetailReference ?? null }),
      // only a detail waiting for a document can be chosen (an event naming another is ignored)
      chooseDetail: assign({
        chosen: ({ context, event }: Args) => context.details.find((detail) => detail.storedDetailReference === event.reference && needsDocument(detail))?.storedDetailReference ?? context.chosen,
      }),
      keepImages: assign(({ event }: Args) => {
        const images = uploadedFileItems(typeof event.data === 'object' && event.data !== null ? (event.data as Record<string, unknown>).images : undefined);
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
      loadPaymentDetails: fromPromise(({ signal }: { signal: AbortSignal }) => callOrThrow<PaymentDetailsData>(api.call('paymentDetails', undefined, { signal }))),
      // each image with its own key, filed under the chosen detail; then the details again (now waiting)
      uploadDetailDocument: fromPromise(async ({ input, signal }: Input) => {
        const reference = input.context.chosen ?? 0;
        await uploadDocumentImages(api, input.context, { name: paymentDetailDocumentName(reference), side: 'any', type: PAYMENT_DETAIL_DOCUMENT_TYPE }, signal);
        deps.changed();
        return callOrThrow<PaymentDetailsData>(api.call('paymentDetails', undefined, { signal }));
      }),
    },
  };
}
