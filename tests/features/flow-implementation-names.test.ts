import { describe, expect, it } from 'vitest';
import { FLOW_IMPLEMENTATION_NAMES_BY_FLOW } from '../../src/features/flow-implementation-names';
import { changePasswordImplementations, type ChangePasswordDeps } from '../../src/features/password/change-password-implementations';
import { forgotPasswordImplementations, type ForgotPasswordDeps } from '../../src/features/password/forgot-password-implementations';
import { resetPasswordImplementations, type ResetPasswordDeps } from '../../src/features/password/reset-password-implementations';
import { loginImplementations, type LoginDeps } from '../../src/features/login/login-implementations';
import { registrationImplementations, type RegistrationDeps } from '../../src/features/registration/registration-implementations';
import { identificationImplementations, type IdentificationDeps } from '../../src/features/identification/identification-implementations';
import { thirdPartyLoginImplementations, type ThirdPartyLoginDeps } from '../../src/features/third-party/third-party-login-implementations';
import {
  thirdPartyRegistrationImplementations,
  type ThirdPartyRegistrationDeps,
} from '../../src/features/third-party/third-party-registration-implementations';

const keys = (group: Record<string, unknown>) => Object.keys(group).sort();

describe('flow implementation names', () => {
  it.each([
    ['registration', registrationImplementations({} as RegistrationDeps)],
    ['login', loginImplementations({} as LoginDeps)],
    ['forgot-password', forgotPasswordImplementations({} as ForgotPasswordDeps)],
    ['reset-password', resetPasswordImplementations({} as ResetPasswordDeps)],
    ['change-password', changePasswordImplementations({} as ChangePasswordDeps)],
    ['identification', identificationImplementations({ descriptor: { kind: 'code', registerCall: 'register' } } as IdentificationDeps)],
    ['third-party-login', thirdPartyLoginImplementations({} as ThirdPartyLoginDeps)],
    ['third-party-registration', thirdPartyRegistrationImplementations({} as ThirdPartyRegistrationDeps)],
  ] as const)('lists exactly what the %s feature implements', (flow, implementations) => {
    const listed = FLOW_IMPLEMENTATION_NAMES_BY_FLOW[flow];
    expect(keys(implementations.guards)).toEqual([...listed.guards].sort());
    expect(keys(implementations.actions)).toEqual([...listed.actions].sort());
    expect(keys(implementations.actors)).toEqual([...listed.actors].sort());
  });
});
