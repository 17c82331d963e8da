import type { RuleContext } from '../../engine/rules/rule';
import { validateVariant } from '../../engine/validate-variant';
import type { ValidationIssue } from '../../engine/validation-issue';
import type { MockDb } from '../db/create-mock-db';
import { platformFailure, type PlatformFailure } from './platform-failure';
import { registrationCampaigns } from './registration-campaigns';
import { registrationValidator } from './registration-variant';
import { scenarioError } from './scenario-error';

interface FieldError {
  field: string;
  code: string;
  params?: Record<string, string | number>;
}

const MAX_EMAIL_LOCAL_PART = 64;
const BLACKLISTED_DOMAIN = /(^|\.)blacklisted\.example$/i;
/** zip codes the simulated address register does not know: 196 on zipCode plus a field no form has */
const UNKNOWN_ZIP_CODES = new Set(['0000', '9999']);

/**
 * The platform's own registration checks, run by validate (per step) and by register (all).
 * Field checks are the browser's: `validateVariant` over the compiled registration form of the
 * request's market (its schema validator and `x-rules`, with the served settings and the
 * campaigns this platform offers as the runtime input), answered as 196 with the fields. Then
 * come the checks only a server can make (address register, blacklist, duplicates).
 */
export async function registrationFailure(
  db: MockDb,
  data: Record<string, unknown>,
  ctx: RuleContext,
  step?: string,
): Promise<PlatformFailure | undefined> {
  const email = text(data.email);
  const scenario = email ? scenarioError(email, ctx.now) : undefined;
  if (scenario) return scenario;

  const fields = await fieldErrors(data, ctx, step);
  if (fields.length > 0) return platformFailure(196, { fields });

  if (email) {
    if ((email.split('@')[0] ?? '').length > MAX_EMAIL_LOCAL_PART) return platformFailure(104, { field: 'email' });
    if (BLACKLISTED_DOMAIN.test(email.split('@')[1] ?? '')) return platformFailure(264);
    const existing = db.findPlayerByEmail(email);
    // an account still waiting for its activation says so, so the site can point to the activation e-mail (our assumption; spec 1 §8 names no details for 105)
    if (existing) return platformFailure(105, existing.activated ? undefined : { activationRequired: true });
  }
  const nickName = text(data.nickName);
  if (nickName && db.isNickNameTaken(nickName)) return platformFailure(171);
  const referral = text(data.referralCode)?.toUpperCase();
  if (referral === 'INVALID') return platformFailure(271);
  if (referral === 'EXPIRED') return platformFailure(272);
  return undefined;
}

async function fieldErrors(data: Record<string, unknown>, ctx: RuleContext, step: string | undefined): Promise<FieldError[]> {
  const { variant, validateFn } = await registrationValidator(ctx.market);
  const issues = validateVariant(variant, validateFn, data, { ...ctx, inputs: { campaigns: registrationCampaigns(ctx.market) } });
  const onStep = stepFields(variant.ui, step);
  const checks = (field: string) => field === '' || onStep === undefined || onStep.has(field);
  const errors = issues.filter((issue) => checks(topField(issue))).map(fieldError);
  const zipCode = text(data.zipCode);
  if (checks('zipCode') && zipCode && UNKNOWN_ZIP_CODES.has(zipCode) && !errors.some((error) => error.field === 'zipCode')) {
    errors.push({ field: 'zipCode', code: 'invalid' }, { field: 'postalDistrict', code: 'invalid' });
  }
  return errors;
}

/** The fields of the `ui:pages` page the step names; undefined (check everything) without a step or for an unknown one. */
function stepFields(ui: Record<string, unknown>, step: string | undefined): ReadonlySet<string> | undefined {
  if (step === undefined) return undefined;
  const pages = Array.isArray(ui['ui:pages']) ? (ui['ui:pages'] as unknown[]) : [];
  const page = pages.find((entry): entry is { id: string; fields: unknown[] } =>
    typeof entry === 'object' && entry !== null && (entry as { id?: unknown }).id === step && Array.isArray((entry as { fields?: unknown }).fields),
  );
  return page ? new Set(page.fields.filter((field): field is string => typeof field === 'string')) : undefined;
}

/** "/zipCode" → "zipCode"; a form-level issue ("") belongs to every step. */
function topField(issue: ValidationIssue): string {
  return issue.field.split('/')[1] ?? '';
}

function fieldError(issue: ValidationIssue): FieldError {
  const field = issue.field.replace(/^\//, '').replaceAll('/', '.');
  return { field, code: issue.code, ...(issue.params ? { params: issue.params } : {}) };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
