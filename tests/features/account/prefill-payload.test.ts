import { describe, expect, it } from 'vitest';
import type { ProfileData } from '../../../src/api/endpoints';
import type { PrefillFieldConfig } from '../../../src/engine/prefill/prefill-config';
import { prefillComplete, prefillPayload, prefillStart } from '../../../src/features/account/prefill-payload';

const details: ProfileData['details'] = {
  publicUserId: 'UA2',
  userName: 'incomplete@example.com',
  nickName: '',
  email: 'incomplete@example.com',
  firstName: 'Anna',
  lastName: '',
  birthDate: '1990-05-17',
  gender: 'female',
  country: 'AUS',
  state: '',
  city: '',
  address: '',
  zipCode: '',
  phoneNumber: '',
  currency: 'HUF',
  receiveEmail: false,
  receiveSms: false,
  receivePushNotification: false,
  hasPassword: true,
  verified: false,
};
const answer: ProfileData = { details, lockedFields: [] };
const config: PrefillFieldConfig[] = [
  { name: 'firstName', readOnly: true, mandatory: true, formatter: 'capitalize' },
  { name: 'lastName', readOnly: true, mandatory: true, formatter: 'capitalize' },
  { name: 'state', readOnly: false, mandatory: true },
  { name: 'city', readOnly: false, mandatory: true, formatter: 'trim' },
  { name: 'zipCode', readOnly: false, mandatory: false, formatter: 'uppercase' },
];

describe('prefill payload', () => {
  it('is complete only when every mandatory field has a value (the state only where there are states)', () => {
    expect(prefillComplete(answer, config, true)).toBe(false);
    const filled = { ...answer, details: { ...details, lastName: 'Kovács', city: 'Sydney', state: 'NSW' } };
    expect(prefillComplete(filled, config, true)).toBe(true);
    expect(prefillComplete({ ...filled, details: { ...filled.details, state: '' } }, config, false)).toBe(true);
  });

  it('starts with the type, the current values and the filled read-only fields hidden', () => {
    const start = prefillStart(answer, 'deposit', config);
    expect(start.data).toEqual({ firstName: 'Anna', birthDate: '1990-05-17', country: 'AUS', prefillType: 'deposit' });
    expect(start.hiddenFields).toEqual(['nickName', 'firstName', 'birthDate', 'country', 'address', 'phoneNumber']);
  });

  it('sends the shown configured fields through their formatters, never a hidden one or an empty value', () => {
    const payload = prefillPayload({ firstName: 'Other', lastName: ' kovács ', state: 'NSW', city: ' Sydney ', zipCode: '', phoneNumber: '+61412345678' }, config, ['firstName']);
    expect(payload).toEqual({ lastName: 'Kovács', state: 'NSW', city: 'Sydney' });
  });
});
