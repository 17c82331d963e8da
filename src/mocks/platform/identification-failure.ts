import type { IdentificationMethod } from '../../api/endpoints';
import { ltPersonalCode } from '../../engine/formats/lt-personal-code';
import { phone } from '../../engine/formats/phone';
import type { PlatformSettings } from '../../engine/platform-settings';
import { idinBankBics } from './idin-banks';
import { IDENTIFICATION_METHODS } from './identification-methods';
import { platformFailure, type PlatformFailure } from './platform-failure';

interface FieldError {
  field: string;
  code: string;
}

/** Mobile-ID identifies Lithuanian numbers only (spec 1 §3 "Identification call"). */
const LITHUANIAN_PREFIX = '+370';

/**
 * The platform's checks of an identification start, in the usual 196 shape: Smart-ID and
 * Mobile-ID need a personal code with a valid checksum (Estonian and Lithuanian codes share
 * it), Mobile-ID a Lithuanian phone; iDin a bank of be.idinBanks while the dropdown is on;
 * window and iframe methods the app origin to post back to, redirect methods the return URL.
 * zignSec is refused (297) unless be.zignSecActive.
 */
export function identificationFailure(
  method: IdentificationMethod,
  body: Record<string, unknown>,
  settings: PlatformSettings,
): PlatformFailure | undefined {
  if (method === 'zignSec' && settings.be.zignSecActive !== true) return platformFailure(297);
  const errors: FieldError[] = [];
  if (body.purpose !== 'login' && body.purpose !== 'registration' && body.purpose !== 'verification') errors.push({ field: 'purpose', code: 'oneOf' });
  if (method === 'smartId' || method === 'mobileId') errors.push(...personalCodeErrors(text(body.personalCode)));
  if (method === 'mobileId') errors.push(...phoneErrors(text(body.phoneNumber)));
  if (method === 'idin' && settings.be.idinBanksDropdownEnabled === true) {
    const bic = text(body.bic);
    if (!bic) errors.push({ field: 'bic', code: 'required' });
    else if (!idinBankBics(settings.be.idinBanks).includes(bic)) errors.push({ field: 'bic', code: 'oneOf' });
  }
  const kind = IDENTIFICATION_METHODS[method].kind;
  if (kind === 'window' || kind === 'iframe') errors.push(...urlErrors('returnOrigin', text(body.returnOrigin), true));
  if (kind === 'redirect') errors.push(...urlErrors('returnUrl', text(body.returnUrl), false));
  return errors.length > 0 ? platformFailure(196, { fields: errors }) : undefined;
}

function personalCodeErrors(personalCode: string): FieldError[] {
  if (!personalCode) return [{ field: 'personalCode', code: 'required' }];
  return ltPersonalCode(personalCode) ? [] : [{ field: 'personalCode', code: 'lt-personal-code' }];
}

function phoneErrors(phoneNumber: string): FieldError[] {
  if (!phoneNumber) return [{ field: 'phoneNumber', code: 'required' }];
  return phoneNumber.startsWith(LITHUANIAN_PREFIX) && phone(phoneNumber) ? [] : [{ field: 'phoneNumber', code: 'phone' }];
}

/** returnOrigin must be a bare http(s) origin (the provider posts to it exactly); returnUrl an absolute http(s) URL. */
function urlErrors(field: string, value: string, originOnly: boolean): FieldError[] {
  if (!value) return [{ field, code: 'required' }];
  try {
    const url = new URL(value);
    const httpish = url.protocol === 'http:' || url.protocol === 'https:';
    return httpish && (!originOnly || url.origin === value) ? [] : [{ field, code: 'invalid' }];
  } catch {
    return [{ field, code: 'invalid' }];
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
