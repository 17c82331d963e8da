import { describe, expect, it } from 'vitest';
import { ltPersonalCode } from '../../src/engine/formats/lt-personal-code';
import { phone } from '../../src/engine/formats/phone';
import { birthFromPersonalCode } from '../../src/mocks/platform/birth-from-personal-code';
import { freshIdentity } from '../../src/mocks/platform/fresh-identity';
import { swedishPersonalNumber } from '../../src/mocks/platform/swedish-personal-number';
import { EST_MINOR_PERSONAL_CODE, EST_PERSONAL_CODE, LTU_PERSONAL_CODE, LTU_PHONE } from './identification-steps';

/** Luhn over the 10-digit short form, as Skatteverket checks a personnummer. */
function luhnValid(tenDigits: string): boolean {
  const sum = [...tenDigits].reduce((total, char, index) => {
    const value = Number(char) * (index % 2 === 0 ? 2 : 1);
    return total + (value > 9 ? value - 9 : value);
  }, 0);
  return sum % 10 === 0;
}

describe('SCENARIOS.md example inputs', () => {
  it('are valid for the engine formats the platform checks', () => {
    for (const code of [EST_PERSONAL_CODE, LTU_PERSONAL_CODE, EST_MINOR_PERSONAL_CODE, '39307221011', '49502282196']) expect(ltPersonalCode(code), code).toBe(true);
    for (const number of [LTU_PHONE, '+37060000666']) expect(phone(number), number).toBe(true);
  });
});

describe('birthFromPersonalCode', () => {
  it.each([
    [EST_PERSONAL_CODE, { birthDate: '1990-05-17', gender: 'female' }],
    [LTU_PERSONAL_CODE, { birthDate: '1988-03-12', gender: 'male' }],
    ['50101010009', { birthDate: '2001-01-01', gender: 'male' }],
    ['14506010000', { birthDate: '1845-06-01', gender: 'male' }],
    ['abc', undefined],
    ['79005170276', undefined],
  ])('%s → %j', (code, expected) => {
    expect(birthFromPersonalCode(code)).toEqual(expected);
  });
});

describe('swedishPersonalNumber', () => {
  it('passes the Luhn check of a real one (Wikipedia example 811228-9874 checks as the algorithm does)', () => {
    expect(luhnValid('8112289874')).toBe(true);
    expect(swedishPersonalNumber('1981-12-28', 'male', 98 + 2 * 100)).toMatch(/^19811228\d{4}$/);
  });

  it.each([0, 7, 123, 98765])('serial %s gives a valid number with the sex digit', (serial) => {
    const female = swedishPersonalNumber('1985-07-03', 'female', serial);
    const male = swedishPersonalNumber('1985-07-03', 'male', serial);
    for (const number of [female, male]) {
      expect(number).toMatch(/^19850703\d{4}$/);
      expect(luhnValid(number.slice(2))).toBe(true);
    }
    expect(Number(female[10]) % 2).toBe(0);
    expect(Number(male[10]) % 2).toBe(1);
  });
});

describe('freshIdentity', () => {
  it('is the person of the personal code for Smart-ID and Mobile-ID, the same every time', () => {
    const first = freshIdentity('smartId', { session: 'a', personalCode: EST_PERSONAL_CODE });
    expect(first).toEqual(freshIdentity('smartId', { session: 'b', personalCode: EST_PERSONAL_CODE }));
    expect(freshIdentity('mobileId', { session: 'a', personalCode: LTU_PERSONAL_CODE, phoneNumber: LTU_PHONE })).toEqual({
      firstName: 'Tomas',
      lastName: 'Kazlauskas',
      birthDate: '1988-03-12',
      gender: 'male',
      country: 'LTU',
      nationalIdNumber: LTU_PERSONAL_CODE,
      phoneNumber: LTU_PHONE,
    });
  });

  it('gives the country of the method market, an adult birth date and no e-mail', () => {
    const sessions = ['s1', 's2', 's3', 's4', 's5', 's6'];
    for (const [method, country] of [['idin', 'NLD'], ['payAndPlay', 'SWE'], ['zignSec', 'HUN'], ['top', 'HUN']] as const) {
      for (const session of sessions) {
        const person = freshIdentity(method, { session });
        expect(person.country).toBe(country);
        expect(person.email).toBeUndefined();
        const year = Number(person.birthDate?.slice(0, 4));
        expect(year).toBeGreaterThanOrEqual(1970);
        expect(year).toBeLessThan(2000);
        expect(Number.isNaN(Date.parse(person.birthDate ?? ''))).toBe(false);
        if (country === 'SWE') expect(luhnValid(person.nationalIdNumber?.slice(2) ?? '')).toBe(true);
        else expect(person.nationalIdNumber).toBeUndefined();
      }
    }
    expect(new Set(sessions.map((session) => freshIdentity('idin', { session }).birthDate)).size).toBeGreaterThan(1);
  });
});
