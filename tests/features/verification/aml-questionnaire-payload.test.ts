import { describe, expect, it } from 'vitest';
import { AML_PAYLOAD_FIELDS, amlPrefill, amlQuestionnairePayload, amlStartStep } from '../../../src/features/verification/aml-questionnaire-payload';

const formData = {
  // step 1 as the form holds it, read-only fields included
  fullName: 'Anna Kovács',
  firstName: 'Anna',
  lastName: 'Kovács',
  nationalIdNumber: '38803120448',
  birthDate: '1990-05-17',
  phoneNumber: '+36201234567',
  citizenship: 'HUN',
  citizenshipEditable: false,
  city: ' Budapest ',
  address: 'Október 6. utca 12.',
  pep: true,
  // step 2
  payment: 'card',
  game: 'casino',
  sourceOfFund: 'other',
  sourceOfFundOther: 'Rental income',
  confirmInformationCorrect: true,
  confirmUseForLegalPurposes: true,
  confirmPersonalDataUsage: true,
  confirmTrueOwner: true,
  // what a flow or a server answer may leave in the data
  step: 2,
  error: { errorCode: 196 },
};

describe('AML questionnaire payload (spec 1 §3)', () => {
  it('carries exactly citizenship, city, address, payment, game, sourceOfFund, sourceOfFundOther and the four confirmations', () => {
    const payload = amlQuestionnairePayload(formData);
    expect(Object.keys(payload).sort()).toEqual([...AML_PAYLOAD_FIELDS].sort());
    expect(payload).toEqual({
      citizenship: 'HUN',
      city: 'Budapest',
      address: 'Október 6. utca 12.',
      payment: 'card',
      game: 'casino',
      sourceOfFund: 'other',
      sourceOfFundOther: 'Rental income',
      confirmInformationCorrect: true,
      confirmUseForLegalPurposes: true,
      confirmPersonalDataUsage: true,
      confirmTrueOwner: true,
    });
  });

  it('leaves out step, firstName, lastName, nationalIdNumber, birthDate, phoneNumber, citizenshipEditable, pep and error', () => {
    const payload = amlQuestionnairePayload(formData) as unknown as Record<string, unknown>;
    for (const left of ['step', 'firstName', 'lastName', 'fullName', 'nationalIdNumber', 'birthDate', 'phoneNumber', 'citizenshipEditable', 'pep', 'error']) {
      expect(payload).not.toHaveProperty(left);
    }
  });

  it('sends an empty sourceOfFundOther and unchecked confirmations as such, never undefined', () => {
    const payload = amlQuestionnairePayload({ sourceOfFund: 'salary', confirmTrueOwner: 'yes' });
    expect(payload.sourceOfFundOther).toBe('');
    expect(payload.confirmTrueOwner).toBe(false);
    expect(JSON.parse(JSON.stringify(payload))).toEqual(payload);
  });
});

describe('AML questionnaire prefill and entry (spec 1 §4)', () => {
  const answer = {
    firstName: 'Béla',
    lastName: 'Nagy',
    nationalIdNumber: '',
    birthDate: '1985-01-02',
    phoneNumber: '+36301234567',
    citizenship: 'HUN',
    citizenshipEditable: true,
    city: 'Budapest',
    address: 'Fő utca 1.',
    pep: false,
  };

  it('shows first and last name together and locks citizenship unless it is editable', () => {
    expect(amlPrefill(answer)).toEqual({
      data: { fullName: 'Béla Nagy', nationalIdNumber: '', birthDate: '1985-01-02', phoneNumber: '+36301234567', pep: false, citizenship: 'HUN', city: 'Budapest', address: 'Fő utca 1.' },
      readonlyFields: [],
    });
    expect(amlPrefill({ ...answer, citizenshipEditable: false }).readonlyFields).toEqual(['citizenship']);
    expect(amlPrefill({ ...answer, city: ' ' }).data).not.toHaveProperty('city');
  });

  it('starts at step 2 only from withdrawal error 138 with citizenship, address and city set', () => {
    expect(amlStartStep(answer, 'withdrawal')).toBe('funds');
    expect(amlStartStep(answer, null)).toBe('identity');
    for (const missing of ['citizenship', 'address', 'city'] as const) expect(amlStartStep({ ...answer, [missing]: '' }, 'withdrawal')).toBe('identity');
  });
});
