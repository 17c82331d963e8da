import { describe, expect, it } from 'vitest';
import { FLOW_IMPLEMENTATION_NAMES_BY_FLOW } from '../../src/features/flow-implementation-names';
import { loginImplementations, type LoginDeps } from '../../src/features/login/login-implementations';
import { registrationImplementations, type RegistrationDeps } from '../../src/features/registration/registration-implementations';

const keys = (group: Record<string, unknown>) => Object.keys(group).sort();

describe('flow implementation names', () => {
  it.each([
    ['registration', registrationImplementations({} as RegistrationDeps)],
    ['login', loginImplementations({} as LoginDeps)],
  ] as const)('lists exactly what the %s feature implements', (flow, implementations) => {
    const listed = FLOW_IMPLEMENTATION_NAMES_BY_FLOW[flow];
    expect(keys(implementations.guards)).toEqual([...listed.guards].sort());
    expect(keys(implementations.actions)).toEqual([...listed.actions].sort());
    expect(keys(implementations.actors)).toEqual([...listed.actors].sort());
  });
});
