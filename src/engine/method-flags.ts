import { isJsonObject } from './is-json-object';
import type { JsonObject } from './json-value';

/** Behaviour flags a payment method (or a method × market overlay) sets per direction. */
export interface MethodFlags {
  /** the amount is a whole number of currency units (spec 2 §5: method 12201 withdrawals) */
  wholeAmount?: boolean;
  /** no bonus may be claimed: campaignId is fixed to -1 (spec 2 §4: 910003 crypto) */
  bonusNone?: boolean;
  /** card data goes to a hidden token frame first; its token fields are copied into the deposit (900006, 400001, 400003, 1010001) */
  tokenFlow?: boolean;
  /** the result is a payment slip shown in a frame from /cms/content/payment-slip/{methodId}/{language}.html (900002, 900003) */
  paymentSlip?: boolean;
  /** the result is a QR code to scan at a terminal (950001) */
  terminalQr?: boolean;
  /** the provider form is submitted inside the payment frame (100027) */
  formSubmitFrame?: boolean;
  /** pay-and-play: the visitor picks the country (440001) */
  countrySelector?: boolean;
  /** after the payment frame closes, the site moves to the route the provider names (300002) */
  routePushAfterFrame?: boolean;
  /** each message of the payment frame also triggers a deposit status call (provider 110) */
  statusCallOnFrameMessage?: boolean;
  /** offline bank transfer: the finish screen shows the transfer instructions (10000) */
  offlineTransfer?: boolean;
  /** cash paid at a casino desk: the finish screen shows the reference to bring (10003) */
  cashAtCasino?: boolean;
  /** the deposit is a bonus code, not money from a provider (150001) */
  bonusCode?: boolean;
  /** one-click wallet payment in the browser (210055 Apple Pay) */
  oneClick?: boolean;
  /** a payout paid within 1 to 2 bank days rather than within 4 working days (spec 2 §9: bank transfer 12201 withdrawals) */
  bankDaysPayout?: boolean;
  /** the crypto channel: the finish screen shows the address to pay to and that crediting usually takes 30 minutes (spec 2 §9: 910003) */
  cryptoChannel?: boolean;
}

/** The flag names, for code that lists or checks them. */
export const METHOD_FLAG_NAMES = [
  'wholeAmount',
  'bonusNone',
  'tokenFlow',
  'paymentSlip',
  'terminalQr',
  'formSubmitFrame',
  'countrySelector',
  'routePushAfterFrame',
  'statusCallOnFrameMessage',
  'offlineTransfer',
  'cashAtCasino',
  'bonusCode',
  'oneClick',
  'bankDaysPayout',
  'cryptoChannel',
] as const satisfies readonly (keyof MethodFlags)[];

/** The amount field of a whole-amount method: digits only, no decimal part, never a float. */
export const WHOLE_AMOUNT_PATTERN = '^(0|[1-9][0-9]{0,8})$';

/**
 * The schema with what the flags mean applied last (after every overlay), so no overlay can
 * forget it: `wholeAmount` narrows the decimal-string `amount` to whole units, `bonusNone` fixes
 * campaignId to -1. The other flags tell the cashier feature how the method behaves.
 */
export function applyMethodFlags(schema: JsonObject, flags: MethodFlags): JsonObject {
  return applyBonusNone(applyWholeAmount(schema, flags), flags);
}

/** `bonusNone`: campaignId can only be -1 ("no bonus"), whatever an overlay says. */
function applyBonusNone(schema: JsonObject, flags: MethodFlags): JsonObject {
  if (!flags.bonusNone) return schema;
  const properties = isJsonObject(schema.properties) ? schema.properties : undefined;
  const campaign = properties && isJsonObject(properties.campaignId) ? properties.campaignId : undefined;
  if (!properties || !campaign) return schema;
  const errorCode = isJsonObject(campaign['x-errorCode']) ? campaign['x-errorCode'] : {};
  return { ...schema, properties: { ...properties, campaignId: { ...campaign, const: -1, default: -1, 'x-errorCode': { ...errorCode, const: 'oneOf' } } } };
}

function applyWholeAmount(schema: JsonObject, flags: MethodFlags): JsonObject {
  if (!flags.wholeAmount) return schema;
  const properties = isJsonObject(schema.properties) ? schema.properties : undefined;
  const amount = properties && isJsonObject(properties.amount) ? properties.amount : undefined;
  if (!properties || !amount) return schema;
  const errorCode = isJsonObject(amount['x-errorCode']) ? amount['x-errorCode'] : {};
  return {
    ...schema,
    properties: { ...properties, amount: { ...amount, pattern: WHOLE_AMOUNT_PATTERN, 'x-errorCode': { ...errorCode, pattern: 'wholeNumber' } } },
  };
}
