import { describe, expect, it } from 'vitest';
import { settingsFor } from '../../../src/engine/settings-for';
import { LOGIN_METHODS } from '../../../src/features/login/login-method';
import { loginMethodRegistry } from '../../../src/app/journeys/login-method-registry';
import { offeredLoginMethods } from '../../../src/features/login/offered-login-methods';
import { isPayAndPlayAllowed } from '../../../src/stores/is-pay-and-play-allowed';

function offered(market: string, implemented: readonly (typeof LOGIN_METHODS)[number][]) {
  const settings = settingsFor(market) as unknown as { be: Record<string, unknown>; fe: { login?: { methods?: unknown }; payAndPlay?: unknown } };
  const fe = settings.fe;
  return offeredLoginMethods({
    configured: fe.login?.methods,
    payAndPlayAllowed: isPayAndPlayAllowed(fe.payAndPlay, market),
    zignSecActive: settings.be.zignSecActive === true,
    implemented,
  }).methods;
}

describe('login methods per market (settings only)', () => {
  it.each([
    ['HUN', ['regular']],
    ['SWE', ['payAndPlay']],
    ['EST', ['regular', 'smartId']],
    ['LTU', ['regular', 'mobileId']],
    ['NLD', ['regular', 'idin']],
    ['MLT', ['regular', 'zignSec']],
    ['INT', ['regular', 'google', 'facebook', 'apple', 'loginToPlay']],
    ['GBR', ['regular']],
  ])('%s offers %j once every method is implemented', (market, methods) => {
    expect(offered(market, LOGIN_METHODS)).toEqual(methods);
  });

  it('every login method of the spec has a view in this build', () => {
    expect(Object.keys(loginMethodRegistry).sort()).toEqual([...LOGIN_METHODS].sort());
  });

  it('zignSec is offered only while the back end says it is active', () => {
    const configured = ['regular', 'zignSec'];
    const rules = { configured, payAndPlayAllowed: false, implemented: LOGIN_METHODS };
    expect(offeredLoginMethods({ ...rules, zignSecActive: false }).methods).toEqual(['regular']);
    expect(offeredLoginMethods({ ...rules, zignSecActive: true }).methods).toEqual(['regular', 'zignSec']);
  });
});
