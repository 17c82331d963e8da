import { describe, expect, it } from 'vitest';

import { compareIssues } from '../../src/engine/fixtures/compare-issues';
import type { ValidationIssue } from '../../src/engine/validation-issue';

describe('compareIssues', () => {
  it('treats issues as a set of field + code, ignoring order, duplicates and params', () => {
    const reported: ValidationIssue[] = [
      { field: '/email', code: 'email' },
      { field: '/password', code: 'minLength', params: { limit: 6 } },
      { field: '/password', code: 'minLength' },
    ];
    const result = compareIssues(
      [
        { field: '/password', code: 'minLength' },
        { field: '/email', code: 'email' },
      ],
      reported,
    );
    expect(result).toEqual({ missing: [], unexpected: [] });
  });

  it('lists what was expected but not reported, and what was reported but not expected', () => {
    const result = compareIssues(
      [{ field: '/password', code: 'requireSpecialSymbol' }],
      [{ field: '/password', code: 'repeatedCharacters' }],
    );
    expect(result).toEqual({
      missing: [{ field: '/password', code: 'requireSpecialSymbol' }],
      unexpected: [{ field: '/password', code: 'repeatedCharacters' }],
    });
  });

  it('distinguishes the same code on different fields', () => {
    const result = compareIssues([{ field: '/confirmEmail', code: 'mustMatch' }], [{ field: '/confirmPassword', code: 'mustMatch' }]);
    expect(result.missing).toEqual([{ field: '/confirmEmail', code: 'mustMatch' }]);
    expect(result.unexpected).toEqual([{ field: '/confirmPassword', code: 'mustMatch' }]);
  });
});
