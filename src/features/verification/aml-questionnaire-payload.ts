import type { AmlQuestionnaireData, AmlQuestionnairePayload } from '../../api/endpoints';

/** The fields the questionnaire sends (spec 1 §3); step, names, national id, birth date, phone, citizenshipEditable, pep and error stay out. */
export const AML_PAYLOAD_FIELDS = [
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
] as const satisfies readonly (keyof AmlQuestionnairePayload)[];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Exactly the questionnaire fields of the form data, typed; nothing else the form holds is sent. */
export function amlQuestionnairePayload(data: Readonly<Record<string, unknown>>): AmlQuestionnairePayload {
  return {
    citizenship: text(data.citizenship),
    city: text(data.city),
    address: text(data.address),
    payment: text(data.payment),
    game: text(data.game),
    sourceOfFund: text(data.sourceOfFund),
    sourceOfFundOther: text(data.sourceOfFundOther),
    confirmInformationCorrect: data.confirmInformationCorrect === true,
    confirmUseForLegalPurposes: data.confirmUseForLegalPurposes === true,
    confirmPersonalDataUsage: data.confirmPersonalDataUsage === true,
    confirmTrueOwner: data.confirmTrueOwner === true,
  };
}

/** Step 1 as the form shows it: the profile's values, the full name from first and last name. */
export function amlPrefill(answer: AmlQuestionnaireData): { data: Record<string, unknown>; readonlyFields: string[] } {
  const data: Record<string, unknown> = {
    fullName: [answer.firstName, answer.lastName].filter((part) => part.trim() !== '').join(' '),
    nationalIdNumber: answer.nationalIdNumber,
    birthDate: answer.birthDate,
    phoneNumber: answer.phoneNumber,
    pep: answer.pep,
  };
  for (const name of ['citizenship', 'city', 'address'] as const) if (answer[name].trim() !== '') data[name] = answer[name];
  return { data, readonlyFields: answer.citizenshipEditable ? [] : ['citizenship'] };
}

/** Where the questionnaire opens: step 2 when opened from withdrawal error 138 with citizenship, address and city set (spec 1 §4). */
export function amlStartStep(answer: Pick<AmlQuestionnaireData, 'citizenship' | 'address' | 'city'>, openedFrom: string | null): 'identity' | 'funds' {
  const complete = [answer.citizenship, answer.address, answer.city].every((value) => value.trim() !== '');
  return openedFrom === 'withdrawal' && complete ? 'funds' : 'identity';
}
