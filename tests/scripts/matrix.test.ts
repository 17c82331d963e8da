import { afterAll, describe, expect, it } from 'vitest';
import { formatMatrix } from '../../scripts/lib/format-matrix';
import { marketMatrix } from '../../scripts/lib/market-matrix';
import { baseContent, removeContent, writeContent } from './temp-content';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const files = baseContent();
const schema = files['schemas/forms/signup/schema.json'] as Json;
schema.allOf.push({ if: { required: ['country'], properties: { country: { const: 'ROU' } } }, then: { required: ['nationalId'], properties: { nationalId: { type: 'string', maxLength: 13 } } } });
(files['schemas/forms/signup/ui.json'] as Json)['ui:pages'][0].fields.push('nationalId');
(files['schemas/forms/signup/markets/ROU.json'] as Json).schema.properties = { country: null };
const root = writeContent(files);
afterAll(() => removeContent(root));

describe('market matrix', () => {
  const matrix = marketMatrix(root, 'signup');
  const row = (field: string) => matrix.rows.find((entry) => entry.field === field)?.cells;

  it('classifies each field per market', () => {
    expect(matrix.markets).toEqual(['INT', 'HUN', 'ROU']);
    expect(row('email')).toEqual({ INT: 'required', HUN: 'required', ROU: 'required' });
    expect(row('currency')).toEqual({ INT: 'optional', HUN: 'optional', ROU: 'required read-only' });
    expect(row('country')).toEqual({ INT: 'optional', HUN: 'optional', ROU: 'hidden' });
    expect(row('nationalId')).toEqual({ INT: 'conditional', HUN: 'conditional', ROU: 'conditional' });
  });

  it('lists the reasons from overlay and settings comments', () => {
    expect(matrix.reasons).toEqual([
      { market: 'INT', overlay: undefined, settings: undefined },
      { market: 'HUN', overlay: undefined, settings: 'Hungary: 8 character passwords' },
      { market: 'ROU', overlay: 'Test regulator: the currency is fixed and read-only in Romania.', settings: undefined },
    ]);
    const text = formatMatrix(matrix);
    expect(text).toMatch(/^field +\| INT +\| HUN +\| ROU$/m);
    expect(text).toContain('  form overlay: Test regulator: the currency is fixed and read-only in Romania.');
  });

  it('rejects an unknown form', () => {
    expect(() => marketMatrix(root, 'nope')).toThrow(/Unknown form "nope"/);
  });
});
