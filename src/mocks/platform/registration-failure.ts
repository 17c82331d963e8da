import { date } from '../../engine/formats/date';
import { email as isEmail } from '../../engine/formats/email';
import { nickname as isNickname } from '../../engine/formats/nickname';
import type { RuleContext } from '../../engine/rules/rule';
import { RULE_REGISTRY } from '../../engine/rules/rule-registry';
import type { MockDb } from '../db/create-mock-db';
import { platformFailure, type PlatformFailure } from './platform-failure';
import { scenarioError } from './scenario-error';

interface FieldError {
  field: string;
  code: string;
  params?: Record<string, string | number>;
}

/** Page ids of the registration form (schemas/forms/registration/ui.json `ui:pages`). */
const DETAILS_STEP = 'details';
const TERMS_STEP = 'terms';
const DETAILS_REQUIRED = ['email', 'password', 'birthDate', 'country', 'currency'] as const;
const MAX_EMAIL_LOCAL_PART = 64;
const BLACKLISTED_DOMAIN = /(^|\.)blacklisted\.example$/i;
/** zip codes the simulated address register does not know: 196 on zipCode plus a field no form has */
const UNKNOWN_ZIP_CODES = new Set(['0000', '9999']);

/**
 * The platform's own registration checks, run by validate (per step) and by register (all).
 * Field rules reuse the engine's formats and rules so server and client agree; then come the
 * checks only the server can make (blacklist, duplicates).
 */
export function registrationFailure(
  db: MockDb,
  data: Record<string, unknown>,
  ctx: RuleContext,
  step?: string,
): PlatformFailure | undefined {
  const email = text(data.email);
  const scenario = email ? scenarioError(email, ctx.now) : undefined;
  if (scenario) return scenario;

  const fields = fieldErrors(data, ctx, step);
  if (fields.length > 0) return platformFailure(196, { fields });

  if (email) {
    if ((email.split('@')[0] ?? '').length > MAX_EMAIL_LOCAL_PART) return platformFailure(104, { field: 'email' });
    if (BLACKLISTED_DOMAIN.test(email.split('@')[1] ?? '')) return platformFailure(264);
    if (db.findPlayerByEmail(email)) return platformFailure(105);
  }
  const nickName = text(data.nickName);
  if (nickName && db.isNickNameTaken(nickName)) return platformFailure(171);
  const referral = text(data.referralCode)?.toUpperCase();
  if (referral === 'INVALID') return platformFailure(271);
  if (referral === 'EXPIRED') return platformFailure(272);
  return undefined;
}

function fieldErrors(data: Record<string, unknown>, ctx: RuleContext, step: string | undefined): FieldError[] {
  const checkDetails = step === undefined || step === DETAILS_STEP;
  const checkTerms = step === undefined || step === TERMS_STEP;
  const errors: FieldError[] = [];
  if (checkDetails) {
    for (const field of DETAILS_REQUIRED) if (!text(data[field])) errors.push({ field, code: 'required' });
    const country = text(data.country);
    if (country && ctx.settings.fe.registration.mandatoryNationalIdNumberFor.includes(country) && !text(data.nationalIdNumber)) {
      errors.push({ field: 'nationalIdNumber', code: 'required' });
    }
  }
  if (checkTerms) errors.push(...consentErrors(data));
  errors.push(...valueErrors(data, ctx));
  return dedupe(errors);
}

function consentErrors(data: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  const separate = 'ageChecked' in data || 'policyChecked' in data;
  const consents = separate ? ['ageChecked', 'policyChecked', 'privacyPolicyChecked'] : ['ageAndPolicyChecked', 'privacyPolicyChecked'];
  for (const field of consents) if (data[field] !== true) errors.push({ field, code: 'mustAccept' });
  return errors;
}

function valueErrors(data: Record<string, unknown>, ctx: RuleContext): FieldError[] {
  const errors: FieldError[] = [];
  const email = text(data.email);
  if (email && !isEmail(email)) errors.push({ field: 'email', code: 'email' });
  const nickName = text(data.nickName);
  if (nickName && !isNickname(nickName)) errors.push({ field: 'nickName', code: 'nickname' });
  const birthDate = text(data.birthDate);
  if (birthDate && !date(birthDate)) errors.push({ field: 'birthDate', code: 'date' });
  const currency = text(data.currency);
  if (currency && !ctx.settings.fe.currencies.includes(currency)) errors.push({ field: 'currency', code: 'oneOf' });
  const zipCode = text(data.zipCode);
  if (zipCode && UNKNOWN_ZIP_CODES.has(zipCode)) {
    errors.push({ field: 'zipCode', code: 'invalid' }, { field: 'postalDistrict', code: 'invalid' });
  }
  for (const [rule, field] of [['ageRange', 'birthDate'], ['passwordPolicy', 'password']] as const) {
    const definition = RULE_REGISTRY[rule];
    if (!definition || !text(data[field])) continue;
    for (const issue of definition.run(data, { field }, ctx)) {
      errors.push({ field: issue.field.replace(/^\//, ''), code: issue.code, ...(issue.params ? { params: issue.params } : {}) });
    }
  }
  return errors;
}

function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const id = `${error.field}|${error.code}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
