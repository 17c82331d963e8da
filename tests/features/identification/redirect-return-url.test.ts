import { describe, expect, it } from 'vitest';
import { redirectReturnUrl } from '../../../src/features/identification/redirect-return-url';

const at = (pathname: string, search = '') => ({ origin: 'http://localhost:5173', pathname, search });

describe('redirectReturnUrl', () => {
  it('is the page the player left, with its own query kept', () => {
    expect(redirectReturnUrl(at('/en/casino', '?category=slots&page=2'))).toBe('http://localhost:5173/en/casino?category=slots&page=2');
  });

  it('has no query mark when there is no query', () => {
    expect(redirectReturnUrl(at('/en/'))).toBe('http://localhost:5173/en/');
  });

  it('drops the open modal and a previous return, so the provider adds them once', () => {
    const search = '?modal=registration&method=zignSec&redirectFrom=messageInterface&type=identification&value=done&titanToken=s1&keep=yes';
    expect(redirectReturnUrl(at('/sv/live', search))).toBe('http://localhost:5173/sv/live?keep=yes');
    expect(redirectReturnUrl(at('/sv/live', '?titanToken=s1&value=rejected'))).toBe('http://localhost:5173/sv/live');
  });
});
