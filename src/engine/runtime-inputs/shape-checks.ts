/**
 * Small pure shape checks for runtime inputs. Each returns undefined when the value fits, else
 * one sentence naming where it does not (`[1].title must be a string`), for RuntimeInputError.
 */
export type ShapeCheck = (value: unknown) => string | undefined;

const DECIMAL = /^\d{1,15}(\.\d{1,8})?$/;
const CURRENCY = /^[A-Z]{3}$/;
const COUNTRY = /^[A-Z]{3}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function at(path: string, key: string | number): string {
  return typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;
}

function describe(path: string): string {
  return path === '' ? 'the value' : path;
}

/** a non-negative decimal amount as the platform sends it ("10", "2500.50") */
export function isDecimalString(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL.test(value);
}

/** a < b, = 0, > 0 for two decimal strings (no floating point) */
export function compareDecimalStrings(a: string, b: string): number {
  const [aInt = '', aFrac = ''] = a.split('.');
  const [bInt = '', bFrac = ''] = b.split('.');
  const width = Math.max(aFrac.length, bFrac.length);
  const left = `${aInt.replace(/^0+(?=\d)/, '')}`;
  const right = `${bInt.replace(/^0+(?=\d)/, '')}`;
  if (left.length !== right.length) return left.length - right.length;
  const x = left + aFrac.padEnd(width, '0');
  const y = right + bFrac.padEnd(width, '0');
  return x < y ? -1 : x > y ? 1 : 0;
}

/** `[min, max]` as decimal strings with min ≤ max */
function amountRangeProblem(value: unknown, path: string): string | undefined {
  if (!isRecord(value)) return `${describe(path)} must be an object { min, max }`;
  for (const key of ['min', 'max'] as const) {
    if (!isDecimalString(value[key])) return `${at(path, key)} must be a decimal string such as "10.00"`;
  }
  if (compareDecimalStrings(value.min as string, value.max as string) > 0) return `${at(path, 'min')} must not exceed ${at(path, 'max')}`;
  return undefined;
}

export function arrayOf(item: (value: unknown, path: string) => string | undefined): ShapeCheck {
  return (value) => {
    if (!Array.isArray(value)) return 'the value must be an array';
    for (const [index, entry] of value.entries()) {
      const problem = item(entry, at('', index));
      if (problem) return problem;
    }
    return undefined;
  };
}

export const campaignProblem = (value: unknown, path: string): string | undefined => {
  if (!isRecord(value)) return `${path} must be an object { campaignId, title }`;
  if (typeof value.campaignId !== 'number' || !Number.isInteger(value.campaignId)) return `${at(path, 'campaignId')} must be an integer`;
  if (typeof value.title !== 'string') return `${at(path, 'title')} must be a string`;
  return undefined;
};

export const currencyCodeProblem = (value: unknown, path: string): string | undefined =>
  typeof value === 'string' && CURRENCY.test(value) ? undefined : `${path} must be an ISO 4217 currency code such as "EUR"`;

export const STORED_DETAIL_BLOCKED = ['none', 'byDocument', 'manually', 'verified'] as const;

export const storedPaymentDetailProblem = (value: unknown, path: string): string | undefined => {
  if (!isRecord(value)) return `${path} must be an object { storedDetailReference, description, blocked }`;
  if (typeof value.storedDetailReference !== 'number' || !Number.isInteger(value.storedDetailReference) || value.storedDetailReference < 0) {
    return `${at(path, 'storedDetailReference')} must be a non-negative integer (-1, "a new account", is not a stored detail)`;
  }
  if (typeof value.description !== 'string') return `${at(path, 'description')} must be a string`;
  if (!(STORED_DETAIL_BLOCKED as readonly unknown[]).includes(value.blocked)) {
    return `${at(path, 'blocked')} must be one of ${STORED_DETAIL_BLOCKED.join(', ')}`;
  }
  return undefined;
};

/** per ISO 4217 currency: { min, max } decimal strings */
export const amountLimitsProblem: ShapeCheck = (value) => {
  if (!isRecord(value)) return 'the value must be an object keyed by currency';
  for (const [currency, range] of Object.entries(value)) {
    const problem = currencyCodeProblem(currency, `key "${currency}"`) ?? amountRangeProblem(range, currency);
    if (problem) return problem;
  }
  return undefined;
};

export const LIMIT_RANGE_TYPES = ['deposit', 'session', 'loss', 'wager', 'maxBalance', 'netDeposit'] as const;

/** per limit type: { min, max } decimal strings (session limits in minutes) */
export const limitRangesProblem: ShapeCheck = (value) => {
  if (!isRecord(value)) return 'the value must be an object keyed by limit type';
  for (const [type, range] of Object.entries(value)) {
    if (!(LIMIT_RANGE_TYPES as readonly string[]).includes(type)) return `key "${type}" must be one of ${LIMIT_RANGE_TYPES.join(', ')}`;
    const problem = amountRangeProblem(range, type);
    if (problem) return problem;
  }
  return undefined;
};

const PROFILE_STRINGS = ['email', 'firstName', 'lastName', 'fullName', 'nickName', 'userName', 'publicUserId', 'phoneNumber', 'currency', 'language'] as const;
const PROFILE_FLAGS = ['hasPassword', 'receiveEmail', 'receiveSms', 'receivePushNotification', 'emailVerified', 'phoneVerified', 'verified'] as const;

/** the logged-in player's profile: every known key optional, each of its type when present; other keys pass */
export const profileProblem: ShapeCheck = (value) => {
  if (!isRecord(value)) return 'the value must be an object';
  for (const key of PROFILE_STRINGS) {
    if (value[key] !== undefined && typeof value[key] !== 'string') return `${key} must be a string`;
  }
  for (const key of PROFILE_FLAGS) {
    if (value[key] !== undefined && typeof value[key] !== 'boolean') return `${key} must be a boolean`;
  }
  if (value.country !== undefined && (typeof value.country !== 'string' || !COUNTRY.test(value.country))) {
    return 'country must be an ISO 3166-1 alpha-3 code such as "HUN"';
  }
  if (value.birthDate !== undefined && (typeof value.birthDate !== 'string' || !DAY.test(value.birthDate))) {
    return 'birthDate must be a YYYY-MM-DD date';
  }
  return undefined;
};

/** a list of ISO 4217 codes without repeats */
export const currenciesProblem: ShapeCheck = (value) => {
  const problem = arrayOf(currencyCodeProblem)(value);
  if (problem) return problem;
  const list = value as string[];
  const repeated = list.find((code, index) => list.indexOf(code) !== index);
  return repeated ? `"${repeated}" is listed twice` : undefined;
};

/** { currency, amounts: decimal strings, min, max } of the chosen method and currency */
export const quickAmountsProblem: ShapeCheck = (value) => {
  if (!isRecord(value)) return 'the value must be an object { currency, amounts, min, max }';
  const currency = currencyCodeProblem(value.currency, 'currency');
  if (currency) return currency;
  if (!Array.isArray(value.amounts)) return 'amounts must be a list of decimal strings';
  const bad = value.amounts.findIndex((amount) => !isDecimalString(amount));
  if (bad >= 0) return `amounts[${bad}] must be a decimal string such as "50"`;
  if (!isDecimalString(value.min)) return 'min must be a decimal string';
  if (!isDecimalString(value.max)) return 'max must be a decimal string';
  return undefined;
};
