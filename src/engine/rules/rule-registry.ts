import { ageRange } from './age-range';
import { amountInRange } from './amount-in-range';
import { bonusCodeLength } from './bonus-code-length';
import { cardExpiry } from './card-expiry';
import { differentFrom } from './different-from';
import { documentDate, type DocumentDateKind } from './document-date';
import { ibanCountry } from './iban-country';
import { limitAmounts } from './limit-amounts';
import { ltPersonalCode } from './lt-personal-code';
import { nationalIdMatchesBirthDate } from './national-id-matches-birth-date';
import { passwordPolicy } from './password-policy';
import { onDemandRule } from './on-demand-rule';
import { requiredWhenSetting } from './required-when-setting';
import type { Rule } from './rule';
import type { RuleDefinition } from './rule-definition';
import { sameAs } from './same-as';
import { stateOfCountry } from './state-of-country';

function documentDateOf(kind: DocumentDateKind): Rule {
  return (data, params, ctx) => documentDate(data, { ...params, kind }, ctx);
}

/**
 * Rules content may name in `x-rules`. Features may pass an extended copy to runRules. Rules that
 * check phone numbers (libphonenumber-js) live in the on-demand module "phone" (phone-rules.ts):
 * they load with the forms that name them and throw until then (on-demand-rule.ts).
 */
export const RULE_REGISTRY: Readonly<Record<string, RuleDefinition>> = {
  sameAs: { run: sameAs, required: ['field', 'other'], fieldParams: ['field', 'other'], settingParams: [] },
  differentFrom: { run: differentFrom, required: ['field', 'other'], fieldParams: ['field', 'other'], settingParams: [] },
  passwordPolicy: { run: passwordPolicy, required: ['field'], fieldParams: ['field'], settingParams: [] },
  ageRange: { run: ageRange, required: ['field'], fieldParams: ['field'], settingParams: [] },
  phoneLength: { run: onDemandRule('phone', 'phoneLength'), module: 'phone', required: ['field'], fieldParams: ['field'], settingParams: [] },
  prefillFields: { run: onDemandRule('phone', 'prefillFields'), module: 'phone', required: ['typeField'], fieldParams: ['typeField'], settingParams: [] },
  stateOfCountry: {
    run: stateOfCountry,
    required: ['field', 'country'],
    fieldParams: ['field', 'country'],
    settingParams: [],
  },
  nationalIdMatchesBirthDate: {
    run: nationalIdMatchesBirthDate,
    required: ['field', 'country', 'birthDate', 'gender'],
    fieldParams: ['field', 'country', 'birthDate', 'gender'],
    settingParams: [],
  },
  bonusCodeLength: {
    run: bonusCodeLength,
    required: ['field', 'campaign'],
    fieldParams: ['field', 'campaign'],
    settingParams: [],
  },
  requiredWhenSetting: {
    run: requiredWhenSetting,
    required: ['field', 'when', 'in'],
    fieldParams: ['field', 'when'],
    settingParams: ['in'],
  },
  ltPersonalCode: { run: ltPersonalCode, required: ['field'], fieldParams: ['field', 'country'], settingParams: [] },
  // documents (issue 14 §2): expiry, issue and PEP end dates against today (one rule, three names)
  expiryDate: { run: documentDateOf('expiry'), required: ['field'], fieldParams: ['field'], settingParams: [] },
  issueDate: { run: documentDateOf('issue'), required: ['field'], fieldParams: ['field'], settingParams: [] },
  futureEndDate: { run: documentDateOf('futureEnd'), required: ['field'], fieldParams: ['field'], settingParams: [] },
  cardExpiry: { run: cardExpiry, required: ['field'], fieldParams: ['field'], settingParams: [] },
  limitAmounts: { run: limitAmounts, required: [], fieldParams: [], settingParams: [], reads: ['limitEditor'] },
  amountInRange: { run: amountInRange, required: ['field', 'currency'], fieldParams: ['field', 'currency'], settingParams: [], reads: ['amountLimits'] },
  ibanCountry: { run: ibanCountry, required: ['field', 'countries'], fieldParams: ['field'], settingParams: ['countries', 'hungarianOnly'] },
  smsConsentPhone: {
    run: onDemandRule('phone', 'smsConsentPhone'),
    module: 'phone',
    required: ['field', 'phone'],
    fieldParams: ['field', 'phone'],
    settingParams: [],
  },
};
