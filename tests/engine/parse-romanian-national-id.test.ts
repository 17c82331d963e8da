import { describe, expect, it } from 'vitest';
import { parseRomanianNationalId } from '../../src/engine/parse-romanian-national-id';

describe('parseRomanianNationalId', () => {
  it('reads birth date and sex of valid codes', () => {
    expect(parseRomanianNationalId('1900101420017')).toEqual({ birthDate: '1990-01-01', gender: 'male' });
    expect(parseRomanianNationalId('2900215401235')).toEqual({ birthDate: '1990-02-15', gender: 'female' });
    expect(parseRomanianNationalId('5001231123458')).toEqual({ birthDate: '2000-12-31', gender: 'male' });
    expect(parseRomanianNationalId('6000229400117')).toEqual({ birthDate: '2000-02-29', gender: 'female' });
  });
  it('gives no sex for foreign citizens (first digit 9)', () => {
    expect(parseRomanianNationalId('9000101400028')).toEqual({ birthDate: '1900-01-01', gender: undefined });
  });
  it('rejects a wrong check digit, county, date or shape', () => {
    expect(parseRomanianNationalId('1900101420018')).toBeUndefined();
    expect(parseRomanianNationalId('1900101600011')).toBeUndefined();
    expect(parseRomanianNationalId('190010142001')).toBeUndefined();
    expect(parseRomanianNationalId('0900101420017')).toBeUndefined();
    expect(parseRomanianNationalId('19001014200a7')).toBeUndefined();
  });
  it('rejects an impossible date even with a right check digit', () => {
    // 1990-02-30, check digit computed for the body
    const body = '190023042001';
    const key = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];
    const sum = key.reduce((total, weight, index) => total + weight * Number(body[index]), 0) % 11;
    expect(parseRomanianNationalId(`${body}${sum === 10 ? 1 : sum}`)).toBeUndefined();
  });
});
