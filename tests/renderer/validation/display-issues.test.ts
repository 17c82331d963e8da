import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { displayIssues, type DisplayInput } from '../../../src/renderer/validation/display-issues';
import { buildFieldIndex } from '../../../src/renderer/validation/field-index';

const t = ((key: string | string[]) => (Array.isArray(key) ? key[0] : key)) as unknown as TFunction;
const index = buildFieldIndex({ properties: { email: { title: 'forms:email.label' }, nickName: {} } }, 'f', '_');

function input(overrides: Partial<DisplayInput>): DisplayInput {
  return { local: [], server: [], touched: new Set(), submitted: false, scope: undefined, index, shown: new Set(['email', 'nickName']), t, ...overrides };
}

describe('displayIssues', () => {
  const local = [
    { field: '/email', code: 'email' },
    { field: '/nickName', code: 'required' },
  ];

  it('shows local issues only for touched fields before a submit', () => {
    const display = displayIssues(input({ local, touched: new Set(['/email']) }));
    expect(display.errorSchema).toEqual({ email: { __errors: ['validation:email'] } });
    expect(display.summary).toEqual([]);
  });

  it('shows every local issue in scope after a submit, also in the summary', () => {
    const display = displayIssues(input({ local, submitted: true, scope: ['email'] }));
    expect(display.errorSchema).toEqual({ email: { __errors: ['validation:email'] } });
    expect(display.summary).toEqual([{ key: '/email\u0000email', message: 'validation:email', label: 'forms:email.label', targetId: 'f_email' }]);
  });

  it('puts server issues it cannot place at form level', () => {
    const display = displayIssues(
      input({ server: [{ field: '/bonus', code: 'invalid' }, { field: '', code: 'limitReached' }, { field: '/nickName', code: 'duplicated' }], shown: new Set(['email']) }),
    );
    expect(display.errorSchema).toEqual({});
    expect(display.summary.map((item) => item.message)).toEqual(['validation:invalid', 'validation:limitReached', 'validation:duplicated']);
  });

  it('does not repeat an issue the server and the client both report', () => {
    const display = displayIssues(input({ local, submitted: true, server: [{ field: '/email', code: 'email' }] }));
    expect(display.errorSchema.email?.__errors).toEqual(['validation:email']);
    expect(display.summary).toHaveLength(2);
  });
});
