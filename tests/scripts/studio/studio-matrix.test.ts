import { describe, expect, it } from 'vitest';
import { createFsContentSource } from '../../../scripts/lib/fs-content-source';
import { REPO_ROOT } from '../../../scripts/lib/repo-paths';
import { studioMatrix } from '../../../scripts/lib/studio/studio-matrix';

const source = createFsContentSource(REPO_ROOT);

function cell(matrix: ReturnType<typeof studioMatrix>, field: string, market: string, method?: string) {
  const column = matrix.columns.findIndex((entry) => entry.market === market && entry.method === method);
  return matrix.rows.find((row) => row.field === field)?.cells[column];
}

describe('studioMatrix', () => {
  const registration = studioMatrix(source, 'registration');

  it('has a column per market and a row per field', () => {
    expect(registration.columns.map((column) => column.market)).toEqual([...source.markets()]);
    expect(registration.rows.map((row) => row.field)).toEqual(expect.arrayContaining(['email', 'country', 'nationalIdNumber']));
  });

  it('names the base file and pointer of a value no overlay touches', () => {
    expect(cell(registration, 'email', 'HUN')).toEqual({
      state: 'required',
      readOnly: false,
      source: { axis: 'base', file: 'schemas/forms/registration/schema.json', pointer: '/properties/email' },
    });
  });

  it('names the overlay, its pointer and its rule where an overlay decides the value', () => {
    const campaign = cell(registration, 'campaignId', 'SWE');
    expect(campaign).toMatchObject({ state: 'hidden', source: { axis: 'market', file: 'schemas/forms/registration/markets/SWE.json', pointer: '/schema/properties/campaignId' } });
    expect(campaign?.source.comment).toMatch(/Spelinspektionen/);
    expect(cell(registration, 'country', 'SWE')).toMatchObject({ state: 'required', readOnly: true, source: { pointer: '/ui/country' } });
  });

  it('decides conditions with the market fixed country instead of showing "conditional"', () => {
    expect(cell(registration, 'nationalIdNumber', 'HUN')?.state).toBe('conditional');
    expect(cell(registration, 'nationalIdNumber', 'GBR')).toMatchObject({ state: 'hidden', decidedBy: 'country = "GBR"' });
  });

  it('adds method columns for a cashier form and names the method overlay', () => {
    const deposit = studioMatrix(source, 'cashier-deposit');
    expect(deposit.methods).toContain('card');
    expect(deposit.columns).toContainEqual({ market: 'GBR', method: 'card' });
    expect(cell(deposit, 'cardNumber', 'GBR', 'card')).toMatchObject({ source: { axis: 'method', file: 'schemas/cashier/methods/card/deposit.json' } });
    expect(cell(deposit, 'cardNumber', 'GBR')?.state).toBe('hidden');
  });

  it('refuses an unknown form', () => {
    expect(() => studioMatrix(source, 'nope')).toThrow(/Unknown form/);
  });
});
