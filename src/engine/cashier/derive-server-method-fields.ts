import type { ServerMethodField } from './server-method-field';

/** The field kinds a derived field set knows how to show and check (named rules in server-method-field-rules.ts). */
export const SERVER_FIELD_KINDS = ['text', 'email', 'phone', 'iban', 'bic', 'cardNumber', 'cardExpiry', 'cvc', 'select', 'digits', 'hidden'] as const;
export type ServerFieldKind = (typeof SERVER_FIELD_KINDS)[number];

/** The platform's fieldType names → our kinds (the platform spells some types several ways). */
const KIND_OF_TYPE: Readonly<Record<string, ServerFieldKind>> = {
  text: 'text',
  string: 'text',
  name: 'text',
  email: 'email',
  phone: 'phone',
  phonenumber: 'phone',
  msisdn: 'phone',
  iban: 'iban',
  bic: 'bic',
  swift: 'bic',
  cardnumber: 'cardNumber',
  card: 'cardNumber',
  pan: 'cardNumber',
  expirydate: 'cardExpiry',
  expiry: 'cardExpiry',
  cvc: 'cvc',
  cvv: 'cvc',
  select: 'select',
  list: 'select',
  dropdown: 'select',
  number: 'digits',
  digits: 'digits',
  numeric: 'digits',
  hidden: 'hidden',
};

/** One option of a derived select field. */
export interface DerivedOption {
  value: string;
  label: string;
}

/** A field of a method the repo does not describe, derived from the server's `fields` list. */
export interface DerivedMethodField {
  name: string;
  kind: ServerFieldKind;
  /** i18n key `cashier:serverFields.<name>` when it exists, else the field name is shown as is */
  label: string;
  required: boolean;
  /** not asked when a stored card or account is used (requireForStoredPayment false) */
  skipWithStoredDetail: boolean;
  defaultValue?: string;
  /** a field with a default value is shown but not editable (spec 2 §5) */
  readonly: boolean;
  options: readonly DerivedOption[];
  /** encrypted through the encryption frame before submit */
  encryptionType?: string;
  useForToken: boolean;
  /** card data and CVC never go to a draft */
  sensitive: boolean;
}

/** Something the derivation could not map: reported to the error reporter (once per method and type). */
export interface DerivationProblem {
  kind: 'unknownFieldType' | 'unknownValidator';
  field: string;
  value: string;
}

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** Validators the server may name; each maps onto the kind's own check. */
const KNOWN_VALIDATORS = new Set(['email', 'phone', 'iban', 'bic', 'luhn', 'cardNumber', 'expiry', 'cvc', 'digits', 'required']);

function optionsOf(list: ServerMethodField['dataList']): DerivedOption[] {
  if (!Array.isArray(list)) return [];
  return (list as readonly unknown[]).flatMap((entry): DerivedOption[] => {
    if (typeof entry === 'string') return [{ value: entry, label: entry }];
    if (entry === null || typeof entry !== 'object') return [];
    const { value, label } = entry as { value?: unknown; label?: unknown };
    return typeof value === 'string' ? [{ value, label: typeof label === 'string' ? label : value }] : [];
  });
}

/**
 * The field set of a method the server lists but the repo does not describe, derived from the
 * server's `fields` (spec 2 §3) — data only, never a compiled schema: it is shown by the
 * cashier's derived-fields component and checked by `validateDerivedFields`. A field type or a
 * validator we do not know is reported in `problems` and the field is still shown as text.
 * Fields with a name that is not a plain identifier are dropped and reported as unknown types.
 */
export function deriveServerMethodFields(fields: readonly ServerMethodField[]): { fields: DerivedMethodField[]; problems: DerivationProblem[] } {
  const derived: DerivedMethodField[] = [];
  const problems: DerivationProblem[] = [];
  const seen = new Set<string>();
  for (const field of fields) {
    if (typeof field?.field !== 'string' || !FIELD_NAME.test(field.field) || seen.has(field.field)) {
      problems.push({ kind: 'unknownFieldType', field: String(field?.field), value: 'invalid field name' });
      continue;
    }
    seen.add(field.field);
    const type = (field.fieldType ?? 'text').toLowerCase();
    const known = Object.hasOwn(KIND_OF_TYPE, type) ? KIND_OF_TYPE[type] : undefined;
    if (known === undefined) problems.push({ kind: 'unknownFieldType', field: field.field, value: field.fieldType ?? '' });
    if (typeof field.validator === 'string' && field.validator !== '' && !KNOWN_VALIDATORS.has(field.validator)) {
      problems.push({ kind: 'unknownValidator', field: field.field, value: field.validator });
    }
    const options = optionsOf(field.dataList);
    const kind: ServerFieldKind = known ?? (options.length > 0 ? 'select' : 'text');
    const defaultValue = typeof field.defaultValue === 'string' && field.defaultValue !== '' ? field.defaultValue : undefined;
    derived.push({
      name: field.field,
      kind,
      label: `cashier:serverFields.${field.field}`,
      required: field.optional !== true && kind !== 'hidden',
      skipWithStoredDetail: field.requireForStoredPayment !== true,
      ...(defaultValue === undefined ? {} : { defaultValue }),
      readonly: defaultValue !== undefined && kind !== 'hidden',
      options,
      ...(typeof field.encryptionType === 'string' && field.encryptionType !== '' ? { encryptionType: field.encryptionType } : {}),
      useForToken: field.useForToken === true,
      sensitive: kind === 'cardNumber' || kind === 'cvc' || kind === 'cardExpiry',
    });
  }
  return { fields: derived, problems };
}
