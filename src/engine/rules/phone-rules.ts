import { phoneLength } from './phone-length';
import { prefillFields } from './prefill-fields';
import type { Rule } from './rule';
import { smsConsentPhone } from './sms-consent-phone';

/**
 * The rules of the on-demand module "phone": they check phone numbers with libphonenumber-js, so
 * they load with the forms that name them (rule-registry.ts: onDemandRule), not with every form.
 */
export const PHONE_RULES: Readonly<Record<string, Rule>> = { phoneLength, smsConsentPhone, prefillFields };
