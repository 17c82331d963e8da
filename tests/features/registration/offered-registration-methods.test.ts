import { describe, expect, it } from 'vitest';
import {
  offeredRegistrationMethods,
  REGISTRATION_METHODS,
  type RegistrationMethodRules,
} from '../../../src/features/registration/offered-registration-methods';

const rules = (overrides: Partial<RegistrationMethodRules> = {}): RegistrationMethodRules => ({
  configured: [...REGISTRATION_METHODS],
  payAndPlayAllowed: false,
  implemented: REGISTRATION_METHODS,
  ...overrides,
});

describe('offeredRegistrationMethods', () => {
  it('offers the selector’s methods in the selector’s order', () => {
    expect(offeredRegistrationMethods(rules({ configured: ['smartId', 'regular', 'mobileId'] }))).toEqual(['smartId', 'regular', 'mobileId']);
    expect(offeredRegistrationMethods(rules({ configured: ['top', 'idin'] }))).toEqual(['top', 'idin']);
  });

  it('drops unknown names, non-strings and duplicates', () => {
    expect(offeredRegistrationMethods(rules({ configured: ['regular', 'bankId', 'regular', 7, null, 'smartId', 'google', 'smartId'] }))).toEqual(['regular', 'smartId']);
  });

  it('drops methods this build cannot run', () => {
    expect(offeredRegistrationMethods(rules({ configured: ['regular', 'cddn', 'trustly'], implemented: ['regular', 'trustly'] }))).toEqual(['regular', 'trustly']);
  });

  it('never offers payAndPlay while pay-and-play deposit is not allowed', () => {
    expect(offeredRegistrationMethods(rules({ configured: ['payAndPlay', 'trustly', 'regular'] }))).toEqual(['trustly', 'regular']);
  });

  it('offers payAndPlay alone when pay-and-play deposit is allowed', () => {
    expect(offeredRegistrationMethods(rules({ configured: ['regular', 'payAndPlay', 'trustly'], payAndPlayAllowed: true }))).toEqual(['payAndPlay']);
  });

  it('offers nothing for an empty or missing selector', () => {
    expect(offeredRegistrationMethods(rules({ configured: [] }))).toEqual([]);
    expect(offeredRegistrationMethods(rules({ configured: undefined }))).toEqual([]);
    expect(offeredRegistrationMethods(rules({ configured: 'regular' }))).toEqual([]);
  });
});
