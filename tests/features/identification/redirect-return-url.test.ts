import { describe, expect, it } from 'vitest';
import { redirectReturnUrl } from '../../../src/features/identification/redirect-return-url';

const at = (pathname: string, search = '') => ({ origin: 'http://localhost:5173', pathname, search });

describe('redirectReturnUrl', () => {
  it('is the page the player left, with its own query kept and this attempt’s state', () => {
    expect(redirectReturnUrl(at('/en/casino', '?category=slots&page=2'), 's-1')).toBe(
      'http://localhost:5173/en/casino?category=slots&page=2&identificationState=s-1',
    );
  });

  it('carries only the state when the page had no query', () => {
    expect(redirectReturnUrl(at('/en/'), 's-1')).toBe('http://localhost:5173/en/?identificationState=s-1');
  });

  it('drops the open modal, a previous return and a previous state, so each comes back once', () => {
    const search = '?modal=registration&method=zignSec&redirectFrom=messageInterface&type=identification&value=done&titanToken=s1&identificationState=old&keep=yes';
    expect(redirectReturnUrl(at('/sv/live', search), 'new')).toBe('http://localhost:5173/sv/live?keep=yes&identificationState=new');
    expect(redirectReturnUrl(at('/sv/live', '?titanToken=s1&value=rejected'), 'new')).toBe('http://localhost:5173/sv/live?identificationState=new');
  });
});
