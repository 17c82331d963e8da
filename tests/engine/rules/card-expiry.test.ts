import { describe, expect, it } from 'vitest';
import { cardExpiry } from '../../../src/engine/rules/card-expiry';
import { testContext } from './test-context';

type Context = Parameters<typeof cardExpiry>[2];
const at = (now: string): Context => ({ ...testContext(), now: new Date(now) });
const run = (expiry: unknown, now = '2026-06-15') => cardExpiry({ expiry }, { field: 'expiry' }, at(now));

describe('cardExpiry rule', () => {
  it('passes this month and later (a card is valid through its last day)', () => {
    expect(run('06/26')).toEqual([]);
    expect(run('07/26')).toEqual([]);
    expect(run('01/27')).toEqual([]);
    expect(run('06/26', '2026-06-30T23:59:59Z')).toEqual([]);
  });

  it('reports a month in the past as expirationDate', () => {
    expect(run('05/26')).toEqual([{ field: '/expiry', code: 'expirationDate' }]);
    expect(run('12/25')).toEqual([{ field: '/expiry', code: 'expirationDate' }]);
    expect(run('06/26', '2026-07-01')).toEqual([{ field: '/expiry', code: 'expirationDate' }]);
  });

  it('leaves missing or malformed values to the schema', () => {
    expect(run(undefined)).toEqual([]);
    expect(run('13/26')).toEqual([]);
    expect(run('6/26')).toEqual([]);
  });
});
