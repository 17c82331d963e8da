import { describe, expect, it } from 'vitest';
import { LOGIN_METHODS } from '../../../src/features/login/login-method';
import { offeredLoginMethods, type LoginMethodRules } from '../../../src/features/login/offered-login-methods';

const all = (overrides: Partial<LoginMethodRules> = {}): LoginMethodRules => ({
  configured: [...LOGIN_METHODS],
  payAndPlayAllowed: false,
  zignSecActive: false,
  implemented: LOGIN_METHODS,
  ...overrides,
});

describe('offeredLoginMethods', () => {
  it('offers the configured methods in the configured order; the first is the default', () => {
    expect(offeredLoginMethods(all({ configured: ['smartId', 'regular'] }))).toEqual({
      methods: ['smartId', 'regular'],
      defaultMethod: 'smartId',
    });
  });

  it('offers every method of the spec except payAndPlay and zignSec by default, each once', () => {
    const { methods } = offeredLoginMethods(all({ configured: [...LOGIN_METHODS, 'regular'] }));
    expect(methods).toEqual(['regular', 'loginToPlay', 'smartId', 'mobileId', 'idin', 'google', 'facebook', 'apple']);
  });

  it.each(LOGIN_METHODS.filter((method) => method !== 'payAndPlay' && method !== 'zignSec'))(
    'offers %s alone when it is the only configured method',
    (method) => {
      expect(offeredLoginMethods(all({ configured: [method] }))).toEqual({ methods: [method], defaultMethod: method });
    },
  );

  it('offers payAndPlay only when pay-and-play deposit is allowed, and then hides the others', () => {
    const configured = ['regular', 'payAndPlay', 'smartId'];
    expect(offeredLoginMethods(all({ configured })).methods).toEqual(['regular', 'smartId']);
    expect(offeredLoginMethods(all({ configured, payAndPlayAllowed: true }))).toEqual({ methods: ['payAndPlay'], defaultMethod: 'payAndPlay' });
  });

  it('offers zignSec only when the back-end flag zignSecActive is on', () => {
    expect(offeredLoginMethods(all({ configured: ['zignSec', 'regular'] })).methods).toEqual(['regular']);
    expect(offeredLoginMethods(all({ configured: ['zignSec', 'regular'], zignSecActive: true })).defaultMethod).toBe('zignSec');
  });

  it('never offers a method without an implementation (payAndPlay then hides nothing)', () => {
    const rules = all({ configured: ['payAndPlay', 'regular', 'smartId'], payAndPlayAllowed: true, implemented: ['regular'] });
    expect(offeredLoginMethods(rules)).toEqual({ methods: ['regular'], defaultMethod: 'regular' });
  });

  it('ignores unknown names and a missing or malformed setting', () => {
    expect(offeredLoginMethods(all({ configured: ['password', 'regular'] })).methods).toEqual(['regular']);
    expect(offeredLoginMethods(all({ configured: undefined }))).toEqual({ methods: [], defaultMethod: null });
    expect(offeredLoginMethods(all({ configured: 'regular' }))).toEqual({ methods: [], defaultMethod: null });
  });
});
