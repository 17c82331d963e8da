import { describe, expect, it } from 'vitest';
import { ibanCountry } from '../../../src/engine/rules/iban-country';
import { RULE_REGISTRY } from '../../../src/engine/rules/rule-registry';
import { testContext } from './test-context';

const params = { field: 'iban', countries: 'fe.withdrawal.ibanCountries', hungarianOnly: 'fe.withdrawal.hungarianIbanOnly' };
const settings = (countries: string[], hungarianOnly: boolean) => testContext({ fe: { withdrawal: { ibanCountries: countries, hungarianIbanOnly: hungarianOnly } } });

describe('ibanCountry', () => {
  it('passes a valid IBAN of an allowed country and any country when the list is empty', () => {
    expect(ibanCountry({ iban: 'DE89370400440532013000' }, params, settings(['DE', 'HU'], false))).toEqual([]);
    expect(ibanCountry({ iban: 'TR330006100519786457841326' }, params, settings([], false))).toEqual([]);
  });
  it('reports a country payouts do not go to, with the country', () => {
    expect(ibanCountry({ iban: 'TR330006100519786457841326' }, params, settings(['DE', 'HU'], false))).toEqual([{ field: '/iban', code: 'ibanCountry', params: { country: 'TR' } }]);
  });
  it('with the Hungarian-only restriction, refuses every other country, even an allowed one', () => {
    expect(ibanCountry({ iban: 'HU42117730161111101800000000' }, params, settings(['DE', 'HU'], true))).toEqual([]);
    expect(ibanCountry({ iban: 'DE89370400440532013000' }, params, settings(['DE', 'HU'], true))).toEqual([{ field: '/iban', code: 'hungarianBankAccountOnly' }]);
  });
  it('leaves blank and invalid IBANs to required and the iban format', () => {
    expect(ibanCountry({ iban: '' }, params, settings(['HU'], true))).toEqual([]);
    expect(ibanCountry({ iban: 'DE89370400440532013001' }, params, settings(['HU'], true))).toEqual([]);
    expect(ibanCountry({}, params, settings(['HU'], true))).toEqual([]);
  });
  it('throws on an unknown settings list (a content error)', () => {
    expect(() => ibanCountry({ iban: 'DE89370400440532013000' }, { field: 'iban', countries: 'fe.nope' }, testContext())).toThrow('Unknown setting "fe.nope"');
  });
  it('is registered with its setting params', () => {
    expect(RULE_REGISTRY.ibanCountry?.settingParams).toEqual(['countries', 'hungarianOnly']);
  });
});
