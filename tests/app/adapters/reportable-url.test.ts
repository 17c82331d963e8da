import { describe, expect, it } from 'vitest';
import { reportableUrl } from '../../../src/app/adapters/error-reporting-adapter';

describe('reportableUrl', () => {
  it('drops the query and masks activation and reset codes', () => {
    expect(reportableUrl({ origin: 'https://site.example', pathname: '/hu/activation/abc123' })).toBe('https://site.example/hu/activation/:code');
    expect(reportableUrl({ origin: 'https://site.example', pathname: '/forgot-password/reset/xyz' })).toBe('https://site.example/forgot-password/reset/:code');
    expect(reportableUrl({ origin: 'https://site.example', pathname: '/my/profile' })).toBe('https://site.example/my/profile');
    expect(reportableUrl(undefined)).toBe('');
  });
});
