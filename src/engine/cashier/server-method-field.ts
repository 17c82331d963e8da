/**
 * One field of a payment method as the platform lists it (spec 2 §3 "Each method field has"):
 * the raw shape before any derivation. Every key but `field` may be missing.
 */
export interface ServerMethodField {
  field: string;
  fieldType?: string;
  defaultValue?: string | null;
  optional?: boolean;
  requireForStoredPayment?: boolean;
  dataList?: readonly ({ value: string; label?: string } | string)[] | null;
  encryptionType?: string | null;
  encryptionParams?: Record<string, unknown> | null;
  useForToken?: boolean;
  validator?: string | null;
}
