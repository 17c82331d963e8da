import {
  amountLimitsProblem,
  arrayOf,
  campaignProblem,
  currenciesProblem,
  limitRangesProblem,
  profileProblem,
  quickAmountsProblem,
  storedPaymentDetailProblem,
  type ShapeCheck,
} from './shape-checks';
import { limitEditorProblem } from './limit-editor-problem';
import { sourceOfFundsProblem } from './source-of-funds-problem';
import type { RuntimeInputName, RuntimeInputTypes } from './runtime-input-types';

export interface RuntimeInputDefinition<K extends RuntimeInputName = RuntimeInputName> {
  /** what the value is and where the caller gets it (for people and for error messages) */
  description: string;
  /** undefined when the value has the input's shape, else what is wrong with it */
  problem: ShapeCheck;
  /** the value meaning "none on offer", used where a run supplies no value of its own (fixtures) */
  empty: RuntimeInputTypes[K];
}

/**
 * Every runtime input a schema may declare in its root `x-inputs`: values only known at runtime
 * that rules (RuleDefinition.reads) and widgets (WIDGET_INPUTS) read. The content check proves
 * every declared name is here and every reader's form declares what it reads; validateVariant
 * and SchemaForm refuse a declared input that is missing or malformed (RuntimeInputError).
 */
export const RUNTIME_INPUT_REGISTRY: { readonly [K in RuntimeInputName]: RuntimeInputDefinition<K> } = {
  campaigns: {
    description: 'the campaigns offered at registration, [{ campaignId: integer, title: string }] (GET /api/campaigns/registration)',
    problem: arrayOf(campaignProblem),
    empty: [],
  },
  amountLimits: {
    description: 'a payment method\'s minimum and maximum per currency, { EUR: { min: "10.00", max: "5000.00" } } (minAmount / maxAmount of the method)',
    problem: amountLimitsProblem,
    empty: {},
  },
  currencies: {
    description: 'the currencies a payment method supports, ["EUR", "HUF"] (supportCurrencies of the method)',
    problem: currenciesProblem,
    empty: [],
  },
  storedPaymentDetails: {
    description: 'the player\'s stored cards and accounts of a method, [{ storedDetailReference: integer ≥ 0, description, blocked: none | byDocument | manually | verified }]',
    problem: arrayOf(storedPaymentDetailProblem),
    empty: [],
  },
  limitRanges: {
    description: 'the amounts a limit editor accepts per limit type, { deposit: { min: "1.00", max: "100000.00" } } (minAmount / maxAmount of the limit)',
    problem: limitRangesProblem,
    empty: {},
  },
  profile: {
    description: 'the logged-in player\'s profile details, { country: "HUN", birthDate: "1990-01-31", hasPassword: true, … } (account details)',
    problem: profileProblem,
    empty: {},
  },
  quickAmounts: {
    description: 'the chosen payment method\'s offer for the chosen currency, { currency: "EUR", amounts: ["20", "50"], min: "10.00", max: "5000.00" } (amountList, minAmount, maxAmount)',
    problem: quickAmountsProblem,
    empty: { currency: 'EUR', amounts: [], min: '0', max: '0' },
  },
  limitEditor: {
    description:
      'the limit a limit editor shows: { type, unit: money | minutes, currency, periods: { daily: { amount, newAmount, amountEffectiveTime, endTime, … } }, choices?, readOnly, removalPermitted, busy, command(period, command) } (GET /api/player/limits)',
    problem: limitEditorProblem,
    empty: { type: 'deposit', unit: 'money', currency: '', periods: {}, readOnly: true, removalPermitted: false, busy: false, command: () => undefined },
  },
  sourceOfFunds: {
    description: 'what the source-of-funds form offers: { types: ["salary", …] (status not approved or uploaded), ranges: ["1000:5000", …] (amountRanges), currency: "HUF" } (GET /api/player/sof)',
    problem: sourceOfFundsProblem,
    empty: { types: [], ranges: [], currency: 'EUR' },
  },
};

export const RUNTIME_INPUT_NAMES = Object.keys(RUNTIME_INPUT_REGISTRY) as RuntimeInputName[];

export function isRuntimeInputName(name: unknown): name is RuntimeInputName {
  return typeof name === 'string' && Object.hasOwn(RUNTIME_INPUT_REGISTRY, name);
}
