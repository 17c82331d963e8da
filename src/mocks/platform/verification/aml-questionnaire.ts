import type { AmlQuestionnaireData } from '../../../api/endpoints';
import type { RuleContext } from '../../../engine/rules/rule';
import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { platformFailure, type PlatformFailure } from '../platform-failure';
import { compiledFormIssues } from './compiled-form-issues';
import { emptyVerificationState } from './verification-state';

/** The questionnaire's step-1 data from the profile: citizenship is editable until the identity is verified. */
export function amlQuestionnaireData(player: MockPlayer): AmlQuestionnaireData {
  return {
    firstName: player.firstName,
    lastName: player.lastName,
    nationalIdNumber: player.nationalIdNumber ?? '',
    birthDate: player.birthDate,
    phoneNumber: player.phoneNumber,
    citizenship: player.citizenship ?? player.country,
    citizenshipEditable: !player.verified,
    city: player.city,
    address: player.address,
    pep: false,
  };
}

/** Fields the questionnaire may send; anything else is refused as an unknown field. */
const SENT = new Set([
  'citizenship',
  'city',
  'address',
  'payment',
  'game',
  'sourceOfFund',
  'sourceOfFundOther',
  'confirmInformationCorrect',
  'confirmUseForLegalPurposes',
  'confirmPersonalDataUsage',
  'confirmTrueOwner',
]);

type FieldError = { field: string; code: string };

/**
 * The platform's own checks beyond the form (SCENARIOS.md "AML questionnaire"): a post-office box
 * is no residential address, the city `Errorville` is unknown, a sourceOfFundOther containing
 * `unverifiable` is refused, and `needs occupation` asks for a field the form does not have.
 */
function platformChecks(body: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  const text = (name: string) => (typeof body[name] === 'string' ? body[name].toLowerCase() : '');
  if (/^\s*p\.?\s*o\.?\s*box\b/.test(text('address'))) errors.push({ field: 'address', code: 'invalid' });
  if (text('city').trim() === 'errorville') errors.push({ field: 'city', code: 'invalid' });
  if (text('sourceOfFundOther').includes('unverifiable')) errors.push({ field: 'sourceOfFundOther', code: 'invalid' });
  if (text('sourceOfFundOther').includes('needs occupation')) errors.push({ field: 'occupation', code: 'required' });
  return errors;
}

/**
 * A submitted questionnaire: only the questionnaire's fields, validated like the browser does
 * (the market's compiled form), then the platform's checks; field errors come as
 * `errorDetails.params.fields` (spec 1 §7). Accepted answers are kept for the player.
 */
export async function submitAmlQuestionnaire(
  db: MockDb,
  player: MockPlayer,
  body: Record<string, unknown>,
  ctx: RuleContext,
): Promise<{ data: { success: true } } | { failure: PlatformFailure }> {
  const unknown = Object.keys(body).filter((name) => !SENT.has(name));
  const issues = await compiledFormIssues('aml-questionnaire', body, ctx);
  const errors: FieldError[] = [
    ...unknown.map((field) => ({ field, code: 'notAllowed' })),
    ...issues.map((issue) => ({ field: issue.field.replace(/^\//, '').split('/')[0] ?? '', code: issue.code })),
    ...platformChecks(body),
  ];
  if (errors.length > 0) return { failure: platformFailure(196, { params: { fields: errors } }) };
  const state = (db.state.verification ??= emptyVerificationState());
  (state.amlQuestionnaires ??= []).push({ playerId: player.id, at: db.now().toISOString(), answers: body });
  if (typeof body.city === 'string') player.city = body.city;
  if (typeof body.address === 'string') player.address = body.address;
  if (typeof body.citizenship === 'string') player.citizenship = body.citizenship;
  return { data: { success: true } };
}
