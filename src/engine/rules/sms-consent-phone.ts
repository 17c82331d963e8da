import { fieldPointer } from '../field-pointer';
import { phone as isPhone } from '../formats/phone';
import { isBlank } from './is-blank';
import type { Rule } from './rule';
import { stringParam } from './rule-params';

/**
 * Spec 1 §5: subscribing to SMS needs a phone number (smsConsentPhoneMissing)
 * that is valid (smsConsentPhoneInvalid); the issue sits on the consent field.
 */
export const smsConsentPhone: Rule = (data, params) => {
  const field = stringParam(params, 'field');
  if (data[field] !== true) return [];
  const phone = data[stringParam(params, 'phone')];
  if (isBlank(phone)) return [{ field: fieldPointer(field), code: 'smsConsentPhoneMissing' }];
  if (typeof phone !== 'string' || !isPhone(phone)) return [{ field: fieldPointer(field), code: 'smsConsentPhoneInvalid' }];
  return [];
};
