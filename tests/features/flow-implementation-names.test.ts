import { describe, expect, it } from 'vitest';
import { FLOW_IMPLEMENTATION_NAMES_BY_FLOW } from '../../src/features/flow-implementation-names';
import { changePasswordImplementations, type ChangePasswordDeps } from '../../src/features/password/change-password-implementations';
import { forgotPasswordImplementations, type ForgotPasswordDeps } from '../../src/features/password/forgot-password-implementations';
import { resetPasswordImplementations, type ResetPasswordDeps } from '../../src/features/password/reset-password-implementations';
import { loginImplementations, type LoginDeps } from '../../src/features/login/login-implementations';
import { registrationImplementations, type RegistrationDeps } from '../../src/features/registration/registration-implementations';

const keys = (group: Record<string, unknown>) => Object.keys(group).sort();

describe('flow implementation names', () => {
  it.each([
    ['registration', registrationImplementations({} as RegistrationDeps)],
    ['login', loginImplementations({} as LoginDeps)],
    ['forgot-password', forgotPasswordImplementations({} as ForgotPasswordDeps)],
    ['reset-password', resetPasswordImplementations({} as ResetPasswordDeps)],
    ['change-password', changePasswordImplementations({} as ChangePasswordDeps)],
  ] as const)('lists exactly what the %s feature implements', (flow, implementations) => {
    const listed = FLOW_IMPLEMENTATION_NAMES_BY_FLOW[flow];
    expect(keys(implementations.guards)).toEqual([...listed.guards].sort());
    expect(keys(implementations.actions)).toEqual([...listed.actions].sort());
    expect(keys(implementations.actors)).toEqual([...listed.actors].sort());
  });
});
