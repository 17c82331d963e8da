import { describe, expect, it } from 'vitest';
import { settingsFor } from '../../../src/engine/settings-for';
import { LOGIN_METHODS } from '../../../src/features/login/login-method';
import { loginMethodRegistry } from '../../../src/features/login/login-method-registry';
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
  ])('%s offers %j once every method is implemented', (market, methods) => {
    expect(offered(market, LOGIN_METHODS)).toEqual(methods);
  });

  it.each(['HUN', 'SWE', 'EST', 'LTU', 'NLD', 'GBR', 'MLT', 'ROU', 'INT'])('%s offers regular login with this build', (market) => {
    expect(offered(market, Object.keys(loginMethodRegistry) as (typeof LOGIN_METHODS)[number][])).toEqual(['regular']);
  });
});
