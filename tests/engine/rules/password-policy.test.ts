import { describe, expect, it } from 'vitest';
import { passwordPolicy } from '../../../src/engine/rules/password-policy';
import { testContext } from './test-context';

const params = { field: 'password' };
const codes = (password: string, patch = {}) => passwordPolicy({ password }, params, testContext(patch)).map((issue) => issue.code);
const strong = { fe: { passwordStrength: 'strong' } };

describe('passwordPolicy', () => {
  it('accepts 6 characters with an uppercase letter and a digit, rejects 5', () => {
    expect(codes('Abcde1')).toEqual([]);
    expect(passwordPolicy({ password: 'Abcd1' }, params, testContext())).toEqual([{ field: '/password', code: 'minLength', params: { limit: 5 + 1 } }]);
  });
  it('takes the minimum from fe.passwordLimits', () => {
    expect(codes('Abcdef1', { fe: { passwordLimits: { min: 8 } } })).toEqual(['minLength']);
    expect(codes('Abcdefg1', { fe: { passwordLimits: { min: 8 } } })).toEqual([]);
  });
  it('needs an uppercase letter and a digit (passwordRules)', () => {
    expect(codes('abcdef1')).toEqual(['passwordRules']);
    expect(codes('Abcdefg')).toEqual(['passwordRules']);
  });
  it('reports a password over the maximum', () => {
    expect(codes(`A1${'b'.repeat(63)}`)).toEqual(['maxLength']);
  });
  it('counts code points, not UTF-16 units: 64 emoji are 64 characters', () => {
    expect(codes(`A1${'😀'.repeat(62)}`)).toEqual([]);
    expect(codes(`A1${'😀'.repeat(63)}`)).toEqual(['maxLength']);
  });
  it('a password over the maximum reports only its length, whatever it is made of', () => {
    expect(codes('\ud800'.repeat(100_000), strong)).toEqual(['maxLength']);
    expect(codes('aaa'.repeat(30), strong)).toEqual(['maxLength']);
  });
  it('standard mode allows repeats and no special symbol', () => {
    expect(codes('Aaaa111')).toEqual([]);
  });
  it('strong mode needs a special symbol from the list', () => {
    expect(codes('Abcdef1', strong)).toEqual(['requireSpecialSymbol']);
    expect(codes('Abcdef1!', strong)).toEqual([]);
    expect(codes('Abcdef1"', strong)).toEqual([]);
    expect(codes('Abcdef1_', strong)).toEqual(['requireSpecialSymbol']);
  });
  it('strong mode forbids a character three times in a row, two is fine', () => {
    expect(codes('Abbb1!cd', strong)).toEqual(['repeatedCharacters']);
    expect(codes('Aab1!1cd', strong)).toEqual([]);
    expect(codes('Ab1!cd!!', strong)).toEqual([]);
    expect(codes('Ab1!cd!!!', strong)).toEqual(['repeatedCharacters']);
  });
  it('reports every broken rule at once', () => {
    expect(codes('aaa', strong)).toEqual(['minLength', 'passwordRules', 'requireSpecialSymbol', 'repeatedCharacters']);
  });
  it('leaves an empty password to required', () => {
    expect(codes('')).toEqual([]);
  });
});
