/**
 * Names content may use in `ui:widget`. Pure data (no React) so the content check and Node
 * scripts can read it; `widget-registry.ts` must have exactly these keys (a test holds them equal).
 */
export const WIDGET_NAMES = [
  'text',
  'email',
  'password',
  'birthDate',
  'countrySelect',
  'stateSelect',
  'phone',
  'consent',
  'radio',
  'select',
  'checkbox',
  'hidden',
  'textarea',
  'campaignSelect',
  'limitAmount',
  'amount',
  'dependentText',
  // documents (issue 14)
  'fileUpload',
  'cameraUpload',
  'sofTypeSelect',
  'sofRangeSelect',
  // cashier withdrawal (issue 12): IBAN (grouped, trimmed, upper case, capped at 28) and BIC entry
  'iban',
  // contact form (issue 16 §2): message attachments with limits from ui:options
  'attachmentUpload',
  // cashier deposit (issue 11, spec 2 §5): a promo code left empty shows no error (submitWhenValid still gates)
  'promoCode',
] as const;

export type WidgetName = (typeof WIDGET_NAMES)[number];

export function isWidgetName(name: string): name is WidgetName {
  return (WIDGET_NAMES as readonly string[]).includes(name);
}
