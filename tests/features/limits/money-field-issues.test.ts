import { describe, expect, it } from 'vitest';
import { moneyFieldIssues } from '../../../src/features/limits/money-field-issues';
import type { StoreApiError } from '../../../src/stores/api-port';

const refused = (fields: unknown[]): StoreApiError => ({ kind: 'server', errorCode: 196, errorDetails: { fields } });

describe('moneyFieldIssues', () => {
  it('shows the Dutch contact threshold and the min/max of a money limit in the money format', () => {
    const error = refused([
      { field: 'permanent', code: 'aboveContactThreshold', params: { limit: '1000.00' } },
      { field: 'daily', code: 'minimum', params: { limit: '1.00' } },
      { field: 'weekly', code: 'maximum', params: { limit: '1000000.00' } },
    ]);
    expect(moneyFieldIssues(error, 'EUR').errorDetails?.fields).toEqual([
      { field: 'permanent', code: 'aboveContactThreshold', params: { limit: '1.000,00 €' } },
      { field: 'daily', code: 'minimum', params: { limit: '1,00 €' } },
      { field: 'weekly', code: 'maximum', params: { limit: '1.000.000,00 €' } },
    ]);
    expect(moneyFieldIssues(refused([{ field: 'daily', code: 'maximum', params: { limit: '250.5' } }]), 'SEK').errorDetails?.fields).toEqual([
      { field: 'daily', code: 'maximum', params: { limit: '250,50 kr' } },
    ]);
  });

  it('leaves other issues, issues without parameters and failures without fields as they are', () => {
    const other = refused([{ field: 'daily', code: 'decimals' }, { field: 'weekly', code: 'required', params: { limit: '5' } }, 'odd']);
    expect(moneyFieldIssues(other, 'EUR')).toEqual(other);
    const plain = { kind: 'server', errorCode: 100 } as StoreApiError;
    expect(moneyFieldIssues(plain, 'EUR')).toBe(plain);
  });
});
