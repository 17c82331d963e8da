import type { StudioLanguage } from './content-i18n-keys';
import { STUDIO_LANGUAGES, withTranslation } from './content-i18n-keys';
import { jsonPointerPositions } from './json-pointer-positions';

export type CashierDirection = 'deposit' | 'withdrawal';

/** What a payment team fills in for a new method. */
export interface NewPaymentMethod {
  id: string;
  /** the rule or provider behaviour the method implements: the catalogue entry's and each overlay's $comment */
  rule: string;
  /** platform method ids, as typed ("1500001, 1500002") */
  platformIds: string;
  directions: readonly CashierDirection[];
  /** the method's name in each language (i18n key cashier:methods.<id>) */
  labels: Readonly<Record<StudioLanguage, string>>;
}

/** The catalogue and the cashier texts as they are now (saved or unsaved). */
export interface PaymentMethodContext {
  catalogueText: string;
  /** src/i18n/locales/<language>/cashier.json texts */
  cashierTexts: Readonly<Record<StudioLanguage, string>>;
}

export type NewPaymentMethodProblem =
  | { field: 'id'; code: 'pattern' | 'exists' }
  | { field: 'rule'; code: 'tooShort' }
  | { field: 'platformIds'; code: 'pattern' | 'none' }
  | { field: 'platformIds'; code: 'taken'; platformId: number; method: string }
  | { field: 'directions'; code: 'none' | 'noForm' }
  | { field: 'labels'; code: 'missing'; language: StudioLanguage }
  | { field: 'catalogue'; code: 'invalid' };

export const CASHIER_CATALOGUE = 'schemas/cashier/methods.json';
const ID = /^[a-z][a-z0-9-]*$/;
/** The overlay meta-schema asks for a rule of at least 10 characters. */
const MIN_RULE = 10;

interface CatalogueEntry {
  platformIds?: unknown;
}

/** One line per entry, as the catalogue writes its recent methods: `{ "$comment": …, "platformIds": [1, 2] }`. */
function inline(value: Record<string, unknown>): string {
  const show = (item: unknown): string => (Array.isArray(item) ? `[${item.map(show).join(', ')}]` : JSON.stringify(item));
  return `{ ${Object.entries(value)
    .map(([key, item]) => `${JSON.stringify(key)}: ${show(item)}`)
    .join(', ')} }`;
}

/** Adds a member to the catalogue's `methods` object in the text, keeping every other line as it is. */
function withCatalogueEntry(text: string, id: string, entry: Record<string, unknown>): string {
  const ranges = jsonPointerPositions(text);
  const methods = ranges.get('/methods');
  if (!methods) throw new Error('the catalogue has no methods object');
  const close = text.lastIndexOf('}', methods.to - 1);
  let last = close - 1;
  while (last > methods.from && /\s/.test(text[last] ?? '')) last -= 1;
  const empty = last === methods.from;
  const firstKey = [...ranges.entries()].find(([pointer]) => /^\/methods\/[^/]+$/.test(pointer))?.[1].keyFrom;
  const lineStart = firstKey === undefined ? -1 : text.lastIndexOf('\n', firstKey);
  const indent = firstKey === undefined ? '    ' : text.slice(lineStart + 1, firstKey);
  const member = `${JSON.stringify(id)}: ${inline(entry)}`;
  return `${text.slice(0, last + 1)}${empty ? '' : ','}\n${indent}${member}${text.slice(last + 1)}`;
}

/**
 * The files of a new payment method: its catalogue entry (schemas/cashier/methods.json), an overlay
 * per direction (schemas/cashier/methods/<id>/<direction>.json, starting with the rule and empty
 * merge patches the field set goes into) and its name in en / hu / sv, or what is wrong with the input. The
 * studio saves them together through the checked save, so the content check decides.
 */
export function newPaymentMethodFiles(input: NewPaymentMethod, context: PaymentMethodContext): { files: Record<string, string> } | { problems: NewPaymentMethodProblem[] } {
  const problems: NewPaymentMethodProblem[] = [];
  let catalogue: { forms?: Record<string, unknown>; methods?: Record<string, CatalogueEntry> };
  try {
    catalogue = JSON.parse(context.catalogueText) as typeof catalogue;
  } catch {
    return { problems: [{ field: 'catalogue', code: 'invalid' }] };
  }
  const methods = catalogue.methods ?? {};
  const id = input.id.trim();
  if (!ID.test(id) || id.length > 40) problems.push({ field: 'id', code: 'pattern' });
  else if (Object.hasOwn(methods, id)) problems.push({ field: 'id', code: 'exists' });
  const rule = input.rule.trim();
  if (rule.length < MIN_RULE) problems.push({ field: 'rule', code: 'tooShort' });
  const parts = input.platformIds.split(/[\s,]+/).filter((part) => part !== '');
  const platformIds = [...new Set(parts.map(Number))];
  if (parts.length === 0) problems.push({ field: 'platformIds', code: 'none' });
  else if (!parts.every((part) => /^[1-9][0-9]{0,14}$/.test(part))) problems.push({ field: 'platformIds', code: 'pattern' });
  else {
    for (const platformId of platformIds) {
      const owner = Object.entries(methods).find(([, entry]) => Array.isArray(entry.platformIds) && entry.platformIds.includes(platformId))?.[0];
      if (owner !== undefined) problems.push({ field: 'platformIds', code: 'taken', platformId, method: owner });
    }
  }
  if (input.directions.length === 0) problems.push({ field: 'directions', code: 'none' });
  else if (input.directions.some((direction) => typeof catalogue.forms?.[direction] !== 'string')) problems.push({ field: 'directions', code: 'noForm' });
  for (const language of STUDIO_LANGUAGES) if (input.labels[language].trim() === '') problems.push({ field: 'labels', code: 'missing', language });
  if (problems.length > 0) return { problems };

  const label = `cashier:methods.${id}`;
  const files: Record<string, string> = {
    [CASHIER_CATALOGUE]: withCatalogueEntry(context.catalogueText, id, { $comment: rule, label, platformIds, directions: [...input.directions] }),
  };
  for (const direction of input.directions) {
    files[`schemas/cashier/methods/${id}/${direction}.json`] = `${JSON.stringify({ $comment: rule, schema: {}, ui: {} }, null, 2)}\n`;
  }
  for (const language of STUDIO_LANGUAGES) {
    files[`src/i18n/locales/${language}/cashier.json`] = withTranslation(context.cashierTexts[language], ['methods', id], input.labels[language].trim());
  }
  return { files };
}
